import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { AccountService } from './account.service.js';

/** The person's own account: their name and their activity log (01 §2 account tabs). */
export const accountRoutes =
  (account: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.updateName, { audit: { entity: 'user', idParam: 'userId' } }, async (request, reply) => {
      const { userId, name, familyName } = request.body;
      await account.rename(request.scope, userId, name, familyName);
      return reply.status(204).send();
    });

    route(app, ENDPOINTS.activityLog, {}, (request) =>
      account.activityLog(request.scope, request.query.page, request.query.pageSize),
    );
  };
