import { z } from 'zod';
import { BOOKING_STATUSES, bookingFormAnswerSchema, eventListItemSchema } from './events.contract.js';

/**
 * The coordinator's event page, session page and bookings management (issue 14 items 1, 2, 4):
 * the session's bookings and waiting list, the people a coordinator may book on an event
 * (report engine `user-list/for-booking`, 03 §7, in reports/reports.contract.ts) and assigning a course to events. Choices the
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

// --- POST /api/classroom/events-course-assign/{id} (our name: the screen's call, 03 §2)
export const assignCourseBodySchema = z.object({
  eventIds: z.array(z.uuid()).min(1).max(100),
});
export const assignCourseResponseSchema = z.object({ data: z.array(eventListItemSchema) });
