import type { FastifyPluginAsync } from 'fastify';
import { catalogItemsRoutes } from './catalog-items/catalog-items.routes.js';
import { catalogItemsService } from './catalog-items/catalog-items.service.js';
import { learnerCatalogueRoutes } from './learner-catalogue.routes.js';
import { learnerCatalogueService } from './learner-catalogue.service.js';

/** The course-catalogue service base (`/api/course-catalogue`): the learner's catalogue, catalogue items and the administrators' lists. */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  await app.register(learnerCatalogueRoutes(learnerCatalogueService(app.services)));
  await app.register(catalogItemsRoutes(catalogItemsService(app.services)));
};

// For SCORM connectors (modules/scorm/connectors): a workspace's catalogue items with their content tree.
export {
  catalogItemWithContent,
  catalogItemsWithContent,
  type CatalogItemWithContent,
} from './catalog-items.repository.js';
