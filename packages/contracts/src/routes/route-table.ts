import type { RouteRuleName } from './route-rules.js';
import { SHELL_ROUTES } from '../shell/shell.routes.js';
import { IDENTITY_ROUTES } from '../identity/identity.routes.js';
import { PEOPLE_ROUTES } from '../people/people.routes.js';
import { PLATFORM_ROUTES } from '../platform/platform.routes.js';
import { PLACES_ROUTES } from '../places/places.routes.js';
import { EVENTS_ROUTES } from '../events/events.routes.js';
import { TRAINERS_ROUTES } from '../trainers/trainers.routes.js';
import { MEDIA_ROUTES } from '../media/media.routes.js';
import { CATALOGUE_ROUTES } from '../catalogue/catalogue.routes.js';
import { SCORM_ROUTES } from '../scorm/scorm.routes.js';
import { ENROLMENTS_ROUTES } from '../enrolments/enrolments.routes.js';
import { REPORTS_ROUTES } from '../reports/reports.routes.js';
import { MAIL_ROUTES } from '../mail/mail.routes.js';

/** The areas a route belongs to (01 §2 route meta flag allowedFor). */
export type RouteArea = 'home' | 'catalogue' | 'users' | 'report' | 'setup' | 'my-learning';

/**
 * How a redirect-only route picks its target: the first child the person may open (/catalogue,
 * /users, /setup, /reports), the dashboard rules of /my-learning/dashboard, the root rules of /,
 * or a fixed path.
 */
export type RouteRedirect = 'firstReachableChild' | 'dashboardForActor' | 'rootRedirect' | `/${string}`;

export interface RouteDefinition {
  path: string;
  rule: RouteRuleName;
  /** The spec's named route (01 §2 "Named routes used for navigation"). */
  name?: string;
  allowedFor?: RouteArea;
  hiddenHeader?: true;
  hiddenFooter?: true;
  /** Print layout. */
  print?: true;
  /** May be shown inside another site's frame (the booking iframe): the server allows framing it. */
  embeddable?: true;
  /** Open pages that do not offer the sign-in link in their header. */
  hideAuthLogin?: true;
  redirect?: RouteRedirect;
  /** The spec's notes on the route (wizard steps, tabs, query parameters). */
  notes?: string;
}

/**
 * Every screen route of the spec (routes.tsv, 154 rows; and one of ours, the SCORM connector's
 * player, decision 0050) with its access rule and meta flags,
 * gathered from the domains' rows (`<domain>/<domain>.routes.ts`), one line per domain.
 * The web router builds the screens that exist from it; areas not built yet keep their rule here
 * so access is decided (and tested) now. Rows are found by exact path; where the web matches an
 * address against them (first match), the one pair that match the same address
 * (/reports/reports/builder/execute/:id and …/resolved) sit in one domain in the spec's order. So
 * the order of the domains does not matter; within a domain the rows keep the spec's order.
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  ...SHELL_ROUTES,
  ...IDENTITY_ROUTES,
  ...PEOPLE_ROUTES,
  ...PLATFORM_ROUTES,
  ...PLACES_ROUTES,
  ...EVENTS_ROUTES,
  ...TRAINERS_ROUTES,
  ...MEDIA_ROUTES,
  ...CATALOGUE_ROUTES,
  ...SCORM_ROUTES,
  ...ENROLMENTS_ROUTES,
  ...REPORTS_ROUTES,
  ...MAIL_ROUTES,
];
