import type { AccessRule } from '../access.js';
import { LXA, rule } from '../routes/grants.js';

/** The media library's screens' access rules (01 §6, 03 §6). Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const MEDIA_ROUTE_RULES = {
  mediaLibrary: rule({
    customerRoles: ['master_administrator', 'trainer'],
    roles: ['event_coordinator', 'infrastructure_manager', 'user_administrator', LXA],
  }),
} as const satisfies Record<string, AccessRule>;
