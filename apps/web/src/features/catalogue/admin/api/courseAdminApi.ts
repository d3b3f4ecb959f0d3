import {
  ADMIN_ENROLMENTS_ENDPOINTS,
  CATALOGUE_ENDPOINTS,
  PLATFORM_ENDPOINTS,
  REPORTS_ENDPOINTS,
  type CatalogItemVisibility,
  type UpdateCatalogItemWorkspaceSettings,
} from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

/** The course as the admin view shows it (name, description, versions, its catalogue item). */
export const courseQuery = (courseId: string) =>
  endpointQuery(CATALOGUE_ENDPOINTS.course, { params: { id: courseId }, query: {} });

/** The catalogue item with the caller's workspace's settings (LXA on LMS). */
export const catalogItemQuery = (catalogItemId: string) =>
  endpointQuery(CATALOGUE_ENDPOINTS.catalogItem, { params: { id: catalogItemId } });

/** Every workspace offering the item, the owning one first. */
export const catalogItemWorkspacesQuery = (catalogItemId: string) =>
  endpointQuery(CATALOGUE_ENDPOINTS.catalogItemWorkspaces, { params: { id: catalogItemId } });

export const catalogItemUrlsQuery = (catalogItemId: string) =>
  endpointQuery(CATALOGUE_ENDPOINTS.catalogItemUrls, { params: { id: catalogItemId } });

export const catalogItemFilesQuery = (catalogItemId: string) =>
  endpointQuery(CATALOGUE_ENDPOINTS.catalogItemFiles, { params: { id: catalogItemId } });

/** The workspace's units (for the "available in organisation units" choice). */
export const unitsQuery = (workspaceId: string) =>
  endpointQuery(PLATFORM_ENDPOINTS.unitsWithCourses, { params: { workspaceId } });

export interface PeoplePage {
  search: string;
  page: number;
  pageSize: number;
}

const peopleQuery = ({ search, page, pageSize }: PeoplePage) => ({
  page: String(page),
  pageSize: String(pageSize),
  ...(search ? { search } : {}),
});

/** Learners the item is offered to and not yet enrolled (report engine user-list/to-enrol). */
export const learnersToEnrolQuery = (catalogItemId: string, workspaceId: string, page: PeoplePage) =>
  endpointQuery(REPORTS_ENDPOINTS.usersToEnrol, { params: { catalogItemId, workspaceId }, query: peopleQuery(page) });

/** Learners enrolled on the item, with their enrolment (report engine user-list/to-withdraw). */
export const enrolledLearnersQuery = (catalogItemId: string, workspaceId: string, page: PeoplePage) =>
  endpointQuery(REPORTS_ENDPOINTS.usersToWithdraw, {
    params: { catalogItemId, workspaceId },
    query: peopleQuery(page),
  });

export const enrolLearner = (catalogItemId: string, profileId: string) =>
  callEndpoint(ADMIN_ENROLMENTS_ENDPOINTS.adminEnrol, { body: { catalogItem: catalogItemId, learner: profileId } });

export const withdrawLearners = (catalogItemId: string, profileIds: string[]) =>
  callEndpoint(ADMIN_ENROLMENTS_ENDPOINTS.withdrawEnrolments, {
    body: { catalogItem: catalogItemId, learners: profileIds },
  });

export const saveWorkspaceSettings = (id: string, wid: string, body: UpdateCatalogItemWorkspaceSettings) =>
  callEndpoint(CATALOGUE_ENDPOINTS.updateCatalogItemWorkspaceSettings, { params: { id, wid }, body });

export const saveVisibility = (id: string, wid: string, body: CatalogItemVisibility) =>
  callEndpoint(CATALOGUE_ENDPOINTS.setCatalogItemVisibility, { params: { id, wid }, body });

export const unshareItem = (id: string, workspaces: string[]) =>
  callEndpoint(CATALOGUE_ENDPOINTS.unshareCatalogItem, { params: { id }, body: { workspaces } });

export const shareItem = (id: string, workspaceIds: string[]) =>
  callEndpoint(CATALOGUE_ENDPOINTS.shareCatalogItem, { params: { id }, body: { workspaceIds } });

export const saveUrls = (id: string, urls: { url: string; visibility: boolean }[]) =>
  callEndpoint(CATALOGUE_ENDPOINTS.setCatalogItemUrls, { params: { id }, body: { urls } });

export const addFile = (id: string, fileId: string) =>
  callEndpoint(CATALOGUE_ENDPOINTS.addCatalogItemFile, { params: { id }, body: { fileId } });

export const removeFile = (id: string, url: string) =>
  callEndpoint(CATALOGUE_ENDPOINTS.removeCatalogItemFile, { params: { id }, body: { url } });

export const saveHiddenCourseFiles = (id: string, files: string[]) =>
  callEndpoint(CATALOGUE_ENDPOINTS.setHiddenCourseFiles, { params: { id }, body: { files } });
