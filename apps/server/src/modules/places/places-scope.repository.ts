import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { rooms, venues } from '../../db/schema/index.js';
import type { Scope } from '../../lib/scope.js';
import { reachesNobody, reachesNone, type Reach } from '../../db/scope-filters.js';

/**
 * Which venues a caller reaches (docs/venues.md): those of their customer that belong to the
 * workspace their token names or are shared with it. From the token only; a caller without a
 * workspace reaches none. Written once for the venue and room repositories.
 */
export function venueReach(scope: Pick<Scope, 'customerId' | 'workspaceId'>): Reach {
  if (!scope.customerId || !scope.workspaceId) return reachesNobody();
  return and(
    eq(venues.customerId, scope.customerId),
    or(
      eq(venues.workspaceId, scope.workspaceId),
      sql`${venues.sharingWorkspaceIds} @> ARRAY[${scope.workspaceId}]::uuid[]`,
    ),
  ) as SQL;
}

/** A room is reached with its venue, or where the room itself is shared with the caller's workspace. */
export function roomReach(scope: Pick<Scope, 'customerId' | 'workspaceId'>): Reach {
  const venue = venueReach(scope);
  if (reachesNone(venue) || !scope.customerId || !scope.workspaceId) return reachesNobody();
  return and(
    eq(rooms.customerId, scope.customerId),
    or(venue, sql`${rooms.sharingWorkspaceIds} @> ARRAY[${scope.workspaceId}]::uuid[]`),
  ) as SQL;
}
