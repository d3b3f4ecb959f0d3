import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import type { CalendarService } from './calendar.service.js';

const CALENDAR = 'text/calendar; charset=utf-8';

/** Calendar files: one session's `.ics` (03 §7) and the personal feed (decision 0029). */
export const calendarRoutes =
  (calendar: CalendarService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.dashboardIcal, { schema: { produces: [CALENDAR] } }, async (request, reply) =>
      reply
        .type(CALENDAR)
        .header('content-disposition', 'attachment; filename="session.ics"')
        .send(await calendar.sessionFile(request.scope, request.params.id)),
    );
    route(app, ENDPOINTS.calendarFeed, {}, (request) => calendar.feed(request.scope));
    route(app, ENDPOINTS.createCalendarFeed, { audit: { entity: 'calendar_feed' } }, async (request, reply) =>
      reply.code(201).send(await calendar.rotateFeed(request.scope)),
    );
    route(app, ENDPOINTS.deleteCalendarFeed, { audit: { entity: 'calendar_feed' } }, async (request, reply) => {
      await calendar.revokeFeed(request.scope);
      return reply.code(204).send();
    });
    route(app, ENDPOINTS.calendarFeedFile, { audit: false, schema: { produces: [CALENDAR] } }, async (request, reply) =>
      reply
        .type(CALENDAR)
        .header('cache-control', 'private, max-age=300')
        .send(await calendar.feedFile(request.params.file)),
    );
  };
