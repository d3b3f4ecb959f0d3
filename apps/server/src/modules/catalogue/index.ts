import type { FastifyPluginAsync } from 'fastify';
import type { CourseModules } from './courses/course-modules.js';
import { coursesRoutes } from './courses/courses.routes.js';
import { coursesService } from './courses/courses.service.js';
import { learnerCatalogueRoutes } from './learner-catalogue.routes.js';
import { learnerCatalogueService } from './learner-catalogue.service.js';

/**
 * The course-catalogue service base (`/api/course-catalogue`): the learner's catalogue and course
 * building (`courses/`: courses, their content tree and releases). Courses hold SCORM modules
 * through `CourseModules`, which `modules/index.ts` hands over (scorm stands on the catalogue).
 */
export const catalogueModule: FastifyPluginAsync<{ courseModules: CourseModules }> = async (app, { courseModules }) => {
  await app.register(learnerCatalogueRoutes(learnerCatalogueService(app.services)));
  await app.register(coursesRoutes(coursesService(app.services, courseModules)));
};

export type { CourseModules, ReleasedModule } from './courses/course-modules.js';

// For SCORM connectors (modules/scorm/connectors): a workspace's catalogue items with their content tree.
export {
  catalogItemWithContent,
  catalogItemsWithContent,
  type CatalogItemWithContent,
} from './catalog-items.repository.js';
