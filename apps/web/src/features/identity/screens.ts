import { PATHS } from '../../lib/navigation/paths';
import type { DomainScreens } from '../../lib/navigation/screens';

/** Identity's screens as plain data (lib/navigation/screens.ts gathers them; routes.tsx loads them). */
export const SELF_REGISTRATION_SCREEN = `${PATHS.selfRegistration}/:key` as const;
export const CONFIRM_REGISTRATION_SCREEN = `${PATHS.confirmRegistration}/:userId/:code` as const;
export const ACCOUNT_TAB_SCREEN = `${PATHS.account}/:tab` as const;

export const identityScreens = {
  /** Sign-in and self-registration. */
  public: [
    PATHS.auth,
    PATHS.authLogin,
    PATHS.authResetPassword,
    PATHS.twoFactorHelp,
    SELF_REGISTRATION_SCREEN,
    CONFIRM_REGISTRATION_SCREEN,
    PATHS.completeRegistration,
    PATHS.validateKey,
    PATHS.landing,
  ],
  /** The account pages (`/lms/user/account` itself opens the first tab). */
  identity: [ACCOUNT_TAB_SCREEN],
} as const satisfies DomainScreens;
