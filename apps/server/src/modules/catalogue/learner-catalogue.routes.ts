import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { LearnerCatalogueService } from './learner-catalogue.service.js';

/**
 * The catalogue as a learner sees it (02 §7 "catalog/learner[/{workspaceId}][/{unitId}]"): their
 * workspace's, for their unit.
 */
export const learnerCatalogueRoutes =
  (catalogue: LearnerCatalogueService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.learnerCatalog, {}, (request) => catalogue.page(request.scope, {}, request.query));
    route(app, ENDPOINTS.learnerCatalogOfWorkspace, {}, (request) =>
      catalogue.page(request.scope, request.params, request.query),
    );
    route(app, ENDPOINTS.learnerCatalogOfUnit, {}, (request) =>
      catalogue.page(request.scope, request.params, request.query),
    );
  };
