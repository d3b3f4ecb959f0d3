import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RULES, usersListQuerySchema, usersListResponseSchema } from '@campus/contracts';
import { listUsers } from './users.repository.js';
import { impersonationWorkspaceFor } from './users.policy.js';

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
      const found = await listUsers(db, request.scope, {
        page,
        pageSize,
        search,
        statuses: request.query['filters[status]'],
      });
      // What the caller may do with each row comes with it, decided by the policy.
      return {
        ...found,
        data: found.data.map((person) => ({
          ...person,
          impersonationWorkspaceId: impersonationWorkspaceFor(request.scope, person),
        })),
      };
    },
  );
};
