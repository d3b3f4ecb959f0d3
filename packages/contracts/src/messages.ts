/**
 * User-visible texts the spec quotes verbatim (01 §4, §5, §8). Keep them here, once, so
 * the server's error bodies and the web app's toasts say exactly the same words.
 */
export const MESSAGES = {
  genericForm:
    "Something's not quite right – Please check that you have filled out all the fields in the form correctly and try again.",
  loginErrors: 'Some errors occurred while logging in.',
  forcedReset: 'Your account has been forced to reset password.',
  loggedOutInactivity: 'You have been logged out due to inactivity. Please login again to continue.',
  loggedOutInactivityShort: "You've been logged out due to inactivity.",
  redirectedTokenProblems: 'You have been redirected due to token problems.',
  workspaceSessionExpired: 'Your workspace session has expired.',
  redirectedSessionConfig: 'You have been redirected due to session configuration problems.',
  redirectedMissingSession: 'You have been redirected due to a missing session.',
  loggedOutAuthProblems: 'You have been logged out due to authentication problems.',
  userHasNoSelectedRole: 'User has no selected role',
  typeCodeAgain: 'Something went wrong. Try to type the code once again.',
  passwordConstraint: 'Password failed to satisfy constraint. Please use stronger password.',
  userAlreadyExists: 'User already exists. Please try again with different details.',
  invalidCredentials: 'Incorrect username or password.',
  tooManyAttempts: 'Attempt limit exceeded, please try after some time.',
  workspaceSwitched: 'Your workspace has been switched.',
  workspaceAccessed: 'You have accessed the workspace successfully.',
  notFound: 'The requested resource was not found.',
  forbidden: 'You do not have access to this resource.',
  unauthorised: 'You need to sign in to continue.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

export const TOAST_DEFAULT_LINK_TEXT = 'View';

/**
 * The session's internal error codes (01 §8) and the message each redirect shows (01 §4
 * token refresh): the web app's keep-alive reports one of these when it cannot go on.
 */
export const SESSION_ERRORS = {
  emptyFirstStageToken: MESSAGES.redirectedMissingSession,
  errorRefreshingFirstStageToken: MESSAGES.loggedOutAuthProblems,
  errorExpiredSecondStageToken: MESSAGES.workspaceSessionExpired,
  expiredSecondStageToken: MESSAGES.workspaceSessionExpired,
} as const;
export type SessionErrorCode = keyof typeof SESSION_ERRORS;

/** The session timer's dialog (01 §4). */
export const SESSION_DIALOG = {
  title: 'Stay logged in?',
  body: 'Your session will expire in {{seconds}} seconds.',
  stay: 'Stay logged in',
  logOut: 'Log out',
} as const;

// The areas' texts sit beside their contracts, in `<domain>/<domain>.messages.ts`, apart from their
// schemas: the web app's translations, part of its first chunk, read them without building those
// schemas (decision 0034). One line per domain:
export * from './events/events.messages.js';
export * from './events/check-in.messages.js';
export * from './places/places.messages.js';
export * from './media/media.messages.js';
export * from './enrolments/enrolments.messages.js';
export * from './scorm/scorm.messages.js';
export * from './catalogue/courses.messages.js';
