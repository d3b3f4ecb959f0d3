import { z } from 'zod';
import {
  BLOCKED_REASONS,
  SESSION_STATUSES,
  bookingFormAnswerSchema,
  bookingFormFieldSchema,
  bookingSchema,
  eventSchema,
  occurrenceItemInputSchema,
  occurrenceSchema,
  spacesSchema,
  validateBookingResponseSchema,
} from './events.contract.js';

/**
 * The remaining classroom calls of issue 14 (03 §4, §7): bulk booking and invitations, bulk
 * waiting-list removal, the sessions summary, clash checks, the session as offered to a learner,
 * a learner's bookings, trainers' working hours and availability, and flyers. Choices the spec
 * leaves open are in docs/events.md ("Bulk booking, invitations, trainers and flyers").
 */

// --- POST /api/classroom/bookings-bulk (an array of bookings, 03 §7)
export const bulkBookingRowSchema = z.object({
  learnerId: z.uuid(),
  eventId: z.uuid(),
  occurrenceId: z.uuid(),
  form: z.array(bookingFormAnswerSchema).max(50).default([]),
  /** Invite rather than book: the learner accepts or declines; the seat is held meanwhile. */
  invite: z.boolean().default(false),
  /** When the session is full, put the learner on its waiting list instead. */
  joinWaitingList: z.boolean().default(false),
});
export const bulkBookingBodySchema = z.array(bulkBookingRowSchema).min(1).max(500);
export const BULK_ROW_RESULTS = ['booked', 'request', 'invite', 'waiting', 'blocked'] as const;
export const bulkBookingRowResultSchema = z.object({
  learnerId: z.uuid(),
  occurrenceId: z.uuid(),
  result: z.enum(BULK_ROW_RESULTS),
  booking: bookingSchema.nullable(),
  /** The waiting-list entry, when the row joined the list. */
  subscriptionId: z.uuid().nullable(),
  /** When blocked: the reason (03 §8), its message and hint. */
  reason: z.enum(BLOCKED_REASONS).nullable(),
  message: z.string().nullable(),
  hint: z.string().nullable(),
});
export const bulkBookingResponseSchema = z.object({ data: z.array(bulkBookingRowResultSchema) });

// --- DELETE /api/classroom/learner-subscriptions-bulk
export const subscriptionsBulkBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export const subscriptionsBulkResponseSchema = z.object({
  /** Entries taken off their lists; entries no longer waiting are left as they were. */
  removed: z.array(z.uuid()),
  notWaiting: z.array(z.uuid()),
});

// --- GET /api/classroom/events/:id/occurrences-summary
export const occurrenceSummaryItemSchema = z.object({
  localDate: z.string(),
  localStart: z.string(),
  localEnd: z.string(),
  timeZone: z.string(),
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
});
export const occurrencesSummarySchema = z.object({
  eventId: z.uuid(),
  data: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(SESSION_STATUSES),
      fromDate: z.string(),
      toDate: z.string(),
      dates: z.array(occurrenceSummaryItemSchema),
      spaces: spacesSchema,
      counts: z.object({ booked: z.number(), requests: z.number(), invites: z.number(), waiting: z.number() }),
    }),
  ),
});

// --- POST /api/classroom/events/check-assets
export const checkAssetsBodySchema = z.object({
  /** The session being edited (its own dates are no clash); absent for a new session. */
  occurrenceId: z.uuid().nullable().default(null),
  items: z.array(occurrenceItemInputSchema).min(1).max(60),
});
export const assetClashSchema = z.object({
  /** Index of the proposed item in `items`. */
  item: z.number(),
  type: z.enum(['room', 'trainer']),
  /** The room's or trainer's id and name. */
  assetId: z.uuid(),
  name: z.string(),
  occurrenceId: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  datetimeStart: z.string(),
  datetimeEnd: z.string(),
  message: z.string(),
});
export const checkAssetsResponseSchema = z.object({
  /** Rooms or trainers already taken at those times by another session (not cancelled). */
  clashes: z.array(assetClashSchema),
  /** Dates outside a trainer's working hours (03 §5): a warning, not a refusal. */
  warnings: z.array(z.string()),
});

// --- GET /api/classroom/available-occurrence/:id
export const availableOccurrenceSchema = z.object({
  occurrence: occurrenceSchema,
  event: eventSchema.pick({ id: true, name: true, description: true, images: true }),
  bookingSettings: z.object({
    bookingFormRequired: z.boolean(),
    bookingForm: z.object({ fields: z.array(bookingFormFieldSchema) }),
    requiresAcceptance: z.boolean(),
  }),
  cancellationSettings: z.object({
    selfCancellationAllowed: z.boolean(),
    cancellationReasonRequired: z.boolean(),
    cancellationReason: z.array(z.string()),
    cancellationReasonCustomEnabled: z.boolean(),
  }),
  /** Whether the caller can book it now, and why not (03 §8). */
  validation: validateBookingResponseSchema,
});

// --- GET /api/classroom/v2/learner/:id/bookings?eventId=
export const learnerBookingsQuerySchema = z.object({ eventId: z.uuid().optional() });
export const learnerBookingsResponseSchema = z.object({
  data: z.array(
    bookingSchema.extend({
      eventName: z.string(),
      occurrence: z.object({
        id: z.uuid(),
        status: z.enum(SESSION_STATUSES),
        fromDate: z.string(),
        toDate: z.string(),
      }),
    }),
  ),
});

export const usersAvailableQuerySchema = z
  .object({
    datetimeStart: z.iso.datetime({ offset: true }),
    datetimeEnd: z.iso.datetime({ offset: true }),
    /** The session being edited: its own dates do not make its trainers busy. */
    occurrenceId: z.uuid().optional(),
  })
  .refine((query) => Date.parse(query.datetimeStart) <= Date.parse(query.datetimeEnd), {
    path: ['datetimeEnd'],
    message: 'must be after or equal to the start',
  });
export const usersAvailableResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      emailAddress: z.string(),
      /** The time is inside the trainer's working hours. */
      withinWorkingHours: z.boolean(),
    }),
  ),
});

export const EVENT_OPERATION_MESSAGES = {
  bulkNotCreated: 'Bulk booking hasn’t been created.',
  roomClash: 'This room is already booked at that time by another session.',
  trainerClash: 'This trainer is already booked at that time by another session.',
  /** 03 §5 "Dates outside trainer working hours raise a warning". */
  outsideWorkingHours: '{trainer} isn’t working at that time: {date}, {start} to {end} is outside their working hours.',
  notAnInvite: 'This booking isn’t an invitation.',
} as const;
