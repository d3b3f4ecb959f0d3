import type { ActiveRelations } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import type { CustomerScope } from '../../lib/scope.js';

/** A venue or a room. */
export type Place = { venueId: string } | { roomId: string };

/**
 * What venues and rooms ask about their use: the events and running sessions that hold them
 * (what may not be archived) and every event with a session there (what stops a removal). The
 * module that books places answers it (events) and `modules/index.ts` hands it to this
 * module, so classroom never imports the module that depends on it. Asked for a place of the
 * caller's customer, which the caller has reached.
 */
export interface PlaceUsage {
  activeRelationsOf(db: Queryable, scope: CustomerScope, place: Place): Promise<ActiveRelations>;
  eventsUsing(db: Queryable, scope: CustomerScope, place: Place): Promise<{ id: string; name: string }[]>;
}
