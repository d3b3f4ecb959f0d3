import type { AccessRule } from '../access.js';
import { LXA, SITE_ADMIN, roles, rule } from '../routes/grants.js';

/** The shell's screens' access rules (01 §6): home. Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const SHELL_ROUTE_RULES = {
  home: rule(
    SITE_ADMIN,
    roles(
      'event_coordinator',
      'infrastructure_manager',
      LXA,
      'user_administrator',
      'course_creator',
      'course_licence_manager',
      'manager',
    ),
  ),
} as const satisfies Record<string, AccessRule>;
