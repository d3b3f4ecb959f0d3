import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { pendingMigrations } from '../../db/migrate.js';
import { route } from '../../lib/route.js';

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, ENDPOINTS.health, {}, async () => ({ status: 'ok' as const }));

  route(app, ENDPOINTS.ready, {}, async (_request, reply) => {
    const { database } = app.services;
    try {
      await database.ping();
    } catch {
      return reply.status(503).send({ status: 'not_ready', database: 'down', pendingMigrations: -1 });
    }
    const pending = await pendingMigrations(database);
    const ready = pending === 0;
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not_ready', database: 'up', pendingMigrations: pending });
  });
};
