import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.js';
import { accountService } from './account.service.js';
import { authRoutes } from './auth.routes.js';
import { challengeRoutes } from './challenge.routes.js';
import { emailChangeRoutes } from './email-change.routes.js';
import { emailChangeService } from './email-change.service.js';
import { impersonationRoutes } from './impersonation.routes.js';
import { impersonationService } from './impersonation.service.js';
import { invitationRoutes } from './invitations.routes.js';
import { invitationsService } from './invitations.service.js';
import { mfaRoutes } from './mfa.routes.js';
import { mfaService } from './mfa.service.js';
import { oldSystemRoutes } from './old-system.routes.js';
import { oldSystemService } from './old-system.service.js';
import { onboardingRoutes } from './onboarding.routes.js';
import { onboardingService } from './onboarding.service.js';
import { passwordRoutes } from './password.routes.js';
import { passwordsService } from './passwords.service.js';
import { signInService } from './sign-in.service.js';
import { superadminRoutes } from './superadmins.routes.js';
import { superadminsService } from './superadmins.service.js';
import { userRoleRoutes } from './user-roles.routes.js';
import { userRolesService } from './user-roles.service.js';
import { workspaceTokenRoutes } from './workspace-token.routes.js';
import { workspaceTokenService } from './workspace-token.service.js';

/**
 * The identity service base (`/api/sso`): sign-in and its challenges, sessions and tokens,
 * passwords, two-factor, the account, invitations, roles, creating superadmins and
 * impersonation. It owns sessions, verification and password-reset codes, retired refresh
 * tokens, invitations, old-system hand-overs and onboarding messages; people's accounts and
 * profiles it changes through modules/users.
 */
export const ssoModule: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const signIn = signInService(services);
  await app.register(authRoutes(signIn));
  await app.register(challengeRoutes(signIn));
  await app.register(mfaRoutes(mfaService(services)));
  await app.register(accountRoutes(accountService(services)));
  await app.register(emailChangeRoutes(emailChangeService(services)));
  await app.register(userRoleRoutes(userRolesService(services)));
  await app.register(oldSystemRoutes(oldSystemService(services)));
  await app.register(onboardingRoutes(onboardingService(services)));
  await app.register(passwordRoutes(passwordsService(services)));
  await app.register(workspaceTokenRoutes(workspaceTokenService(services)));
  await app.register(impersonationRoutes(impersonationService(services)));
  await app.register(invitationRoutes(invitationsService(services)));
  await app.register(superadminRoutes(superadminsService(services)));
};

// Used by saml and self-registration, which sign people in and set their first password.
export { firstStageClaims } from './claims.js';
export { createHandoff, redeemHandoff } from './handoffs.repository.js';
export { assertStrongPassword, sendResetCode, type CodeEmail } from './password-reset.js';
export { hashPassword } from './passwords.js';
export { createSession } from './sessions.repository.js';
export { countAttempt } from './throttle.repository.js';
export { checkVerificationCode, issueVerificationCode } from './verification-codes.js';
export { markCodeUsed } from './verification-codes.repository.js';
// For the shared layer, wired in by app.ts.
export { liveSessionReader } from './live-session.js';
export { configurePasswordHashing } from './passwords.js';
