import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { ENROLMENT_STATES, enrolmentSchema } from '../enrolments/enrolments.contract.js';
import { CUSTOMISATION_DEFAULTS } from '../platform/workspaces.contract.js';

/**
 * What a learner's start page and a workspace's sign-in page read (issue 12): the catalogue
 * offered to the learner, the learner's own enrolments, and a workspace's public branding.
 */

// --- GET /api/course-catalogue/v2/catalog/learner?page&pageSize (02 §7 "catalog/learner")
// The spec's optional workspace and unit segments are the token's own here: a learner reads the
// catalogue of the workspace they are signed in to, as offered to their unit.
export const learnerCatalogQuerySchema = paginationQuerySchema;

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
