import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECK_IN_QUERY_PARAMETER, RULES } from '@campus/contracts';
import { eventSessionItems, eventSessions } from '../db/schema/index.js';
import { makeCheckInCode } from '../modules/events/index.js';

/**
 * Test-only (decision 0023), for the check-in journey (issue 26 item 9, decision 0048): what the
 * public API refuses on purpose. A session is made and booked ahead through the API, then its one
 * date is moved to start `minutes` from now (bookings close before a session starts); and a code
 * is signed as the server would have signed it `secondsAgo` seconds ago, so the journey shows an
 * expired code refused without waiting. Registered by e2eSeedingRoutes, so only with E2E_SEEDING.
 */
export const e2eCheckInRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  app.post(
    '/api/e2e/sessions/:id/starts-in',
    {
      config: { access: RULES.open },
      schema: {
        hide: true,
        params: z.object({ id: z.uuid() }),
        body: z.object({ minutes: z.number().int().min(-600).max(600) }),
      },
    },
    async (request, reply) => {
      const start = new Date(Date.now() + request.body.minutes * 60_000);
      const end = new Date(start.getTime() + 2 * 3_600_000);
      const moved = await db.transaction(async (tx) => {
        const items = await tx
          .update(eventSessionItems)
          .set({ datetimeStart: start, datetimeEnd: end })
          .where(eq(eventSessionItems.sessionId, request.params.id))
          .returning({ id: eventSessionItems.id });
        if (items.length !== 1) return false;
        await tx
          .update(eventSessions)
          .set({ fromDate: start, toDate: end })
          .where(eq(eventSessions.id, request.params.id));
        return true;
      });
      return reply.status(moved ? 204 : 404).send();
    },
  );
  app.post(
    '/api/e2e/check-in-codes',
    {
      config: { access: RULES.open },
      schema: {
        hide: true,
        body: z.object({
          registerId: z.uuid(),
          eventId: z.uuid(),
          sessionId: z.uuid(),
          secondsAgo: z.number().int().min(0).max(86_400),
        }),
      },
    },
    async (request) => {
      const { registerId, eventId, sessionId, secondsAgo } = request.body;
      const { token } = makeCheckInCode(
        app.services.keys.checkInSecret,
        registerId,
        new Date(Date.now() - secondsAgo * 1000),
      );
      const page = `/my-learning/event/${eventId}/session/${sessionId}/show/single`;
      return { token, path: `${page}?${CHECK_IN_QUERY_PARAMETER}=${token}` };
    },
  );
};
