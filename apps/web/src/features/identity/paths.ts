/**
 * Identity's paths (01 §2): sign-in, password reset, self-registration, the landing page and the
 * account pages. Gathered into PATHS by lib/navigation/paths.ts.
 */
export const IDENTITY_PATHS = {
  auth: '/auth',
  authLogin: '/auth/login',
  authResetPassword: '/auth/reset-password',
  twoFactorHelp: '/auth/two-factor-auth-help',
  selfRegistration: '/auth/self-registration',
  confirmRegistration: '/auth/confirm-registration',
  completeRegistration: '/auth/complete-registration',
  validateKey: '/auth/validate-key',
  account: '/lms/user/account',
  accountPersonal: '/lms/user/account/personal',
  accountSecurity: '/lms/user/account/security',
  landing: '/landing',
} as const;
