import {
  CATALOGUE_ENDPOINTS,
  SCORM_ENDPOINTS,
  type Course,
  type CreateCourse,
  type EndpointInput,
} from '@campus/contracts';
import { callEndpoint } from '../../../../lib/api/callEndpoint';
import { endpointQuery } from '../../../../lib/api/queryKeys';

/** The course list's filters as the address keeps them ('' for none; labels comma-joined). */
export type CourseListFilters = { search: string; labels: string; status: '' | 'draft' | 'released' };

/**
 * Course building's calls (02 §7 "Courses"). Keys come from the endpoints (lib/api/queryKeys.ts);
 * a tree change answers the course, which replaces the cached one.
 */
export const courseListQuery = (filters: CourseListFilters, page: number, pageSize: number) =>
  endpointQuery(CATALOGUE_ENDPOINTS.courses, {
    query: {
      page: String(page),
      pageSize: String(pageSize),
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.labels ? { 'filters[labels]': filters.labels } : {}),
      ...(filters.status ? { 'filters[status]': filters.status } : {}),
    },
  });

/** The workspace's catalogue for its administrators (GET /v2/catalog/admin: own and shared items). */
export const adminCatalogueQuery = (filters: { search: string; labels: string }, page: number, pageSize: number) =>
  endpointQuery(CATALOGUE_ENDPOINTS.adminCatalog, {
    query: {
      page: String(page),
      pageSize: String(pageSize),
      ...(filters.search ? { search: filters.search } : {}),
      ...(filters.labels ? { 'filters[labels]': filters.labels } : {}),
    },
  });

export const courseLabelsQuery = () => endpointQuery(CATALOGUE_ENDPOINTS.courseLabels, {});

export const courseQuery = (id: string) => endpointQuery(CATALOGUE_ENDPOINTS.course, { params: { id }, query: {} });

export const courseHistoryQuery = (id: string) => endpointQuery(CATALOGUE_ENDPOINTS.courseHistory, { params: { id } });

/** Released SCORM modules to build a course from (GET /v2/scorm-modules/released; the picker searches them). */
export const releasedModulesQuery = () =>
  endpointQuery(SCORM_ENDPOINTS.releasedScormModules, { query: { page: '1', pageSize: '100' } });

export const createCourse = (body: CreateCourse) => callEndpoint(CATALOGUE_ENDPOINTS.createCourse, { body });

type Body<K extends keyof typeof CATALOGUE_ENDPOINTS> =
  EndpointInput<(typeof CATALOGUE_ENDPOINTS)[K]> extends { body?: infer B } ? NonNullable<B> : never;

export const updateCourseDetails = (id: string, body: Body<'updateCourseDetails'>) =>
  callEndpoint(CATALOGUE_ENDPOINTS.updateCourseDetails, { params: { id }, body });

export const updateCourseFile = (id: string, file: string | null) =>
  callEndpoint(CATALOGUE_ENDPOINTS.updateCourseFile, { params: { id }, body: { file } });

/** The content tree's calls: each sends the sequence the screen last read (409 when it changed). */
export const treeCalls = (course: Pick<Course, 'id' | 'sequence'>) => {
  const { id, sequence } = course;
  return {
    addModule: (body: Omit<Body<'addCourseModule'>, 'sequence'>) =>
      callEndpoint(CATALOGUE_ENDPOINTS.addCourseModule, { params: { id }, body: { ...body, sequence } }),
    addGroup: (body: Omit<Body<'addCourseGroup'>, 'sequence'>) =>
      callEndpoint(CATALOGUE_ENDPOINTS.addCourseGroup, { params: { id }, body: { ...body, sequence } }),
    addNote: (body: Omit<Body<'addCourseNote'>, 'sequence'>) =>
      callEndpoint(CATALOGUE_ENDPOINTS.addCourseNote, { params: { id }, body: { ...body, sequence } }),
    renameModule: (nodeId: string, name: string) =>
      callEndpoint(CATALOGUE_ENDPOINTS.updateCourseModule, { params: { id, nodeId }, body: { name, sequence } }),
    setRequired: (nodeId: string, required: boolean) =>
      callEndpoint(CATALOGUE_ENDPOINTS.updateCourseModuleRequired, {
        params: { id, nodeId },
        body: { required, sequence },
      }),
    renameGroup: (nodeId: string, name: string) =>
      callEndpoint(CATALOGUE_ENDPOINTS.updateCourseGroup, { params: { id, nodeId }, body: { name, sequence } }),
    rewriteNote: (nodeId: string, description: string) =>
      callEndpoint(CATALOGUE_ENDPOINTS.updateCourseNote, {
        params: { id, moduleId: nodeId },
        body: { description, sequence },
      }),
    remove: (nodeId: string) =>
      callEndpoint(CATALOGUE_ENDPOINTS.removeCourseNode, { params: { id, moduleId: nodeId }, body: { sequence } }),
    move: (nodeId: string, inGroup: string | null, previousId: string | null) =>
      callEndpoint(CATALOGUE_ENDPOINTS.reorderCourseNode, {
        params: { id },
        body: { nodeId, inGroup, previousId, sequence },
      }),
  };
};

/** Attaches files uploaded through the file store (02 §7 bulkAddFiles), and detaches one. */
export const addCourseFiles = (id: string, files: { name: string; url: string; size: number }[]) =>
  callEndpoint(CATALOGUE_ENDPOINTS.bulkAddCourseFiles, { params: { id }, body: { files } });

export const removeCourseFile = (id: string, url: string) =>
  callEndpoint(CATALOGUE_ENDPOINTS.removeCourseFile, { params: { id }, body: { url } });

/** Replaces the course's links (02 §7 set-urls). */
export const setCourseUrls = (id: string, urls: { url: string; name: string | null }[]) =>
  callEndpoint(CATALOGUE_ENDPOINTS.setCourseUrls, { params: { id }, body: { urls } });

export const releaseCourseMajor = (id: string, body: { releaseNotes: string; instantOffer: boolean }) =>
  callEndpoint(CATALOGUE_ENDPOINTS.releaseCourseMajor, { params: { id }, body });

/** Notes left empty: the server writes 'Content added', 'Content removed' or 'Content updated' (02 §4). */
export const releaseCourseMinor = (id: string, releaseNotes?: string) =>
  callEndpoint(CATALOGUE_ENDPOINTS.releaseCourseMinor, {
    params: { id },
    body: releaseNotes && releaseNotes.trim() ? { releaseNotes } : {},
  });
