import type { FastifyInstance } from 'fastify';
import { emailServiceModule } from './email-service/index.js';
import { fileStorageModule } from './file-storage/index.js';
import { accountRoutes, customFieldsGateRoutes } from './sso/account.routes.js';
import { samlModule } from './saml/index.js';
import { authRoutes } from './sso/auth.routes.js';
import { profileFieldRoutes } from './custom-fields/profile-fields.routes.js';
import { selfRegistrationKeyRoutes } from './self-registration/keys.routes.js';
import { selfRegistrationRoutes } from './self-registration/registration.routes.js';
import { challengeRoutes } from './sso/challenge.routes.js';
import { emailChangeRoutes } from './sso/email-change.routes.js';
import { userRoleRoutes } from './sso/user-roles.routes.js';
import { oldSystemRoutes } from './sso/old-system.routes.js';
import { onboardingRoutes } from './sso/onboarding.routes.js';
import { usersListRoutes } from './users/users-list.routes.js';
import { superadminRoutes } from './users/superadmins.routes.js';
import { impersonationRoutes } from './sso/impersonation.routes.js';
import { invitationRoutes } from './sso/invitations.routes.js';
import { mfaRoutes } from './sso/mfa.routes.js';
import { passwordRoutes } from './sso/password.routes.js';
import { workspaceTokenRoutes } from './sso/workspace-token.routes.js';
import { subscriptionManagerModule } from './subscription-manager/index.js';
import { systemModule } from './system/index.js';
import { learningActivitiesModule } from './learning-activities/index.js';
import { e2eSeedingRoutes } from '../seed/e2e-seeding.routes.js';

/**
 * Every server module, mounted explicitly (no registration by import side effect). A new area
 * adds its route plugins here; see docs/architecture.md.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemModule);
  await app.register(authRoutes);
  await app.register(challengeRoutes);
  await app.register(mfaRoutes);
  await app.register(accountRoutes);
  await app.register(emailChangeRoutes);
  await app.register(userRoleRoutes);
  await app.register(oldSystemRoutes);
  await app.register(onboardingRoutes);
  await app.register(usersListRoutes);
  await app.register(superadminRoutes);
  await app.register(customFieldsGateRoutes);
  await app.register(passwordRoutes);
  await app.register(workspaceTokenRoutes);
  await app.register(impersonationRoutes);
  await app.register(invitationRoutes);
  await app.register(profileFieldRoutes);
  await app.register(selfRegistrationKeyRoutes);
  await app.register(selfRegistrationRoutes);
  await app.register(subscriptionManagerModule);
  await app.register(fileStorageModule);
  await app.register(samlModule);
  await app.register(learningActivitiesModule);
  await app.register(emailServiceModule);
  // Test-only seeding for the Playwright journeys; the configuration allows it only under NODE_ENV=test.
  if (app.services.config.E2E_SEEDING) await app.register(e2eSeedingRoutes);
}
