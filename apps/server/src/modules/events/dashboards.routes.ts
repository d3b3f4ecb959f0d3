import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { DashboardsService } from './dashboards.service.js';

/** The learner's and the trainer's dashboards (03 §7 dashboard/*-session-states). */
export const dashboardsRoutes =
  (dashboards: DashboardsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.learnerSessionStates, {}, (request) =>
      dashboards.learnerSessionStates(request.scope, request.query),
    );
    route(app, ENDPOINTS.trainerSessionStates, {}, (request) =>
      dashboards.trainerSessionStates(request.scope, request.query),
    );
  };
