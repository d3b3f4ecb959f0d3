import type { FastifyPluginAsync } from 'fastify';
import { learnerCatalogueRoutes } from './learner-catalogue.routes.js';
import { learnerCatalogueService } from './learner-catalogue.service.js';

/** The course-catalogue service base (`/api/course-catalogue`): so far the learner's catalogue. */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  await app.register(learnerCatalogueRoutes(learnerCatalogueService(app.services)));
};

// For SCORM connectors (modules/scorm/connectors): a workspace's catalogue items with their content tree.
export {
  catalogItemWithContent,
  catalogItemsWithContent,
  type CatalogItemWithContent,
} from './catalog-items.repository.js';
