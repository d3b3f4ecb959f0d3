import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RULES, usersListQuerySchema, usersListResponseSchema } from '@campus/contracts';
import { listUsers } from './users.repository.js';

/** GET /api/sso/v2/users (03 §7): a page of the people the caller looks after. */
export const usersListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  app.get(
    '/api/sso/v2/users',
    {
      config: { access: RULES.usersList },
      schema: { tags: ['sso'], querystring: usersListQuerySchema, response: { 200: usersListResponseSchema } },
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      return listUsers(db, request.auth.actor, request.auth.secondStage?.managedOrganisationUnits ?? [], {
        page,
        pageSize,
        search,
        statuses: request.query['filters[status]'],
      });
    },
  );
};
