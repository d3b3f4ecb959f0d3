import type { FastifyPluginAsync } from 'fastify';
import { filesService } from '../media/index.js';
import { catalogItemsRoutes } from './catalog-items/catalog-items.routes.js';
import { catalogItemsService } from './catalog-items/catalog-items.service.js';
import type { CourseEvents, CourseModules, EnrolmentVersions } from './courses/course-modules.js';
import { coursesRoutes } from './courses/courses.routes.js';
import { coursesService } from './courses/courses.service.js';
import { learnerCatalogueRoutes } from './learner-catalogue.routes.js';
import { learnerCatalogueService } from './learner-catalogue.service.js';

/**
 * The course-catalogue service base (`/api/course-catalogue`): the learner's catalogue, catalogue
 * items and the administrators' lists, and course building (`courses/`: courses, their content
 * tree and releases). Courses hold SCORM modules and events through `CourseModules` and
 * `CourseEvents`, and a release keeps learners part-way on their version through
 * `EnrolmentVersions`: all stand on the catalogue, so `modules/index.ts` hands them over.
 */
export const catalogueModule: FastifyPluginAsync<{
  courseModules: CourseModules;
  courseEvents: CourseEvents;
  enrolmentVersions: EnrolmentVersions;
}> = async (app, { courseModules, courseEvents, enrolmentVersions }) => {
  await app.register(learnerCatalogueRoutes(learnerCatalogueService(app.services)));
  await app.register(catalogItemsRoutes(catalogItemsService(app.services)));
  await app.register(
    coursesRoutes(
      coursesService(app.services, { modules: courseModules, events: courseEvents, enrolments: enrolmentVersions }),
      filesService(app.services),
    ),
  );
};

export { registerJobs } from './jobs.js';
export type { CourseEvents, CourseModules, EnrolmentVersions, ReleasedModule } from './courses/course-modules.js';

// For SCORM connectors (modules/scorm/connectors): a workspace's catalogue items with their content tree.
export {
  catalogItemWithContent,
  catalogItemsWithContent,
  type CatalogItemWithContent,
} from './catalog-items.repository.js';
