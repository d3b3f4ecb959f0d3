import type { FastifyInstance } from 'fastify';
import { devMailboxRoutes } from './email-service/dev-mailbox.routes.js';
import { filesRoutes } from './file-storage/files.routes.js';
import { accountRoutes, customFieldsGateRoutes } from './sso/account.routes.js';
import { samlSignInRoutes } from './saml/saml-sign-in.routes.js';
import { signInSettingsRoutes } from './saml/sign-in-settings.routes.js';
import { ssoSubscriptionsRoutes } from './saml/sso-subscriptions.routes.js';
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
import { workspacesRoutes } from './subscription-manager/workspaces.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { clientConfigRoutes } from './system/client-config.routes.js';
import { enrolmentsRoutes } from './learning-activities/enrolments.routes.js';
import { enrolmentRequestsRoutes } from './learning-activities/enrolment-requests.routes.js';
import { myEnrolmentsRoutes } from './learning-activities/my-enrolments.routes.js';
import { learnerCatalogueRoutes } from './course-catalogue/learner-catalogue.routes.js';
import { workspaceBrandingRoutes } from './subscription-manager/workspace-branding.routes.js';
import { e2eSeedingRoutes } from '../seed/e2e-seeding.routes.js';

/**
 * Every server module, mounted explicitly (no registration by import side effect). A new area
 * adds its route plugins here; see docs/architecture.md.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(clientConfigRoutes);
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
  await app.register(workspacesRoutes);
  await app.register(filesRoutes);
  await app.register(ssoSubscriptionsRoutes);
  await app.register(signInSettingsRoutes);
  await app.register(samlSignInRoutes);
  await app.register(enrolmentsRoutes);
  await app.register(enrolmentRequestsRoutes);
  await app.register(myEnrolmentsRoutes);
  await app.register(learnerCatalogueRoutes);
  await app.register(workspaceBrandingRoutes);
  if (app.services.config.NODE_ENV !== 'production') await app.register(devMailboxRoutes);
  // Test-only seeding for the Playwright journeys; the configuration allows it only under NODE_ENV=test.
  if (app.services.config.E2E_SEEDING) await app.register(e2eSeedingRoutes);
}
