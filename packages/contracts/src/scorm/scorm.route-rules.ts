import type { AccessRule } from '../access.js';
import { roles, rule, withServices } from '../routes/grants.js';

/** SCORM modules' screens' access rules (02 §6). Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const SCORM_ROUTE_RULES = {
  /** "Module screens: course_creator with CCS." */
  modules: rule(withServices(roles('course_creator'), 'CCS')),
} as const satisfies Record<string, AccessRule>;
