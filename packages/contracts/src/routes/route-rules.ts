import type { AccessRule } from '../access.js';
import { SUPERADMIN, rule } from './grants.js';
import { SHELL_ROUTE_RULES } from '../shell/shell.route-rules.js';
import { PEOPLE_ROUTE_RULES } from '../people/people.route-rules.js';
import { PLATFORM_ROUTE_RULES } from '../platform/platform.route-rules.js';
import { PLACES_ROUTE_RULES } from '../places/places.route-rules.js';
import { EVENTS_ROUTE_RULES } from '../events/events.route-rules.js';
import { TRAINERS_ROUTE_RULES } from '../trainers/trainers.route-rules.js';
import { MEDIA_ROUTE_RULES } from '../media/media.route-rules.js';
import { CATALOGUE_ROUTE_RULES } from '../catalogue/catalogue.route-rules.js';
import { SCORM_ROUTE_RULES } from '../scorm/scorm.route-rules.js';
import { ENROLMENTS_ROUTE_RULES } from '../enrolments/enrolments.route-rules.js';
import { REPORTS_ROUTE_RULES } from '../reports/reports.route-rules.js';
import { MAIL_ROUTE_RULES } from '../mail/mail.route-rules.js';

/**
 * The access rules of the screens (01 §2, §6; 02 §6; 03 §6), written once as data. The route
 * table, the navigation and the server endpoints of each area all name these rules.
 * Each domain writes its screens' rules in `<domain>/<domain>.route-rules.ts` (with the building
 * blocks of routes/grants.ts; comments quote the spec where a rule is not a plain reading of the
 * route list); this index gathers them, one line per domain. The rules every area uses are here.
 */
const SHARED_ROUTE_RULES = {
  open: { stage: 'open' },
  /** The workspace list: the identity token suffices. */
  firstStage: { stage: 'first' },
  /** "Unless stated, a route needs both a first-stage token and a second-stage token." */
  signedIn: { stage: 'second' },
  superadminOnly: rule(SUPERADMIN),
} as const satisfies Record<string, AccessRule>;

/** Every domain's screens' rules, one line each. */
const DOMAIN_ROUTE_RULES = [
  SHARED_ROUTE_RULES,
  SHELL_ROUTE_RULES,
  PEOPLE_ROUTE_RULES,
  PLATFORM_ROUTE_RULES,
  PLACES_ROUTE_RULES,
  EVENTS_ROUTE_RULES,
  TRAINERS_ROUTE_RULES,
  MEDIA_ROUTE_RULES,
  CATALOGUE_ROUTE_RULES,
  SCORM_ROUTE_RULES,
  ENROLMENTS_ROUTE_RULES,
  REPORTS_ROUTE_RULES,
  MAIL_ROUTE_RULES,
] as const;

/** The domains' rules merged into one object. */
type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]]
  ? Head & Merged<Rest>
  : unknown;

/** The rule names that two domains both claim: none, or the second would silently replace the first. */
type ClaimedTwice<T extends readonly object[], Seen = never> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? (keyof Head & Seen) | ClaimedTwice<Rest, Seen | keyof Head>
  : never;
/** Does not compile while a name is claimed twice (the error names it). */
type EachNameOnce<Claimed extends never> = Claimed;
type _RouteRuleNamesOnce = EachNameOnce<ClaimedTwice<typeof DOMAIN_ROUTE_RULES>>;

export const ROUTE_RULES = Object.assign({}, ...DOMAIN_ROUTE_RULES) as Merged<typeof DOMAIN_ROUTE_RULES>;

export type RouteRuleName = keyof typeof ROUTE_RULES;
