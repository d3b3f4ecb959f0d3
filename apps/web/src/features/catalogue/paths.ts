/** The catalogue's paths (01 §2): the courses and trainer dashboards of My learning. Gathered into PATHS by lib/navigation/paths.ts. */
export const CATALOGUE_PATHS = {
  coursesDashboard: '/my-learning/dashboard/courses',
  trainerDashboard: '/my-learning/dashboard/trainer',
} as const;
