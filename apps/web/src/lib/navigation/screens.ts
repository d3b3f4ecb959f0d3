import { matchPath } from 'react-router';
import { memoByPath } from './pathMemo';
import type { SectionPath } from '@campus/contracts';
import { PATHS } from './paths';
import { LEARNER_EVENT_SCREENS } from '../../features/events/learner/paths';

/*
 * The screens built so far, as plain data. Navigation, redirects and start pages ask this module
 * whether a screen exists; routes.tsx maps each entry to its (lazily loaded) component. It must
 * import no component, so nothing a screen imports can lead back to the router (no import cycle).
 */

/** The screens whose address has parameters (named, so routes.tsx can key its components by them). */
export const SELF_REGISTRATION_SCREEN = `${PATHS.selfRegistration}/:key` as const;
export const CONFIRM_REGISTRATION_SCREEN = `${PATHS.confirmRegistration}/:userId/:code` as const;
export const ACCOUNT_TAB_SCREEN = `${PATHS.account}/:tab` as const;
export const MEDIA_EDIT_SCREEN = `${PATHS.mediaLibrary}/edit/:id` as const;

/**
 * The wizards' step addresses (the wizard's address plus the step name, decision 0013), each
 * guarded by its wizard's own rule; the wizard's address itself opens its first step.
 */
const EVENT_ADD_STEP = `${PATHS.eventAdd}/:step` as const;
const EVENT_EDIT_STEP = `${PATHS.eventEdit}/:step` as const;
const SESSION_ADD_STEP = `${PATHS.sessionAdd}/:step` as const;
const SESSION_EDIT_STEP = `${PATHS.sessionEdit}/:step` as const;
export const WIZARD_STEP_SCREENS = {
  [EVENT_ADD_STEP]: PATHS.eventAdd,
  [EVENT_EDIT_STEP]: PATHS.eventEdit,
  [SESSION_ADD_STEP]: PATHS.sessionAdd,
  [SESSION_EDIT_STEP]: PATHS.sessionEdit,
} as const;
export type WizardStepScreen = keyof typeof WIZARD_STEP_SCREENS;

/** Screens anyone can open: sign-in, registration, invitations. */
export const PUBLIC_SCREENS = [
  PATHS.auth,
  PATHS.authLogin,
  PATHS.authResetPassword,
  PATHS.twoFactorHelp,
  PATHS.authSignUp,
  SELF_REGISTRATION_SCREEN,
  CONFIRM_REGISTRATION_SCREEN,
  PATHS.completeRegistration,
  PATHS.validateKey,
  PATHS.landingInvitation,
  PATHS.invitationAccept,
  PATHS.invitationReject,
  PATHS.invitationError,
  PATHS.invitationResolved,
  PATHS.landing,
] as const;

/**
 * Screens that work on the identity token alone, so people can reach their profile before
 * choosing a workspace (`/lms/user/account` itself opens the first tab).
 */
export const IDENTITY_SCREENS = [ACCOUNT_TAB_SCREEN, PATHS.workspaceList] as const;

/** Screens of the spec's route table, each guarded by the table's own rule (guardedScreen). */
export const GUARDED_SCREENS = [
  PATHS.whatsNew,
  PATHS.enrolmentRequests,
  PATHS.usersList,
  PATHS.superadminAdd,
  PATHS.home,
  PATHS.coursesDashboard,
  PATHS.trainerDashboard,
  PATHS.learnerDashboard,
  LEARNER_EVENT_SCREENS.session,
  LEARNER_EVENT_SCREENS.browseEvent,
  LEARNER_EVENT_SCREENS.coursesEvent,
  LEARNER_EVENT_SCREENS.completionsEvent,
  LEARNER_EVENT_SCREENS.browseSession,
  LEARNER_EVENT_SCREENS.coursesSession,
  LEARNER_EVENT_SCREENS.completionsSession,
  PATHS.venues,
  PATHS.venueAdd,
  PATHS.venueShow,
  PATHS.venueEdit,
  PATHS.roomAdd,
  PATHS.roomShow,
  PATHS.roomEdit,
  PATHS.eventShow,
  PATHS.sessionShow,
  PATHS.eventsCourseAssign,
  PATHS.mediaLibrary,
  MEDIA_EDIT_SCREEN,
  PATHS.events,
  PATHS.eventAdd,
  PATHS.eventEdit,
  PATHS.sessionAdd,
  PATHS.sessionEdit,
] as const;

/**
 * Screens other sites show in a frame, without the app's header and footer (the booking iframe,
 * 03 §2): they offer their own sign-in link instead of a guard's redirect.
 */
export const EMBEDDED_SCREENS = [LEARNER_EVENT_SCREENS.iframe] as const;

/** The redirect-only section addresses (01 §2) and the section each one opens. */
export const SECTION_REDIRECTS = {
  '/catalogue': '/catalogue',
  '/users': '/users',
  '/setup': '/setup',
  '/reports': '/reports',
  '/my-learning': '/my-learning',
  '/my-learning/dashboard': '/my-learning',
} as const satisfies Record<string, SectionPath | '/my-learning'>;

export type PublicScreen = (typeof PUBLIC_SCREENS)[number];
export type IdentityScreen = (typeof IDENTITY_SCREENS)[number];
export type GuardedScreen = (typeof GUARDED_SCREENS)[number];
export type EmbeddedScreen = (typeof EMBEDDED_SCREENS)[number];

/** Every address the router answers with something other than its catch-all 404. */
export const BUILT_PATHS: readonly string[] = [
  PATHS.default,
  PATHS.notFound,
  PATHS.account,
  ...PUBLIC_SCREENS,
  ...IDENTITY_SCREENS,
  ...GUARDED_SCREENS,
  ...EMBEDDED_SCREENS,
  ...Object.keys(WIZARD_STEP_SCREENS),
  ...Object.keys(SECTION_REDIRECTS),
];

/** The path of an address, without its query or fragment (as the router matches it). */
const pathOnly = (path: string) => path.split(/[?#]/)[0] ?? path;

const hasScreenAt = memoByPath((pathname) =>
  BUILT_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null),
);

/** Whether the router has a screen for the path (anything but the catch-all 404). */
export function hasScreen(path: string): boolean {
  return hasScreenAt(pathOnly(path));
}

/**
 * The destination if its screen is built, else the personal account page: areas not built yet
 * are not placeholders, and a start page must always open something real.
 */
export const builtOrAccount = (path: string): string => (hasScreen(path) ? path : PATHS.accountPersonal);
