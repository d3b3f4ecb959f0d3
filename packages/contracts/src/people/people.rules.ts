import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** People's named endpoint rules, gathered into `RULES` by access.ts. */
export const PEOPLE_RULES = {
  /** User administration (01 §6): superadmin, site admin or user_administrator. */
  userAdministration: ROUTE_RULES.userAdministration,
  /** The user list (/users/users): administrators, and managers for their units' people. */
  usersList: ROUTE_RULES.usersList,
} as const satisfies Record<string, AccessRule>;
