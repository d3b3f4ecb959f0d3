import type { AccessRule } from '../access.js';
import { ROUTE_RULES } from '../routes/route-rules.js';

/** Places' (venues and rooms) named endpoint rules, gathered into `RULES` by access.ts. */
export const PLACES_RULES = {
  /** Venues and rooms (03 §6): list and show; add, edit, archive, restore, remove; room show. */
  venues: ROUTE_RULES.venues,
  venueEdit: ROUTE_RULES.venueEdit,
  roomShow: ROUTE_RULES.roomShow,
} as const satisfies Record<string, AccessRule>;
