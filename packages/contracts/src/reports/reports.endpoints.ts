import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { eventIdParamsSchema } from '../events/events.contract.js';
import { forBookingQuerySchema, forBookingResponseSchema } from './reports.contract.js';

/** Report-engine calls (03 §7): the people a session's staff may book, with their booking state. */
export const REPORTS_ENDPOINTS = endpointGroup('reports', {
  usersForBooking: defineEndpoint({
    method: 'GET',
    path: '/api/report-engine/user-list/for-booking/:id',
    service: 'report-engine',
    access: RULES.bookingPeople,
    params: eventIdParamsSchema,
    querystring: forBookingQuerySchema,
    response: { 200: forBookingResponseSchema },
    toast: 'generic',
  }),
});
