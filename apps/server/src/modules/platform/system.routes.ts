import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { SystemService } from './system.service.js';

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const systemRoutes =
  (system: SystemService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.health, {}, async () => ({ status: 'ok' as const }));

    route(app, ENDPOINTS.ready, {}, async (_request, reply) => {
      const readiness = await system.readiness();
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    });
  };
