import type { AccessRule } from '../access.js';
import { SITE_ADMIN, SUPERADMIN, roles, rule } from '../routes/grants.js';

/** People's screens' access rules (03 §6): the users list, user administration and the admins list. Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const PEOPLE_ROUTE_RULES = {
  /** "superadmin, site admin, user_administrator (manager sees list per nav)". */
  usersList: rule(SUPERADMIN, SITE_ADMIN, roles('user_administrator', 'manager')),
  /** "user administration needs superadmin, site admin or user_administrator". */
  userAdministration: rule(SUPERADMIN, SITE_ADMIN, roles('user_administrator')),
  /** "admin list needs superadmin and owner or site admin": read as superadmin, or a site admin. */
  admins: rule(SUPERADMIN, SITE_ADMIN),
} as const satisfies Record<string, AccessRule>;
