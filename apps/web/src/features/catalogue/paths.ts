/** The catalogue's paths (01 §2, 02 §2): the My learning dashboards and the learner's course views. Gathered into PATHS by lib/navigation/paths.ts. */
export const CATALOGUE_PATHS = {
  coursesDashboard: '/my-learning/dashboard/courses',
  trainerDashboard: '/my-learning/dashboard/trainer',
  /** The course admin view (02 §2): the course, its catalogue item here, its enrolments. */
  courseAdminShow: '/catalogue/courses/:courseId/show/admin',
  /** The catalogue item edit (02 §2): this workspace's settings, sharing, links and files. */
  catalogItemEdit: '/catalogue/courses/:courseId/:catalogItemId/:versionId/edit',
  // The learner's catalogue and courses (issue 28, web-learner).
  browseDashboard: '/my-learning/dashboard/browse',
  completionsDashboard: '/my-learning/dashboard/completions',
  browseCourse: '/my-learning/dashboard/browse/course/:id/show/single',
  enrolledCourse: '/my-learning/dashboard/courses/course/:id/show/single',
  completedCourse: '/my-learning/dashboard/completions/course/:id/show/single',
  /** Course building (02 §2): the course list, the add wizard and the course edit wizard. */
  catalogueCourses: '/catalogue/courses',
  courseAdd: '/catalogue/courses/add',
  courseEdit: '/catalogue/courses/:courseId/edit/course',
} as const;

/** The course admin screens' addresses with their ids filled in. */
export const courseAdminPaths = {
  show: (courseId: string) => CATALOGUE_PATHS.courseAdminShow.replace(':courseId', encodeURIComponent(courseId)),
  itemEdit: (courseId: string, catalogItemId: string, versionId: string) =>
    CATALOGUE_PATHS.catalogItemEdit
      .replace(':courseId', encodeURIComponent(courseId))
      .replace(':catalogItemId', encodeURIComponent(catalogItemId))
      .replace(':versionId', encodeURIComponent(versionId)),
};

/** Which of the learner's course views (02 §2): browse an offered course, an enrolled one, a completed one. */
export type LearnerCourseView = 'browse' | 'courses' | 'completions';

/**
 * A course's address in one of the learner's views; `:id` is the catalogue item. The enrolled and
 * completed views may name the enrolment (`?enrolmentId=`, "enrolmentId optional").
 */
export function learnerCoursePath(view: LearnerCourseView, catalogItemId: string, enrolmentId?: string): string {
  const path = `/my-learning/dashboard/${view}/course/${encodeURIComponent(catalogItemId)}/show/single`;
  return enrolmentId && view !== 'browse' ? `${path}?enrolmentId=${encodeURIComponent(enrolmentId)}` : path;
}
