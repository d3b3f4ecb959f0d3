import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { ENROLMENT_STATES, enrolmentSchema } from './enrolments.contract.js';

/**
 * Enrolments by administrators (02 §4 "Administrators may enrol learners directly, enrol in bulk,
 * and withdraw in bulk", §7 Enrolments): learning experience administrators for their workspace,
 * managers for the learners of the units they manage (docs/decisions/0053). A learner is named by
 * their profile in the caller's workspace, as an enrolment's `learnerId` is.
 */

// --- POST /api/learning-activities/enrolment/admin {catalogItem, learner}
export const adminEnrolBodySchema = z.object({
  catalogItem: z.uuid(),
  /** The learner's profile in the caller's workspace. */
  learner: z.uuid(),
});

/** How many learners one withdrawal may name: a bulk selection of a screen's list. */
export const MAX_WITHDRAW_LEARNERS = 500;

// --- POST /api/learning-activities/withdraw-enrolment {catalogItem, learners}
export const withdrawBodySchema = z.object({
  catalogItem: z.uuid(),
  /** Learners' profiles in the caller's workspace. */
  learners: z.array(z.uuid()).min(1).max(MAX_WITHDRAW_LEARNERS),
});

/**
 * "Withdrawing reclaims licences only for learners who are not in_progress or awaiting_feedback"
 * (02 §4). Licences are not built yet: `reclaimableLicences` counts the withdrawals that free one
 * under that rule, what the licence area will reclaim ('N licence(s) reclaimed', 02 §8).
 */
export const withdrawResultSchema = z.object({
  withdrawn: z.array(enrolmentSchema),
  /** Learners named who held no enrolment on the item that could be withdrawn (none, or a pending request). */
  notEnrolled: z.array(z.uuid()),
  reclaimableLicences: z.number().int().min(0),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

/** A learner's place on a catalogue item, one row per learner and item (02 §3 "Enrolment list fields"). */
export const enrolmentListEntrySchema = z.object({
  /** The learner's latest enrolment on the item. */
  enrolmentId: z.uuid(),
  catalogItemId: z.uuid(),
  courseId: z.uuid(),
  courseName: z.string(),
  learner: z.object({
    userId: z.uuid(),
    profileId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.string(),
  }),
  enrolmentState: z.enum(ENROLMENT_STATES),
  /** When the latest enrolment was made. */
  enrolmentDate: z.iso.datetime(),
  /** When the learner last completed the item, if ever. */
  lastCompletion: z.iso.datetime().nullable(),
  completionsCount: z.number().int(),
  organisationUnitName: z.string().nullable(),
  /** Whether the latest enrolment is live (enrolled or under way; a pending request is not). */
  isEnrolled: z.boolean(),
});
export type EnrolmentListEntry = z.infer<typeof enrolmentListEntrySchema>;

export const ENROLMENT_SORTS = ['enrolmentDateTime', 'courseName', 'enrolmentState', 'lastCompletion'] as const;

const booleanFilter = z.enum(['true', 'false']).transform((value) => value === 'true');

// --- GET /api/learning-activities/v2/user-enrolments[/{userId}]?sortBy&sortDirection&filters[completed]
export const userEnrolmentsQuerySchema = paginationQuerySchema.extend({
  /** 02 §5: enrolments sort by enrolmentDateTime ascending unless told. */
  sortBy: z.enum(ENROLMENT_SORTS).default('enrolmentDateTime'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  /** true: items the learner has completed at least once; false: never completed. */
  'filters[completed]': booleanFilter.optional(),
});
export const enrolmentListSchema = z.object({
  data: z.array(enrolmentListEntrySchema),
  pagination: paginationSchema,
});
export type EnrolmentList = z.infer<typeof enrolmentListSchema>;

// --- GET /api/learning-activities/users-enrolled-to-catalog-item/{id}?learners=
export const usersEnrolledQuerySchema = z.object({
  /** Comma-separated learner profile ids: answer only for these (a bulk selection); all when absent. */
  learners: z
    .string()
    .max(MAX_WITHDRAW_LEARNERS * 37)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).max(MAX_WITHDRAW_LEARNERS))
    .optional(),
});
export const usersEnrolledSchema = z.object({ data: z.array(enrolmentListEntrySchema) });

// --- GET /api/learning-activities/learner-enrolments-by-catalog-item/{id}/{userId}
export const learnerEnrolmentsSchema = z.object({ data: z.array(enrolmentSchema) });

/** How many suggested courses one call may assign: a profile's pick of the catalogue. */
export const MAX_SUGGESTED_COURSES = 100;

// --- POST /api/learning-activities/enrolment/assign-suggested-courses {catalogItems, learner, workspaceId}
export const assignSuggestedCoursesBodySchema = z.object({
  catalogItems: z.array(z.uuid()).min(1).max(MAX_SUGGESTED_COURSES),
  /** The learner's profile in the workspace. */
  learner: z.uuid(),
  /** Must be the token's workspace. */
  workspaceId: z.uuid(),
});
export const assignSuggestedCoursesResultSchema = z.object({
  /** The enrolments made, one per course the learner was not yet on. */
  enrolled: z.array(enrolmentSchema),
  /** Courses the learner already held a live enrolment or request on: left as they were. */
  alreadyEnrolled: z.array(z.uuid()),
  /** Courses of the workspace not offered to this learner (hidden, archived or not for their unit). */
  notOffered: z.array(z.uuid()),
});
export type AssignSuggestedCoursesResult = z.infer<typeof assignSuggestedCoursesResultSchema>;

/** A day (`2026-11-01`) or a moment (`2026-11-01T09:00:00Z`) bounding a dashboard's range. */
const dashboardDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

// --- GET /api/learning-activities/dashboard-enrolments?filters[startDate]&filters[endDate]&filters[orgUnits]
export const dashboardEnrolmentsQuerySchema = z.object({
  /** Enrolments made on or after this day (or moment). */
  'filters[startDate]': dashboardDate.optional(),
  /** Enrolments made on or before this day (the whole day), or before this moment. */
  'filters[endDate]': dashboardDate.optional(),
  /** Comma-separated organisation unit ids: the learners' units. */
  'filters[orgUnits]': z
    .string()
    .max(100 * 37)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).max(100))
    .optional(),
});
/**
 * The home dashboard's enrolment statuses (03 §3 "dashboard enrolment statuses enrolled,
 * in_progress, completed"): how many enrolments made in the range are in each. `enrolled` counts
 * those not yet under way (enrolled, not_started, started, awaiting_feedback).
 */
export const dashboardEnrolmentsSchema = z.object({
  enrolled: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
});
export type DashboardEnrolments = z.infer<typeof dashboardEnrolmentsSchema>;
