import type { AccessRule } from '../access.js';
import { roles, rule } from '../routes/grants.js';

/** Places' (venues and rooms) screens' access rules (01 §6, 03 §6). Gathered into ROUTE_RULES by routes/route-rules.ts. */
export const PLACES_ROUTE_RULES = {
  /**
   * "master_administrator with event_coordinator or infrastructure_manager"; the infrastructure
   * manager, who alone adds and edits venues (venueEdit), also lists and views them (docs/decisions/0013).
   */
  venues: rule(
    { customerRoles: ['master_administrator'], roles: ['event_coordinator', 'infrastructure_manager'] },
    roles('infrastructure_manager'),
  ),
  venueEdit: rule(roles('infrastructure_manager')),
  /** Room show: "as venues, plus event_coordinator". */
  roomShow: rule(
    { customerRoles: ['master_administrator'], roles: ['event_coordinator', 'infrastructure_manager'] },
    roles('infrastructure_manager'),
    roles('event_coordinator'),
  ),
} as const satisfies Record<string, AccessRule>;
