import type { FastifyInstance } from 'fastify';
import { devMailboxRoutes } from './email-service/dev-mailbox.routes.js';
import { filesRoutes } from './file-storage/files.routes.js';
import { samlSignInRoutes } from './saml/saml-sign-in.routes.js';
import { signInSettingsRoutes } from './saml/sign-in-settings.routes.js';
import { ssoSubscriptionsRoutes } from './saml/sso-subscriptions.routes.js';
import { workspacesRoutes } from './subscription-manager/workspaces.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { clientConfigRoutes } from './system/client-config.routes.js';
import { learningActivitiesModule } from './learning-activities/index.js';
import { ssoModule } from './sso/index.js';
import { usersModule } from './users/index.js';
import { customFieldsModule } from './custom-fields/index.js';
import { selfRegistrationModule } from './self-registration/index.js';
import { e2eSeedingRoutes } from '../seed/e2e-seeding.routes.js';

/**
 * Every server module, mounted explicitly (no registration by import side effect). A new area
 * adds its route plugins here; see docs/architecture.md.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(clientConfigRoutes);
  await app.register(ssoModule);
  await app.register(usersModule);
  await app.register(customFieldsModule);
  await app.register(selfRegistrationModule);
  await app.register(workspacesRoutes);
  await app.register(filesRoutes);
  await app.register(ssoSubscriptionsRoutes);
  await app.register(signInSettingsRoutes);
  await app.register(samlSignInRoutes);
  await app.register(learningActivitiesModule);
  if (app.services.config.NODE_ENV !== 'production') await app.register(devMailboxRoutes);
  // Test-only seeding for the Playwright journeys; the configuration allows it only under NODE_ENV=test.
  if (app.services.config.E2E_SEEDING) await app.register(e2eSeedingRoutes);
}
