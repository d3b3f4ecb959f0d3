import type { AccessRule } from '../access.js';
import { LXA, roles, rule, withServices } from '../routes/grants.js';

/**
 * Enrolments' screens' access rules (02 §6, 03 §6): enrolment requests, auto-enrolments and
 * workflows. Gathered into ROUTE_RULES by routes/route-rules.ts.
 */
export const ENROLMENTS_ROUTE_RULES = {
  requests: rule(roles(LXA, 'manager')),
  lxaWithLms: rule(withServices(roles(LXA), 'LMS')),
} as const satisfies Record<string, AccessRule>;
