import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';

/**
 * Course enrolments and enrolment requests (02 §3 Enrolment, §4 Enrolment states and Requests,
 * §7 Enrolments and Requests), served by the learning-activities service.
 *
 * The spec's enrolment states (02 §4) are stored as they are named. A request that was turned down, an
 * enrolment its learner cancelled and one an administrator withdrew end in states the spec does
 * not name (rejected, cancelled, withdrawn): they keep the history instead of deleting rows
 * (docs/decisions/0014).
 */
export const ENROLMENT_STATES = [
  'awaiting_approval',
  'enrolled',
  'not_started',
  'started',
  'in_progress',
  'awaiting_feedback',
  'completed',
  'rejected',
  'cancelled',
  'withdrawn',
] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

/** "A user counts as enrolled in enrolled, awaiting_feedback and started" (02 §4). */
export const ENROLLED_STATES = ['enrolled', 'started', 'awaiting_feedback'] as const satisfies EnrolmentState[];
/** A learner holds at most one enrolment in these states per catalogue item. */
export const LIVE_ENROLMENT_STATES = [
  'awaiting_approval',
  ...ENROLLED_STATES,
  'not_started',
  'in_progress',
] as const satisfies EnrolmentState[];
/** A learner may cancel a pending request, or an enrolment they have not started. */
export const CANCELLABLE_STATES = ['awaiting_approval', 'enrolled', 'not_started'] as const satisfies EnrolmentState[];

export const enrolmentSchema = z.object({
  id: z.uuid(),
  catalogItemId: z.uuid(),
  /** The learner's profile in the enrolment's workspace. */
  learnerId: z.uuid(),
  state: z.enum(ENROLMENT_STATES),
  isCancellable: z.boolean(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

// --- POST /api/learning-activities/enrolment {catalogItem}
export const enrolBodySchema = z.object({ catalogItem: z.uuid() });

// --- GET /api/learning-activities/enrolment-allowed/{catalogItemId}/{learnerId}
export const enrolmentAllowedSchema = z.object({
  allowForEnrolment: z.boolean(),
  isCancellable: z.boolean(),
  latestEnrolment: enrolmentSchema.nullable(),
});
export type EnrolmentAllowed = z.infer<typeof enrolmentAllowedSchema>;

// --- GET /api/learning-activities/enrolments/unresolved?page&pageSize&workspaceId
export const unresolvedQuerySchema = paginationQuerySchema.extend({
  /** Optional; when sent it must be the token's workspace. */
  workspaceId: z.uuid().optional(),
});

export const enrolmentRequestSchema = z.object({
  id: z.uuid(),
  requestedAt: z.iso.datetime(),
  learner: z.object({
    userId: z.uuid(),
    profileId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.string(),
    organisationUnitName: z.string().nullable(),
  }),
  course: z.object({ catalogItemId: z.uuid(), courseId: z.uuid(), name: z.string() }),
});
export type EnrolmentRequest = z.infer<typeof enrolmentRequestSchema>;

export const unresolvedResponseSchema = z.object({
  data: z.array(enrolmentRequestSchema),
  pagination: paginationSchema,
});
export type UnresolvedRequests = z.infer<typeof unresolvedResponseSchema>;

/** How far apart bulk approve and reject send their calls (02 §9, 03 §9: 250 ms). */
export const BULK_REQUEST_SPACING_MS = 250;
/** 02 §9: "Bulk enrolment spacing 100 ms": an administrator's bulk enrolment sends one call per learner, this far apart. */
export const BULK_ENROLMENT_SPACING_MS = 100;
