import { SHELL_PATHS } from '../../features/shell/paths';
import { IDENTITY_PATHS } from '../../features/identity/paths';
import { PEOPLE_PATHS } from '../../features/people/paths';
import { PLATFORM_PATHS } from '../../features/platform/paths';
import { ENROLMENTS_PATHS } from '../../features/enrolments/paths';
import { CATALOGUE_PATHS } from '../../features/catalogue/paths';
import { EVENTS_PATHS } from '../../features/events/paths';
import { PLACES_PATHS } from '../../features/places/paths';
import { MEDIA_PATHS } from '../../features/media/paths';
import { SCORM_PATHS } from '../../features/scorm/paths';

/**
 * Every domain's paths of the named routes built so far (01 §2 "Named routes used for
 * navigation"), one line each. Each domain names its own in features/<domain>/paths.ts (plain
 * data that imports nothing, so any module may read PATHS without a cycle).
 */
const DOMAIN_PATHS = [
  SHELL_PATHS,
  IDENTITY_PATHS,
  PEOPLE_PATHS,
  PLATFORM_PATHS,
  ENROLMENTS_PATHS,
  CATALOGUE_PATHS,
  EVENTS_PATHS,
  PLACES_PATHS,
  MEDIA_PATHS,
  SCORM_PATHS,
] as const;

/** The domains' paths merged into one object. */
type Merged<T extends readonly object[]> = T extends readonly [infer Head, ...infer Rest extends readonly object[]]
  ? Head & Merged<Rest>
  : unknown;

/** The names that two domains both claim: none, or the second would silently replace the first. */
type ClaimedTwice<T extends readonly object[], Seen = never> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? (keyof Head & Seen) | ClaimedTwice<Rest, Seen | keyof Head>
  : never;
/** Does not compile while a name is claimed twice (the error names it). */
type EachNameOnce<Claimed extends never> = Claimed;
type _PathNamesOnce = EachNameOnce<ClaimedTwice<typeof DOMAIN_PATHS>>;

/** Paths of the named routes built so far (01 §2 "Named routes used for navigation"). */
export const PATHS = Object.assign({}, ...DOMAIN_PATHS) as Merged<typeof DOMAIN_PATHS>;

/** The account page's tabs (01 §2), each its own address so a gate can send people to one. */
export const ACCOUNT_TABS = ['personal', 'security', 'learning-history', 'activity-log'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
export const accountTabPath = (tab: AccountTab) => `${PATHS.account}/${tab}`;

/** An invitation as its email names it: the id and the secret that proves the email was read. */
export interface InvitationLink {
  id: string;
  secret: string;
}

/** A path with the invitation as its query (the spec's landing parameter 'invitation', plus its secret). */
export const withInvitation = (path: string, invitation: InvitationLink) =>
  `${path}?invitation=${encodeURIComponent(invitation.id)}&secret=${encodeURIComponent(invitation.secret)}`;

/** Where a person who registered with a key enters (or asks again for) their emailed code. */
export const completeRegistrationPath = (userId: string, email?: string) =>
  `${PATHS.completeRegistration}?${new URLSearchParams({ userId, ...(email ? { email } : {}) }).toString()}`;
