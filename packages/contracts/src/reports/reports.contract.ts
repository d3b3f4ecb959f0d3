import { z } from 'zod';
import { ENROLMENT_STATES } from '../enrolments/enrolments.contract.js';
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

// --- GET /api/report-engine/user-list/to-enrol/{catalogItemId}/{workspaceId}?search=&page=&pageSize=
// --- GET /api/report-engine/user-list/to-withdraw/{catalogItemId}/{workspaceId}?search=&page=&pageSize=
export const enrolmentPeopleParamsSchema = z.object({ catalogItemId: z.uuid(), workspaceId: z.uuid() });
export const enrolmentPeopleQuerySchema = forBookingQuerySchema;
/**
 * A learner an administrator may enrol on a catalogue item, or withdraw from it (02 §7, 03 §7):
 * by name, with the profile the enrolment calls name and, on the withdraw list, their enrolment.
 */
export const enrolmentPersonSchema = personWithEmailSchema.extend({
  profileId: z.uuid(),
  organisationUnitName: z.string().nullable(),
  /** Their live enrolment on the item (to-withdraw only; null on the to-enrol list). */
  enrolment: z
    .object({
      id: z.uuid(),
      state: z.enum(ENROLMENT_STATES),
      enrolmentDate: z.iso.datetime(),
      /** Withdrawing them would free a licence (02 §4: not in_progress or awaiting_feedback). */
      reclaimsLicence: z.boolean(),
    })
    .nullable(),
});
export type EnrolmentPerson = z.infer<typeof enrolmentPersonSchema>;
export const enrolmentPeopleResponseSchema = z.object({
  data: z.array(enrolmentPersonSchema),
  pagination: paginationSchema,
});
