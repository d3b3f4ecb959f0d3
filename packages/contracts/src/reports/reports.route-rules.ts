import type { AccessRule } from '../access.js';
import { LXA, MASTER_ADMIN, SITE_ADMIN, SUPERADMIN, roles, rule, withServices } from '../routes/grants.js';

/** Reports' screens' access rules (01 §6, 03 §6). Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const REPORTS_ROUTE_RULES = {
  /** "Dashboard: LXA, site admin, manager, superadmin." */
  reportsDashboard: rule(SUPERADMIN, SITE_ADMIN, roles(LXA, 'manager')),
  /** "report list needs superadmin or site admin". */
  reports: rule(SUPERADMIN, SITE_ADMIN),
  reportSchedule: rule(
    SUPERADMIN,
    withServices(MASTER_ADMIN, 'LMS', 'EBS'),
    withServices(roles('event_coordinator', LXA), 'LMS', 'EBS'),
  ),
} as const satisfies Record<string, AccessRule>;
