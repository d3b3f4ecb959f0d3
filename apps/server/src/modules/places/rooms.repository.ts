import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { RoomStatus } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { reachesNone } from '../../db/scope-filters.js';
import { pageWithTotal } from '../../db/paging.js';
import { rooms, venues } from '../../db/schema/index.js';
import type { CustomerScope, Scope } from '../../lib/scope.js';
import { roomReach } from './places-scope.repository.js';
import { likePattern } from './venues.repository.js';

/** All SQL about rooms (owned by modules/places). Every read for a request takes its scope. */

export type RoomRow = typeof rooms.$inferSelect;
export type RoomInsert = typeof rooms.$inferInsert;

export interface RoomListQuery {
  page: number;
  pageSize: number;
  search?: string | undefined;
  'filters[venueIds]': string[];
  'filters[status]': RoomStatus[];
}

export async function listRooms(db: Queryable, scope: Scope, query: RoomListQuery) {
  const reach = roomReach(scope);
  const { page, pageSize } = query;
  if (reachesNone(reach)) return { rows: [], total: 0 };
  const conditions: SQL[] = [reach];
  if (query.search) conditions.push(ilike(rooms.name, likePattern(query.search)));
  if (query['filters[venueIds]'].length > 0) conditions.push(inArray(rooms.venueId, query['filters[venueIds]']));
  if (query['filters[status]'].length > 0) conditions.push(inArray(rooms.status, query['filters[status]']));
  const where = and(...conditions);
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: rooms.id,
        name: rooms.name,
        capacity: rooms.capacity,
        cost: rooms.cost,
        costPeriod: rooms.costPeriod,
        status: rooms.status,
        location: rooms.location,
        venue: { id: venues.id, name: venues.name, timeZone: venues.timeZone },
      })
      .from(rooms)
      .innerJoin(venues, eq(venues.id, rooms.venueId))
      .where(where)
      .orderBy(asc(venues.name), asc(rooms.name), asc(rooms.id)),
    db.select({ total: count() }).from(rooms).innerJoin(venues, eq(venues.id, rooms.venueId)).where(where),
    { page, pageSize },
  );
  return { rows, total };
}

/** One room the caller reaches with its venue, or null (answered as 404). */
export async function findRoom(db: Queryable, scope: Scope, id: string, lock = false) {
  const reach = roomReach(scope);
  if (reachesNone(reach)) return null;
  const query = db
    .select({ room: rooms, venue: venues })
    .from(rooms)
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(and(reach, eq(rooms.id, id)));
  const [row] = lock ? await query.for('update', { of: rooms }) : await query;
  return row ?? null;
}

/** A new room of the caller's customer, in a venue the caller reached and may change. */
export async function insertRoom(
  db: Queryable,
  scope: CustomerScope,
  values: Omit<RoomInsert, 'customerId'>,
): Promise<RoomRow> {
  const [row] = await db
    .insert(rooms)
    .values({ ...values, customerId: scope.customerId })
    .returning();
  if (!row) throw new Error('The room was not inserted');
  return row;
}

/** Changes a room of the caller's customer (one the caller reached and may change: `findRoom`, `mayChange`). */
export async function updateRoom(
  db: Queryable,
  scope: CustomerScope,
  id: string,
  values: Partial<Omit<RoomInsert, 'customerId'>>,
): Promise<RoomRow> {
  const [row] = await db
    .update(rooms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(rooms.id, id), eq(rooms.customerId, scope.customerId)))
    .returning();
  if (!row) throw new Error('The room was not updated');
  return row;
}

/** Removes a room of the caller's customer (one the caller reached and may change). */
export async function deleteRoom(db: Queryable, scope: CustomerScope, id: string): Promise<void> {
  await db.delete(rooms).where(and(eq(rooms.id, id), eq(rooms.customerId, scope.customerId)));
}
