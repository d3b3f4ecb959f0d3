/** Paths of the named routes built so far (01 §2 "Named routes used for navigation"). */
export const PATHS = {
  default: '/',
  home: '/home',
  whatsNew: '/what-new',
  releaseNotes: '/what-new#release-notes',
  auth: '/auth',
  authLogin: '/auth/login',
  authResetPassword: '/auth/reset-password',
  twoFactorHelp: '/auth/two-factor-auth-help',
  authSignUp: '/auth/sign-up',
  selfRegistration: '/auth/self-registration',
  confirmRegistration: '/auth/confirm-registration',
  completeRegistration: '/auth/complete-registration',
  validateKey: '/auth/validate-key',
  landingInvitation: '/landing-invitation',
  invitationAccept: '/lms/user/invitation/accept',
  invitationReject: '/lms/user/invitation/reject',
  invitationError: '/lms/user/invitation/error',
  invitationResolved: '/lms/user/invitation/resolved',
  workspaceList: '/lms/user/workspaces',
  enrolmentRequests: '/catalogue/requests',
  usersList: '/users/users',
  superadminAdd: '/users/superadmins/add',
  coursesDashboard: '/my-learning/dashboard/courses',
  trainerDashboard: '/my-learning/dashboard/trainer',
  learnerDashboard: '/my-learning/dashboard/learner',
  mediaLibrary: '/setup/media-library',
  account: '/lms/user/account',
  accountPersonal: '/lms/user/account/personal',
  accountSecurity: '/lms/user/account/security',
  landing: '/landing',
  venues: '/setup/venues',
  venueAdd: '/setup/venues/add',
  venueShow: '/setup/venues/:id/show',
  venueEdit: '/setup/venues/:id/edit',
  roomAdd: '/setup/venues/:venueId/rooms/add',
  roomShow: '/setup/venues/:venueId/rooms/:roomId/show',
  roomEdit: '/setup/venues/:venueId/rooms/:roomId/edit',
  events: '/catalogue/events',
  eventAdd: '/catalogue/events/event/add',
  eventEdit: '/catalogue/events/event/:id/edit',
  eventShow: '/catalogue/events/event/:id/show/single',
  sessionAdd: '/catalogue/events/event/:eventId/session/add',
  sessionEdit: '/catalogue/events/event/:eventId/session/:sessionId/edit',
  sessionShow: '/catalogue/events/event/:eventId/session/:sessionId/show',
  eventsCourseAssign: '/catalogue/events-course-assign/:courseId',
  notFound: '/404',
} as const;

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
