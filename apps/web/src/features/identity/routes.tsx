import type { DomainRoutes, Load } from '../../lib/navigation/screens';
import { PATHS } from '../../lib/navigation/paths';
import { LoginPage } from './auth/components/LoginPage';
import {
  ACCOUNT_TAB_SCREEN,
  CONFIRM_REGISTRATION_SCREEN,
  SELF_REGISTRATION_SCREEN,
  type identityScreens,
} from './screens';

/**
 * The sign-in page, the first page most people load, is part of the entry chunk: it then arrives
 * with the app instead of one round trip after it (decision 0020).
 */
const loginPage: Load = async () => LoginPage;

/** The component of each identity screen (screens.ts), loaded lazily (one chunk each). */
export const identityRoutes = {
  public: {
    [PATHS.auth]: loginPage,
    [PATHS.authLogin]: loginPage,
    [PATHS.authResetPassword]: async () => (await import('./auth/components/ResetPasswordPage')).ResetPasswordPage,
    [PATHS.twoFactorHelp]: async () => (await import('./auth/components/TwoFactorHelpPage')).TwoFactorHelpPage,
    [SELF_REGISTRATION_SCREEN]: async () =>
      (await import('./self-registration/components/SelfRegistrationPage')).SelfRegistrationPage,
    [CONFIRM_REGISTRATION_SCREEN]: async () =>
      (await import('./self-registration/components/ConfirmRegistrationPage')).ConfirmRegistrationPage,
    [PATHS.completeRegistration]: async () =>
      (await import('./self-registration/components/CompleteRegistrationPage')).CompleteRegistrationPage,
    [PATHS.validateKey]: async () => (await import('./self-registration/components/ValidateKeyPage')).ValidateKeyPage,
    [PATHS.landing]: async () => (await import('./auth/components/LandingPage')).LandingPage,
  },
  identity: {
    [ACCOUNT_TAB_SCREEN]: async () => (await import('./account/components/AccountPage')).AccountPage,
  },
} satisfies DomainRoutes<typeof identityScreens>;
