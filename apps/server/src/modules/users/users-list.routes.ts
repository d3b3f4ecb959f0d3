import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { listUsers } from './users.repository.js';
import { route } from '../../lib/route.js';

/** GET /api/sso/v2/users (03 §7): a page of the people the caller looks after. */
export const usersListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.users, {}, async (request) => {
    const { page, pageSize, search } = request.query;
    return listUsers(db, request.auth.actor, request.auth.secondStage?.managedOrganisationUnits ?? [], {
      page,
      pageSize,
      search,
      statuses: request.query['filters[status]'],
    });
  });
};
