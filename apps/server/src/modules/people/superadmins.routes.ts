import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { SuperadminsService } from './superadmins.service.js';

/** Pre-registering and registering a new superadmin (01 §4, §7); the role itself is POST /v2/user-role. */
export const superadminRoutes =
  (superadmins: SuperadminsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.preRegister, { audit: { entity: 'user' } }, (request) =>
      superadmins.preRegister(request.body.emailAddress),
    );

    route(app, ENDPOINTS.register, { audit: { entity: 'user' } }, async (request, reply) => {
      await superadmins.register(request.body);
      return reply.status(204).send();
    });
  };
