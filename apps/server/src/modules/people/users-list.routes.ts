import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { UsersService } from './users.service.js';

/** GET /api/sso/v2/users (03 §7): a page of the people the caller looks after. */
export const usersListRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.users, {}, (request) => {
      const { page, pageSize, search } = request.query;
      return users.list(request.scope, { page, pageSize, search, statuses: request.query['filters[status]'] });
    });
  };
