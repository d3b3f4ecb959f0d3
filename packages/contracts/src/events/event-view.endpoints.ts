import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  assignCourseBodySchema,
  assignCourseResponseSchema,
  sessionBookingsResponseSchema,
} from './event-view.contract.js';
import { eventIdParamsSchema } from './events.contract.js';

/**
 * The calls of the coordinator's event and session pages beyond the events core: a session's
 * bookings and waiting list, the people who can be booked on an event (report engine, 03 §7) and
 * assigning a course to events (03 §2 events-course-assign). Record-level rules are the classroom
 * events policy's: coordinators, and the session's trainers for its bookings.
 */
export const EVENT_VIEW_ENDPOINTS = endpointGroup('events', {
  sessionBookings: defineEndpoint({
    method: 'GET',
    path: '/api/classroom/occurrence/:id/bookings',
    service: 'classroom',
    access: RULES.events,
    params: eventIdParamsSchema,
    response: { 200: sessionBookingsResponseSchema },
    toast: 'generic',
  }),
  assignCourseToEvents: defineEndpoint({
    method: 'POST',
    path: '/api/classroom/events-course-assign/:id',
    service: 'classroom',
    access: RULES.eventEdit,
    params: eventIdParamsSchema,
    body: assignCourseBodySchema,
    response: { 200: assignCourseResponseSchema },
    toast: 'generic',
  }),
});
