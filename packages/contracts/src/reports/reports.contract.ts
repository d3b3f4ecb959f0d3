import { z } from 'zod';
import { personWithEmailSchema } from '../events/event-view.contract.js';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';

/** The report engine's calls Campus serves (03 §7). */

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
