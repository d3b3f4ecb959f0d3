/** The catalogue's paths (01 §2): the courses and trainer dashboards of My learning. Gathered into PATHS by lib/navigation/paths.ts. */
export const CATALOGUE_PATHS = {
  coursesDashboard: '/my-learning/dashboard/courses',
  trainerDashboard: '/my-learning/dashboard/trainer',
  /** Course building (02 §2): the course list, the add wizard and the course edit wizard. */
  catalogueCourses: '/catalogue/courses',
  courseAdd: '/catalogue/courses/add',
  courseEdit: '/catalogue/courses/:courseId/edit/course',
} as const;
