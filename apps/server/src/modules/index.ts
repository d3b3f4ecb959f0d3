import type { FastifyInstance } from 'fastify';
import { emailServiceModule } from './email-service/index.js';
import { fileStorageModule } from './file-storage/index.js';
import { samlModule } from './saml/index.js';
import { subscriptionManagerModule } from './subscription-manager/index.js';
import { systemModule } from './system/index.js';
import { learningActivitiesModule } from './learning-activities/index.js';
import { ssoModule } from './sso/index.js';
import { usersModule } from './users/index.js';
import { customFieldsModule } from './custom-fields/index.js';
import { selfRegistrationModule } from './self-registration/index.js';
import { courseCatalogueModule } from './course-catalogue/index.js';
import { classroomModule } from './classroom/index.js';
import { classroomEventsModule, placeUsage } from './classroom-events/index.js';
import { reportEngineModule } from './report-engine/index.js';
import { classroomTrainersModule } from './classroom-trainers/index.js';
import { e2eSeedingRoutes } from '../seed/e2e-seeding.routes.js';

/**
 * Every server module, mounted explicitly (no registration by import side effect). A new area
 * adds its module plugin (`modules/<m>/index.ts`) here; see docs/architecture.md.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemModule);
  await app.register(ssoModule);
  await app.register(usersModule);
  await app.register(customFieldsModule);
  await app.register(selfRegistrationModule);
  await app.register(subscriptionManagerModule);
  await app.register(fileStorageModule);
  await app.register(samlModule);
  await app.register(learningActivitiesModule);
  await app.register(courseCatalogueModule);
  await app.register(emailServiceModule);
  await app.register(classroomModule, { usage: placeUsage });
  await app.register(classroomEventsModule);
  await app.register(reportEngineModule);
  await app.register(classroomTrainersModule);
  // Test-only seeding for the Playwright journeys; the configuration allows it only under NODE_ENV=test.
  if (app.services.config.E2E_SEEDING) await app.register(e2eSeedingRoutes);
}
