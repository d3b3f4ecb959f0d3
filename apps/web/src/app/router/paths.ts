/** Paths of the named routes built so far (01 §2 "Named routes used for navigation"). */
export const PATHS = {
  default: '/',
  auth: '/auth',
  authLogin: '/auth/login',
  authResetPassword: '/auth/reset-password',
  workspaceList: '/lms/user/workspaces',
  landing: '/landing',
  notFound: '/404',
} as const;
