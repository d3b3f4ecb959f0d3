import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import { forBookingService, type ForBookingService } from './for-booking.service.js';

/**
 * The report engine's service base (`/api/report-engine`, 03 §7). So far only the user list of
 * people who can be booked on an event; reports and dashboards come with the reports area.
 */
const reportEngineRoutes =
  (forBooking: ForBookingService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.usersForBooking, {}, (request) =>
      forBooking.list(request.scope, request.params.id, request.query),
    );
  };

export const reportsModule: FastifyPluginAsync = async (app) => {
  await app.register(reportEngineRoutes(forBookingService(app.services)));
};
