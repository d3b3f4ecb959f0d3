import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import { learnerOf } from '../learning-activities/learner.js';
import { learnerCatalogue } from './learner-catalogue.service.js';

/** The catalogue as a learner sees it (02 §7 "catalog/learner"): their workspace's, for their unit. */
export const learnerCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.learnerCatalog, {}, async (request) =>
    learnerCatalogue(db, learnerOf(request), request.query.page, request.query.pageSize),
  );
};
