import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RULES } from '@campus/contracts';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migrate.js';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  pendingMigrations: z.number().int(),
});

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: RULES.open }, schema: { tags: ['system'], response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    { config: { access: RULES.open }, schema: { tags: ['system'], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
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
    },
  );
};
