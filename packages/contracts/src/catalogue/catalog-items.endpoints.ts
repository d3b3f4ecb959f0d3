import { RULES } from '../access.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import { idParamSchema } from '../platform/workspaces.contract.js';
import { presignedPostResponseSchema } from '../media/files.contract.js';
import {
  addCatalogItemFileSchema,
  catalogItemFilePresignSchema,
  notificationUsageParamsSchema,
  notificationUsageSchema,
  catalogItemFilesSchema,
  catalogItemUrlsSchema,
  removeCatalogItemFileSchema,
  setCatalogItemUrlsSchema,
  setHiddenCourseFilesSchema,
  adminCatalogQuerySchema,
  adminEnrolmentsCatalogParamsSchema,
  archivedCatalogItemSchema,
  catalogItemSchema,
  catalogItemsWithCoursesSchema,
  catalogItemVisibilitySchema,
  catalogItemWorkspaceSettingsSchema,
  catalogItemWorkspacesSchema,
  catalogListQuerySchema,
  catalogListSchema,
  catalogueProfileParamsSchema,
  catalogueWorkspaceIdParamsSchema,
  catalogWorkspaceParamsSchema,
  learnerCatalogListSchema,
  shareCatalogItemSchema,
  unshareCatalogItemSchema,
  updateCatalogItemWorkspaceSettingsSchema,
} from './catalog-items.contract.js';

const BASE = '/api/course-catalogue';

/**
 * Catalogue item management and the administrators' catalogue lists (02 §7; issue 28, docs/courses.md
 * "Catalogue items and the catalogue"). Gathered into CATALOGUE_ENDPOINTS.
 */
export const CATALOG_ITEMS_ENDPOINTS = endpointGroup('catalogue', {
  // --- Settings per workspace (02 §3 "Workspace settings per catalogue item")
  catalogItemWorkspaceSettings: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/:id/workspace/:wid`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: catalogWorkspaceParamsSchema,
    response: { 200: catalogItemWorkspaceSettingsSchema },
    toast: 'generic',
  }),
  updateCatalogItemWorkspaceSettings: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v2/catalog/:id/workspace/:wid`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: catalogWorkspaceParamsSchema,
    body: updateCatalogItemWorkspaceSettingsSchema,
    response: { 200: catalogItemWorkspaceSettingsSchema },
    toast: 'generic',
  }),
  setCatalogItemVisibility: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/v2/catalog/:id/workspace/:wid/visible`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: catalogWorkspaceParamsSchema,
    body: catalogItemVisibilitySchema,
    response: { 200: catalogItemWorkspaceSettingsSchema },
    toast: 'generic',
  }),
  /** The catalogue item (02 §3) with the caller's workspace's settings and enrolment counts. */
  catalogItem: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog-item/:id`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    response: { 200: catalogItemSchema },
    toast: 'generic',
  }),
  /** Every workspace the item is offered in, the owning one first. */
  catalogItemWorkspaces: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/:id/workspaces`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    response: { 200: catalogItemWorkspacesSchema },
    toast: 'generic',
  }),

  // --- Sharing (02 §6: by administrators of the owning workspace, within its customer)
  shareCatalogItem: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v2/catalog/:id/add-shared-workspace`,
    service: 'course-catalogue',
    access: RULES.catalogItemSharing,
    params: idParamSchema,
    body: shareCatalogItemSchema,
    response: { 200: catalogItemWorkspacesSchema },
    toast: 'generic',
  }),
  unshareCatalogItem: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v2/catalog/:id/unshare-from-workspaces`,
    service: 'course-catalogue',
    access: RULES.catalogItemSharing,
    params: idParamSchema,
    body: unshareCatalogItemSchema,
    response: { 200: catalogItemWorkspacesSchema },
    toast: 'generic',
  }),
  /** The workspaces the item is shared to (not the owning one). */
  catalogItemSharedWorkspaces: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/:id/shared-workspace`,
    service: 'course-catalogue',
    access: RULES.catalogItemSharing,
    params: idParamSchema,
    response: { 200: catalogItemWorkspacesSchema },
    toast: 'generic',
  }),

  // --- The administrators' lists (02 §7 Catalogue)
  /** The catalogue of the caller's workspace. */
  adminCatalog: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/admin`,
    service: 'course-catalogue',
    access: RULES.catalogueAdminLists,
    querystring: adminCatalogQuerySchema,
    response: { 200: catalogListSchema },
    toast: 'generic',
  }),
  /** The catalogue of a workspace the caller administers (their own; site admins: any of their customer's). */
  adminCatalogOfWorkspace: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/admin/:workspaceId`,
    service: 'course-catalogue',
    access: RULES.catalogueAdminLists,
    params: catalogueWorkspaceIdParamsSchema,
    querystring: adminCatalogQuerySchema,
    response: { 200: catalogListSchema },
    toast: 'generic',
  }),
  /** The active items of a workspace, for the auto-enrolment and workflow pickers. */
  catalogForAutoEnrolmentsWorkflows: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/for-autoenrolments-workflows/:workspaceId`,
    service: 'course-catalogue',
    access: RULES.catalogueAdminLists,
    params: catalogueWorkspaceIdParamsSchema,
    querystring: catalogListQuerySchema,
    response: { 200: catalogListSchema },
    toast: 'generic',
  }),
  /** The active items of a workspace with one of its learners' live enrolment on each. */
  catalogForAdminEnrolments: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/for-admin-enrolments/:workspaceId/:profileId`,
    service: 'course-catalogue',
    access: RULES.catalogueAdminLists,
    params: adminEnrolmentsCatalogParamsSchema,
    querystring: catalogListQuerySchema,
    response: { 200: learnerCatalogListSchema },
    toast: 'generic',
  }),
  /** What one learner is offered (their workspace and unit), with their live enrolment on each. */
  singleLearnerCatalog: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/single-learner/:profileId`,
    service: 'course-catalogue',
    access: RULES.catalogueAdminLists,
    params: catalogueProfileParamsSchema,
    querystring: catalogListQuerySchema,
    response: { 200: learnerCatalogListSchema },
    toast: 'generic',
  }),
  catalogItemsWithCourses: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v3/catalog-items-with-courses/:workspaceId`,
    service: 'course-catalogue',
    access: RULES.catalogueAdminLists,
    params: catalogueWorkspaceIdParamsSchema,
    querystring: catalogListQuerySchema,
    response: { 200: catalogItemsWithCoursesSchema },
    toast: 'generic',
  }),
  /** Archives the item everywhere it is offered: no new enrolments; existing ones go on. */
  archiveCatalogItem: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v3/catalog-item/:id/archive`,
    service: 'course-catalogue',
    access: RULES.catalogItemSharing,
    params: idParamSchema,
    response: { 200: archivedCatalogItemSchema },
    toast: 'generic',
  }),
  // --- Files and links (the item's files by its owning workspace; links and hidden course files per workspace)
  catalogItemFiles: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/:id/list-files`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    response: { 200: catalogItemFilesSchema },
    toast: 'generic',
  }),
  addCatalogItemFile: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v2/catalog/:id/add-file`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    body: addCatalogItemFileSchema,
    response: { 200: catalogItemFilesSchema },
    // 02 §8: "{name} file hasn't been added to the course." is the screen's own toast.
    toast: 'silent',
  }),
  removeCatalogItemFile: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v2/catalog/:id/remove-file`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    body: removeCatalogItemFileSchema,
    response: { 200: catalogItemFilesSchema },
    toast: 'generic',
  }),
  setHiddenCourseFiles: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v2/catalog/:id/set-hidden-course-files`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    body: setHiddenCourseFilesSchema,
    response: { 200: catalogItemFilesSchema },
    toast: 'generic',
  }),
  catalogItemUrls: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/:id/list-urls`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    response: { 200: catalogItemUrlsSchema },
    toast: 'generic',
  }),
  setCatalogItemUrls: defineEndpoint({
    method: 'POST',
    path: `${BASE}/v2/catalog/:id/set-urls`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    params: idParamSchema,
    body: setCatalogItemUrlsSchema,
    response: { 200: catalogItemUrlsSchema },
    toast: 'generic',
  }),
  /** An upload address for a PDF to attach with add-file (the file store's presigned flow, then complete). */
  presignCatalogItemFile: defineEndpoint({
    method: 'POST',
    path: `${BASE}/catalog-item-files/generatePresignedPost`,
    service: 'course-catalogue',
    access: RULES.catalogItemEdit,
    body: catalogItemFilePresignSchema,
    response: { 200: presignedPostResponseSchema },
    toast: 'generic',
  }),
  /** Which catalogue items send the email `{id}` (its identifier) as their notification. */
  notificationUsage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/v2/catalog/notification-usage/:id`,
    service: 'course-catalogue',
    access: RULES.catalogueAdminLists,
    params: notificationUsageParamsSchema,
    response: { 200: notificationUsageSchema },
    toast: 'generic',
  }),
});
