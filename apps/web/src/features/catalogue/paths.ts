/** The catalogue's paths (01 §2, 02 §2): the My learning dashboards and the learner's course views. Gathered into PATHS by lib/navigation/paths.ts. */
export const CATALOGUE_PATHS = {
  coursesDashboard: '/my-learning/dashboard/courses',
  trainerDashboard: '/my-learning/dashboard/trainer',
  // The learner's catalogue and courses (issue 28, web-learner).
  browseDashboard: '/my-learning/dashboard/browse',
  completionsDashboard: '/my-learning/dashboard/completions',
  browseCourse: '/my-learning/dashboard/browse/course/:id/show/single',
  enrolledCourse: '/my-learning/dashboard/courses/course/:id/show/single',
  completedCourse: '/my-learning/dashboard/completions/course/:id/show/single',
} as const;

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
