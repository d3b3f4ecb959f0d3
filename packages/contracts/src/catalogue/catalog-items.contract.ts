import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from '../identity/account.contract.js';
import { ENROLMENT_STATES } from '../enrolments/enrolments.contract.js';
import { webLink } from '../text-fields.js';
import { v } from '../validation.js';
import { presignedPostRequestSchema } from '../media/files.contract.js';

/**
 * Catalogue items and the catalogue lists (02 §3 Catalogue item, Workspace settings per catalogue
 * item, Course list item; 02 §7 "Catalogue", "Catalogue item management"; issue 28). A catalogue
 * item is a released course version offered by the workspace that made it (its owning workspace)
 * and, once shared, by other workspaces of the same customer, each with its own settings.
 */

export const CATALOG_ITEM_STATUSES = ['active', 'archived'] as const;
export type CatalogItemStatus = (typeof CATALOG_ITEM_STATUSES)[number];

/** 02 §3: "notification (default or selected; null allowed)". Null: no email for this item. */
export const CATALOG_ITEM_NOTIFICATIONS = ['default', 'selected'] as const;
/** 02 §3: "feedbackForm (default or workspaceDefault)". */
export const CATALOG_ITEM_FEEDBACK_FORMS = ['default', 'workspaceDefault'] as const;
/** 02 §3: "certificateType (default or selected; also disabled)". Derived, never sent. */
export const CERTIFICATE_TYPES = ['default', 'selected', 'disabled'] as const;

export const catalogItemFileSchema = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number().int().nonnegative(),
});
export const catalogItemUrlSchema = z.object({
  url: z.string(),
  visibility: z.boolean(),
  providedByCourse: z.boolean(),
});

// --- params
export const catalogWorkspaceParamsSchema = z.object({ id: z.uuid(), wid: z.uuid() });
export const catalogueWorkspaceIdParamsSchema = z.object({ workspaceId: z.uuid() });
export const catalogueProfileParamsSchema = z.object({ profileId: z.uuid() });
export const adminEnrolmentsCatalogParamsSchema = z.object({ workspaceId: z.uuid(), profileId: z.uuid() });

// --- GET /v2/catalog/{id}/workspace/{wid}: the item's settings in one workspace (02 §3)
export const catalogItemWorkspaceSettingsSchema = z.object({
  catalogItemId: z.uuid(),
  workspaceId: z.uuid(),
  workspaceName: z.string(),
  /** Whether this is the workspace that made the item (its settings cannot be unshared). */
  owning: z.boolean(),
  visible: z.boolean(),
  requireApproval: z.boolean(),
  /** Empty: every organisation unit of the workspace. */
  availableInOrganisationUnits: z.array(z.uuid()),
  certificateType: z.enum(CERTIFICATE_TYPES),
  certificateContentId: z.uuid().nullable(),
  disableCertificates: z.boolean(),
  notification: z.enum(CATALOG_ITEM_NOTIFICATIONS).nullable(),
  notificationIdentifier: z.string().nullable(),
  feedbackForm: z.enum(CATALOG_ITEM_FEEDBACK_FORMS),
  urls: z.array(catalogItemUrlSchema),
  hiddenCourseFiles: z.array(z.string()),
});
export type CatalogItemWorkspaceSettings = z.infer<typeof catalogItemWorkspaceSettingsSchema>;

// --- POST /v2/catalog/{id}/workspace/{wid} {workspaceId, approvalRequired, certificateContentId,
// notification, feedbackForm, disableCertificates}. The body's workspaceId must be the path's.
export const updateCatalogItemWorkspaceSettingsSchema = z
  .object({
    workspaceId: z.uuid(),
    approvalRequired: z.boolean(),
    certificateContentId: z.uuid().nullable().optional(),
    notification: z.enum(CATALOG_ITEM_NOTIFICATIONS).nullable().optional(),
    /** The email chosen when notification is 'selected' (02 §3 notificationIdentifier). */
    notificationIdentifier: z.string().trim().min(1).max(200).nullable().optional(),
    feedbackForm: z.enum(CATALOG_ITEM_FEEDBACK_FORMS).optional(),
    disableCertificates: z.boolean().optional(),
  })
  .refine((body) => body.notification !== 'selected' || Boolean(body.notificationIdentifier), {
    path: ['notificationIdentifier'],
    message: 'Choose the email to send.',
  });
export type UpdateCatalogItemWorkspaceSettings = z.input<typeof updateCatalogItemWorkspaceSettingsSchema>;

// --- PATCH /v2/catalog/{id}/workspace/{wid}/visible {visible, organisationUnits}
export const catalogItemVisibilitySchema = z.object({
  visible: z.boolean(),
  /** Units of the workspace the item is offered to; empty: every unit. */
  organisationUnits: z.array(z.uuid()).max(1000).default([]),
});
export type CatalogItemVisibility = z.input<typeof catalogItemVisibilitySchema>;

// --- GET /v2/catalog/{id}/workspaces and GET /v2/catalog/{id}/shared-workspace
export const catalogItemWorkspaceSchema = z.object({
  workspaceId: z.uuid(),
  name: z.string(),
  owning: z.boolean(),
  visible: z.boolean(),
  requireApproval: z.boolean(),
  /** When it was offered there (made, or shared). */
  since: z.string(),
});
export const catalogItemWorkspacesSchema = z.object({ data: z.array(catalogItemWorkspaceSchema) });
export type CatalogItemWorkspaces = z.infer<typeof catalogItemWorkspacesSchema>;

// --- POST /v2/catalog/{id}/add-shared-workspace {workspaceIds}
export const shareCatalogItemSchema = z.object({ workspaceIds: z.array(z.uuid()).min(1).max(500) });
// --- POST /v2/catalog/{id}/unshare-from-workspaces {workspaces}
export const unshareCatalogItemSchema = z.object({ workspaces: z.array(z.uuid()).min(1).max(500) });

/** How many enrolments of a workspace are at each stage (02 §3: "enrolments per workspace"). */
export const catalogItemEnrolmentCountsSchema = z.object({
  not_started: z.number().int(),
  in_progress: z.number().int(),
  awaiting_feedback: z.number().int(),
});

// --- GET /v2/catalog-item/{id}: the catalogue item (02 §3), with the caller's workspace's settings
export const catalogItemSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  versionId: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(CATALOG_ITEM_STATUSES),
  majorVersion: z.number().int(),
  minorVersion: z.number().int(),
  courseOriginWorkspaceId: z.uuid(),
  originCustomerId: z.uuid(),
  /** The workspace whose settings are shown: the caller's. */
  workspaceId: z.uuid(),
  requireApproval: z.boolean(),
  visible: z.boolean(),
  availableInOrganisationUnits: z.array(z.uuid()),
  certificateType: z.enum(CERTIFICATE_TYPES),
  certificateContentId: z.uuid().nullable(),
  disableCertificates: z.boolean(),
  notification: z.enum(CATALOG_ITEM_NOTIFICATIONS).nullable(),
  notificationIdentifier: z.string().nullable(),
  feedbackForm: z.enum(CATALOG_ITEM_FEEDBACK_FORMS),
  files: z.array(catalogItemFileSchema),
  urls: z.array(catalogItemUrlSchema),
  hiddenCourseFiles: z.array(z.string()),
  enrolments: catalogItemEnrolmentCountsSchema,
  /** The newest enrolment on it in the caller's workspace, if any. */
  latestEnrolment: z.object({ id: z.uuid(), state: z.enum(ENROLMENT_STATES), createdAt: z.string() }).nullable(),
});
export type CatalogItem = z.infer<typeof catalogItemSchema>;

// --- The catalogue lists (02 §7 Catalogue): search, labels, paging (filters use filters[key]=value)

/** Comma-separated labels (`filters[labels]=safety,induction`): an item matches any of them. */
const labelsFilter = z
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
  .pipe(z.array(z.string().max(100)).max(50));

export const catalogListQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  'filters[labels]': labelsFilter,
});
export type CatalogListQuery = z.input<typeof catalogListQuerySchema>;

/** The admin list may also show archived items (`filters[status]=archived`); active by default. */
export const adminCatalogQuerySchema = catalogListQuerySchema.extend({
  'filters[status]': z.enum(CATALOG_ITEM_STATUSES).default('active'),
});

/** A course list item (02 §3), as the administrators' lists show it. */
export const catalogListItemSchema = z.object({
  catalogItemId: z.uuid(),
  courseId: z.uuid(),
  versionId: z.uuid(),
  name: z.string(),
  status: z.enum(CATALOG_ITEM_STATUSES),
  /** 'course' for every item so far (the spec's list also mixes in other kinds). */
  type: z.literal('course'),
  labels: z.array(z.string()),
  majorVersion: z.number().int(),
  minorVersion: z.number().int(),
  originWorkspaceId: z.uuid(),
  /** The owning workspace's name when the item was shared to the listed workspace; null for its own. */
  sharedFrom: z.string().nullable(),
  visible: z.boolean(),
  requireApproval: z.boolean(),
});
export type CatalogListItem = z.infer<typeof catalogListItemSchema>;
export const catalogListSchema = z.object({ data: z.array(catalogListItemSchema), pagination: paginationSchema });
export type CatalogList = z.infer<typeof catalogListSchema>;

/** A list item with one learner's live enrolment on it (admin enrolments, single learner). */
export const learnerCatalogListItemSchema = catalogListItemSchema.extend({
  enrolmentStatus: z.enum(ENROLMENT_STATES).nullable(),
  isEnrolled: z.boolean(),
});
export const learnerCatalogListSchema = z.object({
  data: z.array(learnerCatalogListItemSchema),
  pagination: paginationSchema,
});
export type LearnerCatalogList = z.infer<typeof learnerCatalogListSchema>;

/** GET /v3/catalog-items-with-courses/{workspaceId}: items with their course's details. */
export const catalogItemWithCourseSchema = catalogListItemSchema.extend({
  course: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    duration: z.string().nullable(),
    labels: z.array(z.string()),
  }),
});
export const catalogItemsWithCoursesSchema = z.object({
  data: z.array(catalogItemWithCourseSchema),
  pagination: paginationSchema,
});
export type CatalogItemsWithCourses = z.infer<typeof catalogItemsWithCoursesSchema>;

// --- POST /v3/catalog-item/{id}/archive
export const archivedCatalogItemSchema = z.object({
  id: z.uuid(),
  status: z.enum(CATALOG_ITEM_STATUSES),
  archivedAt: z.string().nullable(),
});

// --- Files and links (02 §7 Catalogue item management). Files belong to the item (set by its
// owning workspace); links and hidden course files are each workspace's own (02 §3 settings).

// GET /v2/catalog/{id}/list-files
export const catalogItemFilesSchema = z.object({
  data: z.array(catalogItemFileSchema),
  /** Urls of the course's files the caller's workspace does not show its learners. */
  hiddenCourseFiles: z.array(z.string()),
});
export type CatalogItemFiles = z.infer<typeof catalogItemFilesSchema>;

// POST /v2/catalog/{id}/add-file {fileId}: a confirmed PDF of the file store (POST
// /files/generatePresignedPost with application/pdf, then complete), attached to the item.
export const addCatalogItemFileSchema = z.object({ fileId: z.uuid() });
// POST /v2/catalog/{id}/remove-file {url}
export const removeCatalogItemFileSchema = z.object({ url: z.string().min(1).max(2000) });
// POST /v2/catalog/{id}/set-hidden-course-files {files}: the caller's workspace's list, replaced.
export const setHiddenCourseFilesSchema = z.object({ files: z.array(z.string().min(1).max(2000)).max(500) });

// GET /v2/catalog/{id}/list-urls and POST /v2/catalog/{id}/set-urls {urls}: the caller's workspace's links.
export const catalogItemUrlsSchema = z.object({ data: z.array(catalogItemUrlSchema) });
export type CatalogItemUrls = z.infer<typeof catalogItemUrlsSchema>;
export const setCatalogItemUrlsSchema = z.object({
  urls: z
    .array(
      z.object({
        url: webLink().refine((value) => value !== '', v('linkInvalid')),
        visibility: z.boolean().default(true),
      }),
    )
    .max(100),
});

// POST /catalog-item-files/generatePresignedPost {mimeType (PDF), name, size} (02 §5: "the first
// course presigned call declares application/pdf"): the file store's presigned flow, PDFs only.
export const catalogItemFilePresignSchema = presignedPostRequestSchema.extend({
  mimeType: z.literal('application/pdf'),
});

// GET /v2/catalog/notification-usage/{id}: the catalogue items whose workspace settings send the
// email `{id}` (its identifier, notificationIdentifier), in the caller's customer.
export const notificationUsageParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const notificationUsageSchema = z.object({
  data: z.array(
    z.object({ catalogItemId: z.uuid(), name: z.string(), workspaceId: z.uuid(), workspaceName: z.string() }),
  ),
});
export type NotificationUsage = z.infer<typeof notificationUsageSchema>;
