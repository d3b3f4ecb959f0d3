import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { BOOKING_STATUSES, bookingFormAnswerSchema, eventListItemSchema } from './events.contract.js';

/**
 * The coordinator's event page, session page and bookings management (issue 14 items 1, 2, 4):
 * the session's bookings and waiting list, the people a coordinator may book on an event
 * (report engine `user-list/for-booking`, 03 §7) and assigning a course to events. Choices the
 * spec leaves open are in docs/events.md ("Event and session pages").
 */

export const personWithEmailSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
});
export type PersonWithEmail = z.infer<typeof personWithEmailSchema>;
const personRef = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });

// --- GET /api/classroom/occurrence/{id}/bookings
export const sessionBookingRowSchema = z.object({
  id: z.uuid(),
  learner: personWithEmailSchema,
  status: z.enum(BOOKING_STATUSES),
  form: z.array(bookingFormAnswerSchema),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: personRef.nullable(),
  createdBy: personRef.nullable(),
  /** Booked at. */
  createdAt: z.string(),
  /** Set when the seat came from the waiting list. */
  promotedAt: z.string().nullable(),
});
export type SessionBookingRow = z.infer<typeof sessionBookingRowSchema>;

export const waitingListRowSchema = z.object({
  id: z.uuid(),
  learner: personWithEmailSchema,
  /** The session's own list, or the event's (any session). */
  list: z.enum(['session', 'event']),
  /** 1…N within its list. */
  position: z.number(),
  joinedAt: z.string(),
});
export type WaitingListRow = z.infer<typeof waitingListRowSchema>;

export const sessionBookingsResponseSchema = z.object({
  /** Every booking of the session, live ones first, then by when they were made. */
  bookings: z.array(sessionBookingRowSchema),
  /** The session's waiting list, then the event's, each in queue order. */
  waitingList: z.array(waitingListRowSchema),
});

// --- GET /api/report-engine/user-list/for-booking/{eventId}?search=&page=&pageSize=
export const forBookingQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});
export const forBookingPersonSchema = personWithEmailSchema.extend({
  /** The person's active profile in the event's workspace (book-and-enrol names it). */
  profileId: z.uuid(),
  /** Enrolled on one of the event's courses (false when the event has none). */
  enrolled: z.boolean(),
  /** The session of the event where they hold a live booking (booked, request, invite), if any. */
  bookedSessionId: z.uuid().nullable(),
});
export type ForBookingPerson = z.infer<typeof forBookingPersonSchema>;
export const forBookingResponseSchema = z.object({
  data: z.array(forBookingPersonSchema),
  pagination: paginationSchema,
});

// --- POST /api/classroom/events-course-assign/{id} (our name: the screen's call, 03 §2)
export const assignCourseBodySchema = z.object({
  eventIds: z.array(z.uuid()).min(1).max(100),
});
export const assignCourseResponseSchema = z.object({ data: z.array(eventListItemSchema) });
