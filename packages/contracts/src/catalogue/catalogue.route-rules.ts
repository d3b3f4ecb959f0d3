import type { AccessRule } from '../access.js';
import { LXA, SITE_ADMIN, roles, rule, withServices } from '../routes/grants.js';

/**
 * The catalogue's screens' access rules (01 §6, 02 §6): the learner's dashboards, courses,
 * catalogue items and licences. Gathered into ROUTE_RULES by routes/route-rules.ts.
 */
export const CATALOGUE_ROUTE_RULES = {
  // --- My learning (01 §6 "Area access"). "On the new system" belongs to the My learning
  // navigation item only; the dashboards' own rules name no session generation.
  coursesDashboard: rule({ roles: ['learner'], services: ['LMS'] }),
  browseDashboard: rule({ roles: ['manager', 'learner'] }),
  completionsDashboard: rule({ roles: ['learner'], services: ['EBS', 'LMS'] }),

  // --- Catalogue (02 §6)
  /** "Courses: CCS roles, or LXA with LMS." */
  catalogueCourses: rule(
    withServices(roles('course_creator', 'course_licence_manager'), 'CCS'),
    withServices(roles(LXA), 'LMS'),
  ),
  courseAdd: rule(roles('course_creator')),
  courseAdminShow: rule(roles('admin', 'manager')),
  /** "course_creator (admin and site admin may edit)". */
  courseEdit: rule(roles('course_creator', 'admin'), SITE_ADMIN),
  catalogueItemEdit: rule(withServices(roles(LXA), 'LMS')),
  /** Feedback form add: part of course edit ("the same steps plus feedback", 02 §2) and of catalogue item edit. */
  courseFeedbackAdd: rule(roles('course_creator', 'admin'), SITE_ADMIN, withServices(roles(LXA), 'LMS')),
  /** "Licences: licence manager or course creator with CCS." */
  licences: rule(roles('course_licence_manager'), withServices(roles('course_creator'), 'CCS')),
  licenceAdd: rule(roles('course_licence_manager')),
} as const satisfies Record<string, AccessRule>;
