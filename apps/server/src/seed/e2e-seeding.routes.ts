import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RULES, emailSchema } from '@campus/contracts';
import { forceBusySignIns } from '../modules/identity/forced-busy-sign-ins.js';
import { e2eMoveBackSchema, moveSessionBack } from './e2e-sessions.js';
import { e2eCheckInRoutes } from './e2e-check-in.routes.js';
import { e2eModuleOutcomes, e2eScormSchema, seedE2eScorm } from './e2e-scorm.js';
import { e2eTenantResultSchema, e2eTenantSchema, seedE2eTenant } from './e2e-tenant.js';

/**
 * Test-only (decision 0023): lets each Playwright journey create its own customer and people,
 * which no public endpoint can do yet. Registered only when E2E_SEEDING=true, which the
 * configuration refuses outside NODE_ENV=test; production never has this route.
 */
export const e2eSeedingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  await app.register(e2eCheckInRoutes);
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
  // A released SCORM module from a package's zip, and a learner enrolled on a course holding it (e2e-scorm.ts).
  app.post(
    '/api/e2e/scorm-modules',
    { config: { access: RULES.open }, bodyLimit: 16 * 1024 * 1024, schema: { hide: true, body: e2eScormSchema } },
    async (request, reply) => reply.status(201).send(await seedE2eScorm(db, app.services.storage, request.body)),
  );
  app.get(
    '/api/e2e/enrolments/:id/module-outcomes',
    { config: { access: RULES.open }, schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request) => e2eModuleOutcomes(db, request.params.id),
  );
  // The next `times` sign-ins of the address answer the busy 503 (decision 0042), so a journey can
  // show the sign-in screen counting down and retrying by itself.
  app.post(
    '/api/e2e/busy-sign-ins',
    {
      config: { access: RULES.open },
      schema: {
        hide: true,
        body: z.object({
          email: emailSchema,
          times: z.number().int().min(1).max(5),
          retryAfterSeconds: z.number().int().min(1).max(30),
        }),
      },
    },
    async (request, reply) => {
      forceBusySignIns(request.body.email, request.body.times, request.body.retryAfterSeconds);
      return reply.status(204).send();
    },
  );
  // A session made and booked through the API, moved back as if held `days` ago (e2e-sessions.ts):
  // the register journeys fill last week's register.
  app.post(
    '/api/e2e/sessions/:id/move-back',
    {
      config: { access: RULES.open },
      schema: { hide: true, params: z.object({ id: z.uuid() }), body: e2eMoveBackSchema },
    },
    async (request, reply) => {
      const moved = await moveSessionBack(db, request.params.id, request.body.days);
      return reply.status(moved ? 204 : 404).send();
    },
  );
};
