import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  availableOccurrenceSchema,
  bulkBookingBodySchema,
  bulkBookingResponseSchema,
  checkAssetsBodySchema,
  checkAssetsResponseSchema,
  learnerBookingsQuerySchema,
  learnerBookingsResponseSchema,
  occurrencesSummarySchema,
  subscriptionsBulkBodySchema,
  subscriptionsBulkResponseSchema,
  usersAvailableQuerySchema,
  usersAvailableResponseSchema,
} from './event-operations.contract.js';
import { eventIdParamsSchema } from './events.contract.js';

/**
 * The remaining classroom calls of issue 14 (03 §7): bulk booking (coordinators, session
 * trainers and managers, decided per record by events.policy.ts), waiting lists in bulk, the
 * sessions summary, clash checks, the session offered to a learner, a learner's bookings,
 * trainers' working hours and availability, and printable flyers (PDF, no JSON schema).
 */
export const EVENT_OPERATIONS_ENDPOINTS = endpointGroup('events', {
  bulkBooking: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/bookings-bulk',
    service: 'classroom',
    access: RULES.workspace,
    body: bulkBookingBodySchema,
    response: { 200: bulkBookingResponseSchema },
    toast: 'silent',
  }),
  leaveWaitingListBulk: defineEndpoint({
    method: 'DELETE',
    path: '/api/classroom/learner-subscriptions-bulk',
    service: 'classroom',
    access: RULES.workspace,
    body: subscriptionsBulkBodySchema,
    response: { 200: subscriptionsBulkResponseSchema },
    toast: 'generic',
  }),
  occurrencesSummary: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/events/:id/occurrences-summary',
    service: 'classroom',
    access: RULES.events,
    params: eventIdParamsSchema,
    response: { 200: occurrencesSummarySchema },
    toast: 'generic',
  }),
  checkAssets: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/events/check-assets',
    service: 'classroom',
    access: RULES.eventEdit,
    body: checkAssetsBodySchema,
    response: { 200: checkAssetsResponseSchema },
    toast: 'silent',
  }),
  availableOccurrence: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/available-occurrence/:id',
    service: 'classroom',
    access: RULES.workspace,
    params: eventIdParamsSchema,
    response: { 200: availableOccurrenceSchema },
    toast: 'generic',
  }),
  learnerBookings: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/v2/learner/:id/bookings',
    service: 'classroom',
    access: RULES.workspace,
    params: eventIdParamsSchema,
    querystring: learnerBookingsQuerySchema,
    response: { 200: learnerBookingsResponseSchema },
    toast: 'generic',
  }),
  usersAvailable: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/users/available',
    service: 'classroom',
    access: RULES.eventEdit,
    querystring: usersAvailableQuerySchema,
    response: { 200: usersAvailableResponseSchema },
    toast: 'generic',
  }),
  eventFlyer: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/flyer/event/:id',
    service: 'classroom',
    access: RULES.events,
    params: eventIdParamsSchema,
    toast: 'generic',
  }),
  sessionFlyer: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/flyer/session/:id',
    service: 'classroom',
    access: RULES.eventRead,
    params: eventIdParamsSchema,
    toast: 'generic',
  }),
});
