import type { AccessRule } from '../access.js';
import { LXA, SITE_ADMIN, roles, rule, withServices } from '../routes/grants.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** SCORM modules' named endpoint rules, gathered into `RULES` by access.ts. */
export const SCORM_RULES = {
  /** The module screens' calls: course_creator with CCS (02 §6). */
  scormModules: ROUTE_RULES.modules,
  /** Released modules and module records, read while building a course (who may edit courses, 02 §6). */
  scormModulesForCourses: rule(withServices(roles('course_creator'), 'CCS'), roles('admin'), SITE_ADMIN),
  /** update-scorm-status and clearing suspend data: "administrators only" (issue 27). */
  scormAdministration: rule(roles('admin', LXA), SITE_ADMIN),
  /** SCORM connector packages: a customer subscribed to ELMS (01 §2 services), its admins and course creators. */
  lmsConnectors: rule(withServices(roles('admin', 'course_creator', LXA), 'ELMS'), SITE_ADMIN),
} as const satisfies Record<string, AccessRule>;
