import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../lib/route.js';
import { adminEnrolmentsService, type AdminEnrolmentsService } from '../enrolments/index.js';
import { forBookingService, type ForBookingService } from './for-booking.service.js';

/**
 * The report engine's service base (`/api/report-engine`, 03 §7). So far the user lists: people
 * who can be booked on an event, learners to enrol on or withdraw from a catalogue item (enrolments
 * decides who); reports and dashboards come with the reports area.
 */
const reportEngineRoutes =
  (forBooking: ForBookingService, enrolments: AdminEnrolmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, ENDPOINTS.usersForBooking, {}, (request) =>
      forBooking.list(request.scope, request.params.id, request.query),
    );

    route(app, ENDPOINTS.usersToEnrol, {}, (request) =>
      enrolments.people(request.scope, 'to-enrol', request.params, request.query),
    );

    route(app, ENDPOINTS.usersToWithdraw, {}, (request) =>
      enrolments.people(request.scope, 'to-withdraw', request.params, request.query),
    );
  };

export const reportsModule: FastifyPluginAsync = async (app) => {
  await app.register(reportEngineRoutes(forBookingService(app.services), adminEnrolmentsService(app.services)));
};
