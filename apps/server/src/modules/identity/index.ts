import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.js';
import { accountService } from './account.service.js';
import { authRoutes } from './auth.routes.js';
import { challengeRoutes } from './challenge.routes.js';
import { emailChangeRoutes } from './email-change.routes.js';
import { emailChangeService } from './email-change.service.js';
import { impersonationRoutes } from './impersonation.routes.js';
import { impersonationService } from './impersonation.service.js';
import { mfaRoutes } from './mfa.routes.js';
import { mfaService } from './mfa.service.js';
import { oldSystemRoutes } from './old-system.routes.js';
import { oldSystemService } from './old-system.service.js';
import { onboardingRoutes } from './onboarding.routes.js';
import { onboardingService } from './onboarding.service.js';
import { passwordRoutes } from './password.routes.js';
import { passwordsService } from './passwords.service.js';
import { signInService } from './sign-in.service.js';
import { workspaceTokenRoutes } from './workspace-token.routes.js';
import { workspaceTokenService } from './workspace-token.service.js';
import { samlSignInRoutes } from './saml/saml-sign-in.routes.js';
import { samlSignInService } from './saml/saml-sign-in.service.js';
import { signInSettingsRoutes } from './saml/sign-in-settings.routes.js';
import { signInSettingsService } from './saml/sign-in-settings.service.js';
import { ssoSubscriptionsRoutes } from './saml/sso-subscriptions.routes.js';
import { ssoSubscriptionsService } from './saml/sso-subscriptions.service.js';
import { selfRegistrationKeyRoutes } from './self-registration/keys.routes.js';
import { keysService } from './self-registration/keys.service.js';
import { selfRegistrationRoutes } from './self-registration/registration.routes.js';
import { registrationService } from './self-registration/registration.service.js';

/**
 * Identity: how a person proves who they are and what they hold while signed in (`/api/sso`
 * sign-in, challenges, sessions and tokens, passwords, two-factor, the account, email change,
 * impersonation, the old system's hand-over), single sign-on with SAML (`saml/`: a customer's SSO
 * subscriptions, the workspaces' sign-in options, signing in through an identity provider) and
 * self-registration (`self-registration/`: a workspace's keys and registering with one).
 * It owns sessions, retired refresh tokens, sign-in throttling, verification and password-reset
 * codes, old-system hand-overs, onboarding messages, SSO subscriptions, sign-in options, SAML
 * requests and self-registration keys. People's accounts and profiles it changes through
 * modules/people, which sits below it.
 */
export const identityModule: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const signIn = signInService(services);
  await app.register(authRoutes(signIn));
  await app.register(challengeRoutes(signIn));
  await app.register(mfaRoutes(mfaService(services)));
  await app.register(accountRoutes(accountService(services)));
  await app.register(emailChangeRoutes(emailChangeService(services)));
  await app.register(oldSystemRoutes(oldSystemService(services)));
  await app.register(onboardingRoutes(onboardingService(services)));
  await app.register(passwordRoutes(passwordsService(services)));
  await app.register(workspaceTokenRoutes(workspaceTokenService(services)));
  await app.register(impersonationRoutes(impersonationService(services)));
  await app.register(ssoSubscriptionsRoutes(ssoSubscriptionsService(services)));
  await app.register(signInSettingsRoutes(signInSettingsService(services)));
  await app.register(samlSignInRoutes(samlSignInService(services)));
  await app.register(selfRegistrationKeyRoutes(keysService(services)));
  await app.register(selfRegistrationRoutes(registrationService(services)));
};

// For modules/people's administration, handed over at registration (modules/index.ts).
export { identityForPeople } from './identity-for-people.js';
// For the shared layer, wired in by app.ts.
export { liveSessionReader } from './live-session.js';
