import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { listUsers } from './users.repository.js';
import { impersonationWorkspaceFor } from './users.policy.js';
import { route } from '../../lib/route.js';

/** GET /api/sso/v2/users (03 §7): a page of the people the caller looks after. */
export const usersListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;

  route(app, ENDPOINTS.users, {}, async (request) => {
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
  });
};
