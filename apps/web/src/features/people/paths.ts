/** People's paths (01 §2, 03 §2): sign-up, the invitation answers, the users list and adding a superadmin. Gathered into PATHS by lib/navigation/paths.ts. */
export const PEOPLE_PATHS = {
  authSignUp: '/auth/sign-up',
  landingInvitation: '/landing-invitation',
  invitationAccept: '/lms/user/invitation/accept',
  invitationReject: '/lms/user/invitation/reject',
  invitationError: '/lms/user/invitation/error',
  invitationResolved: '/lms/user/invitation/resolved',
  usersList: '/users/users',
  superadminAdd: '/users/superadmins/add',
} as const;
