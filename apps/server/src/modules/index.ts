import type { FastifyInstance } from 'fastify';
import { catalogueModule, type CourseEvents, type CourseModules, type EnrolmentVersions } from './catalogue/index.js';
import { courseProgress, enrolmentsModule, enrolmentVersions, moduleProgress } from './enrolments/index.js';
import { courseEvents, eventsModule, placeUsage, type CourseProgress } from './events/index.js';
import { identityForPeople, identityModule } from './identity/index.js';
import { mailModule } from './mail/index.js';
import { mediaModule } from './media/index.js';
import { peopleModule } from './people/index.js';
import { placesModule } from './places/index.js';
import { platformModule } from './platform/index.js';
import { reportsModule } from './reports/index.js';
import { courseModules, scormModule, type ModuleProgress } from './scorm/index.js';
import { trainersModule } from './trainers/index.js';
import { e2eSeedingRoutes } from '../seed/e2e-seeding.routes.js';

/**
 * Every server module, one per domain (docs/architecture.md opens with the map; decision 0046),
 * mounted explicitly (no registration by import side effect). A new area adds its module plugin
 * (`modules/<domain>/index.ts`) here; see docs/architecture.md. A module that sits below another
 * gets what it needs from the one above at registration (people ← identity, places ← events),
 * and events get course progress from enrolments, which may not import them (events ← enrolments);
 * SCORM reports module nodes' outcomes through enrolments' `moduleProgress` the same way, and
 * answers the catalogue's `CourseModules` (the released modules a course's nodes play); events
 * answer its `CourseEvents` (the events a course's nodes name) and enrolments its
 * `EnrolmentVersions` (learners part-way keep their version on a release).
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(platformModule);
  await app.register(identityModule);
  await app.register(peopleModule, { identity: identityForPeople });
  await app.register(mediaModule);
  await app.register(enrolmentsModule);
  await app.register(catalogueModule, {
    courseModules: courseModules satisfies CourseModules,
    courseEvents: courseEvents satisfies CourseEvents,
    enrolmentVersions: enrolmentVersions satisfies EnrolmentVersions,
  });
  await app.register(mailModule);
  await app.register(placesModule, { usage: placeUsage });
  await app.register(eventsModule, { courseProgress: courseProgress satisfies CourseProgress });
  await app.register(scormModule, { moduleProgress: moduleProgress satisfies ModuleProgress });
  await app.register(reportsModule);
  await app.register(trainersModule);
  // Test-only seeding for the Playwright journeys; the configuration allows it only under NODE_ENV=test.
  if (app.services.config.E2E_SEEDING) await app.register(e2eSeedingRoutes);
}
