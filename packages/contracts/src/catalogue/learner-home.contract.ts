import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { ENROLMENT_STATES, enrolmentSchema } from '../enrolments/enrolments.contract.js';
import { CUSTOMISATION_DEFAULTS } from '../platform/workspaces.contract.js';

/**
 * What a learner's start page and a workspace's sign-in page read (issue 12): the catalogue
 * offered to the learner, the learner's own enrolments, and a workspace's public branding.
 */

// --- GET /api/course-catalogue/v2/catalog/learner[/{workspaceId}][/{unitId}] (02 §7 "catalog/learner")
// ?page&pageSize&search&filters[labels]&externalTrainings&showEnrolmentsFor. A learner reads the
// catalogue of the workspace they are signed in to, as offered to their unit: the optional
// segments, when sent, must be the token's workspace and the learner's own unit (404 otherwise).

/** Which items to list by the learner's live enrolment on them (our reading: the spec does not show its values). */
export const SHOW_ENROLMENTS_FOR = ['all', 'enrolled', 'notEnrolled'] as const;

export const learnerCatalogQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  /** Comma-separated labels: an item matches any of them. */
  'filters[labels]': z
    .string()
    .max(2000)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((label) => label.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.string().max(100)).max(50)),
  /**
   * Whether trainings completed outside the system are listed too. This system records none, so
   * the list is the same either way; the parameter is accepted so the spec's call works.
   */
  externalTrainings: z.enum(['true', 'false']).optional(),
  showEnrolmentsFor: z.enum(SHOW_ENROLMENTS_FOR).default('all'),
});
export const learnerCatalogWorkspaceParamsSchema = z.object({ workspaceId: z.uuid() });
export const learnerCatalogUnitParamsSchema = z.object({ workspaceId: z.uuid(), unitId: z.uuid() });

/** A catalogue item as a learner sees it (02 §3 "Course list item": name, enrolmentStatus…). */
export const learnerCatalogItemSchema = z.object({
  catalogItemId: z.uuid(),
  courseId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** HH:MM:SS, as stored. */
  duration: z.string().nullable(),
  requireApproval: z.boolean(),
  /** The learner's live enrolment on it (a pending request or an enrolment), or null: they may enrol. */
  enrolmentStatus: z.enum(ENROLMENT_STATES).nullable(),
  labels: z.array(z.string()),
});
export type LearnerCatalogItem = z.infer<typeof learnerCatalogItemSchema>;

export const learnerCatalogSchema = z.object({
  data: z.array(learnerCatalogItemSchema),
  pagination: paginationSchema,
});
export type LearnerCatalog = z.infer<typeof learnerCatalogSchema>;

// --- GET /api/learning-activities/enrolments/mine?page&pageSize (our name: the spec does not show
// how a learner lists their own enrolments). Live ones only, newest first, scoped from the token.
export const myEnrolmentsQuerySchema = paginationQuerySchema;

export const myEnrolmentSchema = enrolmentSchema.extend({ courseName: z.string() });
export type MyEnrolment = z.infer<typeof myEnrolmentSchema>;

export const myEnrolmentsSchema = z.object({
  data: z.array(myEnrolmentSchema),
  pagination: paginationSchema,
});
export type MyEnrolments = z.infer<typeof myEnrolmentsSchema>;

// --- GET /api/subscription-manager/workspaces/{id}/branding (open; our name). The sign-in page
// of an address that names a workspace (?targetWorkspace=) wears its name, logo and colours.
export const workspaceBrandingSchema = z.object({
  id: z.uuid(),
  /** The display name, else the workspace's name. */
  name: z.string(),
  workspaceLogo: z.string().nullable(),
  workspaceLogoHeight: z.number().int().positive().default(CUSTOMISATION_DEFAULTS.workspaceLogoHeight),
  primaryColour: z.string(),
  textColour: z.string(),
  backgroundColour: z.string(),
});
export type WorkspaceBranding = z.infer<typeof workspaceBrandingSchema>;
