import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RULES } from '@campus/contracts';
import { e2eTenantResultSchema, e2eTenantSchema, seedE2eTenant } from './e2e-tenant.js';

/**
 * Test-only (decision 0023): lets each Playwright journey create its own customer and people,
 * which no public endpoint can do yet. Registered only when E2E_SEEDING=true, which the
 * configuration refuses outside NODE_ENV=test; production never has this route.
 */
export const e2eSeedingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  app.post(
    '/api/e2e/tenants',
    {
      config: { access: RULES.open },
      schema: { hide: true, body: e2eTenantSchema, response: { 201: e2eTenantResultSchema } },
    },
    async (request, reply) => {
      const created = await seedE2eTenant(db, request.body);
      return reply.status(201).send(created);
    },
  );
};
