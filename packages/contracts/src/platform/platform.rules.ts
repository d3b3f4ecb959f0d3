import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Platform's named endpoint rules, gathered into `RULES` by access.ts. */
export const PLATFORM_RULES = {
  /** Audit log (01 §6): superadmin or master_administrator. */
  auditLog: ROUTE_RULES.auditLog,
} as const satisfies Record<string, AccessRule>;
