import { z } from 'zod';
import { visibleText } from '../text-fields.js';
import { v } from '../validation.js';

/** The account pages' calls (01 §2 /lms/user/account, §7). */

// --- POST /api/sso/v2/cognito/update-name-attributes
export const updateNameRequestSchema = z.object({
  userId: z.uuid(),
  name: visibleText().min(1, v('ownFirstNameRequired')).max(100),
  familyName: visibleText().min(1, v('ownLastNameRequired')).max(100),
});

/** The most rows a list endpoint returns at once. */
export const MAX_PAGE_SIZE = 100;

/**
 * Paging of every list endpoint. The spec's client asks for 9999 rows by default (02 §7); lists
 * here page, so a larger page size is served as MAX_PAGE_SIZE rows and `pagination.pageSize` says
 * so (docs/decisions/0014).
 */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .transform((size) => Math.min(size, MAX_PAGE_SIZE)),
});
export const paginationSchema = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });

// --- GET /api/sso/v2/user-activity-log (the spec leaves the activity log's call "not shown")
export const activityEntrySchema = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  workspaceName: z.string().nullable(),
  ip: z.string().nullable(),
  /** Set when someone acting as this person did it (impersonation). */
  actingUser: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityLogResponseSchema = z.object({
  data: z.array(activityEntrySchema),
  pagination: paginationSchema,
});

/** Router gates (01 §4): where a person is sent, and the toast they see. */
export const GATE_TOASTS = {
  emptyUserFields: {
    title: 'Empty user fields',
    message: 'There is some missing information. Please update the required profile fields.',
  },
} as const;
