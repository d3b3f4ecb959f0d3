import type { FastifyPluginAsync } from 'fastify';
import { adminEnrolmentsRoutes } from './admin-enrolments.routes.js';
import { adminEnrolmentsService } from './admin-enrolments.service.js';
import { enrolmentRequestsRoutes } from './enrolment-requests.routes.js';
import { enrolmentsRoutes } from './enrolments.routes.js';
import { enrolmentsService } from './enrolments.service.js';
import { learnerCourseRoutes } from './learner-course.routes.js';
import { learnerCourseService } from './learner-course.service.js';
import { myEnrolmentsRoutes } from './my-enrolments.routes.js';
import { myEnrolmentsService } from './my-enrolments.service.js';

/** The learning-activities service base (`/api/learning-activities`): enrolments, requests and the learner's own list. */
export const enrolmentsModule: FastifyPluginAsync = async (app) => {
  const enrolments = enrolmentsService(app.services);
  await app.register(enrolmentsRoutes(enrolments));
  await app.register(enrolmentRequestsRoutes(enrolments));
  await app.register(myEnrolmentsRoutes(myEnrolmentsService(app.services)));
  await app.register(adminEnrolmentsRoutes(adminEnrolmentsService(app.services)));
  await app.register(learnerCourseRoutes(learnerCourseService(app.services)));
};

export { learnerOf } from './learner.js';
// For the report engine's user lists (modules/reports): who may be enrolled on or withdrawn from an item.
export { adminEnrolmentsService, type AdminEnrolmentsService } from './admin-enrolments.service.js';
export { enrolUnlessLive } from './enrolments.repository.js';
export { courseProgress } from './course-progress.js';
export { moduleProgress } from './module-progress.js';
export { enrolmentVersions } from './course-versions.js';
export {
  enrolmentIdsOnCatalogItem,
  moduleOutcomesOf,
  ownFollowingEnrolment,
  workspaceEnrolment,
} from './module-outcomes.repository.js';
