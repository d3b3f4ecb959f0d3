import type { AccessRule } from '../access.js';
import { LXA, SITE_ADMIN, roles, rule, withServices } from '../routes/grants.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Course building's named endpoint rules (02 §6), gathered into `RULES` by access.ts. */
export const COURSES_RULES = {
  /** POST /v2/courses: the course add wizard's rule, course_creator. */
  courseCreate: ROUTE_RULES.courseAdd,
  /** Reading and editing a course, its tree and releases: "course_creator (admin and site admin may edit)". */
  courseEdit: ROUTE_RULES.courseEdit,
  /** Reading one course, its history and a version: who edits it, and the course admin view's admin or manager. */
  courseRead: rule(roles('course_creator', 'admin', 'manager'), SITE_ADMIN),
  /**
   * The workspace's released courses (GET /v2/courses/latest-released): who edits courses, and
   * who builds the workspace's catalogue from them (LXA with LMS, 02 §6 catalogue item edit).
   */
  releasedCourses: rule(roles('course_creator', 'admin'), SITE_ADMIN, withServices(roles(LXA), 'LMS')),
} as const satisfies Record<string, AccessRule>;
