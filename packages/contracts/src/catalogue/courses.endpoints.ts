import { RULES } from '../access.js';
import { presignedPostRequestSchema, presignedPostResponseSchema } from '../media/files.contract.js';
import { defineEndpoint, endpointGroup } from '../endpoint.js';
import {
  addCourseGroupSchema,
  bulkAddCourseFilesSchema,
  addCourseModuleSchema,
  addCourseNoteSchema,
  courseHistorySchema,
  courseIdParamSchema,
  courseLabelsListSchema,
  courseListQuerySchema,
  courseListSchema,
  courseNodeParamsSchema,
  courseNoteParamsSchema,
  courseQuerySchema,
  courseReleaseMajorSchema,
  courseReleaseMinorSchema,
  courseSchema,
  courseVersionParamsSchema,
  courseVersionSchema,
  createCourseSchema,
  emptyCourseBodySchema,
  latestReleasedListSchema,
  latestReleasedQuerySchema,
  removeCourseFileSchema,
  removeCourseNodeSchema,
  reorderCourseNodeSchema,
  setCourseUrlsSchema,
  updateCourseDetailsSchema,
  updateCourseFileSchema,
  updateCourseGroupSchema,
  updateCourseModuleRequiredSchema,
  updateCourseModuleSchema,
  updateCourseNoteSchema,
} from './courses.contract.js';

const BASE = '/api/course-catalogue/v2';

/** A change of a course's draft content tree: answers the course with its new tree. */
const treeChange = <const P extends `${typeof BASE}/courses/:id/${string}`>(
  method: 'POST' | 'PATCH' | 'DELETE',
  path: P,
) =>
  ({ method, path, service: 'course-catalogue', access: RULES.courseEdit, response: { 200: courseSchema } }) as const;

/**
 * Course building (02 §7 "Courses"; issue 28): courses, their draft content tree and releases.
 * The screens say how a create or release failed with the spec's texts (02 §8 "Course hasn't been
 * created.", "Release errors reject with the server response body"), so those calls are silent.
 */
export const COURSES_ENDPOINTS = endpointGroup('catalogue', {
  courses: defineEndpoint({
    method: 'GET',
    path: `${BASE}/courses`,
    service: 'course-catalogue',
    access: RULES.courseEdit,
    querystring: courseListQuerySchema,
    response: { 200: courseListSchema },
    toast: 'generic',
  }),
  createCourse: defineEndpoint({
    method: 'POST',
    path: `${BASE}/courses`,
    service: 'course-catalogue',
    access: RULES.courseCreate,
    body: createCourseSchema,
    response: { 201: courseSchema },
    toast: 'silent',
  }),
  latestReleasedCourses: defineEndpoint({
    method: 'GET',
    path: `${BASE}/courses/latest-released`,
    service: 'course-catalogue',
    access: RULES.releasedCourses,
    querystring: latestReleasedQuerySchema,
    response: { 200: latestReleasedListSchema },
    toast: 'generic',
  }),
  course: defineEndpoint({
    method: 'GET',
    path: `${BASE}/courses/:id`,
    service: 'course-catalogue',
    access: RULES.courseRead,
    params: courseIdParamSchema,
    querystring: courseQuerySchema,
    response: { 200: courseSchema },
    toast: 'generic',
  }),
  updateCourseDetails: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/courses/:id/updateDetails`,
    service: 'course-catalogue',
    access: RULES.courseEdit,
    params: courseIdParamSchema,
    body: updateCourseDetailsSchema,
    response: { 200: courseSchema },
    toast: 'generic',
  }),
  updateCourseFile: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/courses/:id/updateFile`,
    service: 'course-catalogue',
    access: RULES.courseEdit,
    params: courseIdParamSchema,
    body: updateCourseFileSchema,
    response: { 200: courseSchema },
    toast: 'generic',
  }),
  /**
   * 02 §7 POST /course-files/generatePresignedPost {mimeType, name, size} (§5: "the first course
   * presigned call declares application/pdf"): the file-storage presigned flow for a course
   * attachment; the upload is confirmed with `/api/file-storage/files/{id}/complete` and attached
   * with bulkAddFiles.
   */
  presignCourseFile: defineEndpoint({
    method: 'POST',
    path: '/api/course-catalogue/course-files/generatePresignedPost',
    service: 'course-catalogue',
    access: RULES.courseEdit,
    body: presignedPostRequestSchema,
    response: { 200: presignedPostResponseSchema },
    toast: 'silent',
  }),
  bulkAddCourseFiles: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/bulkAddFiles`),
    params: courseIdParamSchema,
    body: bulkAddCourseFilesSchema,
    // 02 §8: an add-file failure says "{name} file hasn't been added to the course."
    toast: 'silent',
  }),
  removeCourseFile: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/removeFile`),
    params: courseIdParamSchema,
    body: removeCourseFileSchema,
    toast: 'generic',
  }),
  setCourseUrls: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/set-urls`),
    params: courseIdParamSchema,
    body: setCourseUrlsSchema,
    toast: 'generic',
  }),
  courseLabels: defineEndpoint({
    method: 'GET',
    path: `${BASE}/course/labels`,
    service: 'course-catalogue',
    access: RULES.courseEdit,
    response: { 200: courseLabelsListSchema },
    toast: 'generic',
  }),
  addCourseModule: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/module`),
    params: courseIdParamSchema,
    body: addCourseModuleSchema,
    toast: 'generic',
  }),
  addCourseNote: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/note`),
    params: courseIdParamSchema,
    body: addCourseNoteSchema,
    toast: 'generic',
  }),
  addCourseGroup: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/group`),
    params: courseIdParamSchema,
    body: addCourseGroupSchema,
    toast: 'generic',
  }),
  updateCourseModule: defineEndpoint({
    ...treeChange('PATCH', `${BASE}/courses/:id/module/:nodeId/update`),
    params: courseNodeParamsSchema,
    body: updateCourseModuleSchema,
    toast: 'generic',
  }),
  updateCourseModuleRequired: defineEndpoint({
    ...treeChange('PATCH', `${BASE}/courses/:id/module/:nodeId/updateRequired`),
    params: courseNodeParamsSchema,
    body: updateCourseModuleRequiredSchema,
    toast: 'generic',
  }),
  updateCourseNote: defineEndpoint({
    ...treeChange('PATCH', `${BASE}/courses/:id/note/:moduleId/update`),
    params: courseNoteParamsSchema,
    body: updateCourseNoteSchema,
    toast: 'generic',
  }),
  updateCourseGroup: defineEndpoint({
    ...treeChange('PATCH', `${BASE}/courses/:id/group/:nodeId/update`),
    params: courseNodeParamsSchema,
    body: updateCourseGroupSchema,
    toast: 'generic',
  }),
  removeCourseNode: defineEndpoint({
    ...treeChange('DELETE', `${BASE}/courses/:id/remove/:moduleId`),
    params: courseNoteParamsSchema,
    body: removeCourseNodeSchema,
    toast: 'generic',
  }),
  reorderCourseNode: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/reorder`),
    params: courseIdParamSchema,
    body: reorderCourseNodeSchema,
    toast: 'generic',
  }),
  releaseCourseMajor: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/release/major`),
    params: courseIdParamSchema,
    body: courseReleaseMajorSchema,
    toast: 'silent',
  }),
  releaseCourseMinor: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/release/minor`),
    params: courseIdParamSchema,
    body: courseReleaseMinorSchema,
    toast: 'silent',
  }),
  /** A draft copy of the course (its details and draft tree, new node ids), named '… (copy)'. */
  cloneCourse: defineEndpoint({
    method: 'POST',
    path: `${BASE}/courses/:id/clone`,
    service: 'course-catalogue',
    access: RULES.courseCreate,
    params: courseIdParamSchema,
    body: emptyCourseBodySchema,
    response: { 201: courseSchema },
    toast: 'generic',
  }),
  /** Starts archiving (02 §4 "a background process"): the course leaves the lists at once, its catalogue items follow. */
  archiveCourse: defineEndpoint({
    ...treeChange('POST', `${BASE}/courses/:id/archive`),
    params: courseIdParamSchema,
    body: emptyCourseBodySchema,
    toast: 'generic',
  }),
  courseHistory: defineEndpoint({
    method: 'GET',
    path: `${BASE}/course-history/:id`,
    service: 'course-catalogue',
    access: RULES.courseRead,
    params: courseIdParamSchema,
    response: { 200: courseHistorySchema },
    toast: 'generic',
  }),
  courseVersion: defineEndpoint({
    method: 'GET',
    path: `${BASE}/course-version/:courseId/:versionId`,
    service: 'course-catalogue',
    access: RULES.courseRead,
    params: courseVersionParamsSchema,
    response: { 200: courseVersionSchema },
    toast: 'generic',
  }),
});
