import type { AccessRule } from '../access.js';
import { SITE_ADMIN, SUPERADMIN, rule } from '../routes/grants.js';

/** Trainers' screens' access rules (03 §6). Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const TRAINERS_ROUTE_RULES = {
  /** "Site admins and trainers lists: superadmin, or owner or site admin." */
  trainers: rule(SUPERADMIN, SITE_ADMIN),
} as const satisfies Record<string, AccessRule>;
