/** The catalogue's paths (01 §2): the courses and trainer dashboards of My learning. Gathered into PATHS by lib/navigation/paths.ts. */
export const CATALOGUE_PATHS = {
  coursesDashboard: '/my-learning/dashboard/courses',
  trainerDashboard: '/my-learning/dashboard/trainer',
  /** The course admin view (02 §2): the course, its catalogue item here, its enrolments. */
  courseAdminShow: '/catalogue/courses/:courseId/show/admin',
  /** The catalogue item edit (02 §2): this workspace's settings, sharing, links and files. */
  catalogItemEdit: '/catalogue/courses/:courseId/:catalogItemId/:versionId/edit',
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
