import type { AccessRule } from '../access.js';
import { LXA, rule } from '../routes/grants.js';

/** Mail's screens' access rules (01 §6): the notifications screen. Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const MAIL_ROUTE_RULES = {
  notifications: rule({
    customerRoles: ['master_administrator'],
    roles: ['event_coordinator', 'infrastructure_manager', 'user_administrator', LXA],
    services: ['EBS', 'LMS', 'DW'],
  }),
} as const satisfies Record<string, AccessRule>;
