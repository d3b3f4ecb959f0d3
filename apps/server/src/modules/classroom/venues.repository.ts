import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { VenueStatus } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { files, rooms, venues, workspaces } from '../../db/schema/index.js';
import type { Scope } from '../../lib/scope.js';
import { venueReach } from './places-scope.js';

/** All SQL about venues (owned by modules/classroom). Every read for a request takes its scope. */

export type VenueRow = typeof venues.$inferSelect;
export type VenueInsert = typeof venues.$inferInsert;

/** `%` and `_` typed in a search are looked for as they are. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface VenueListQuery {
  page: number;
  pageSize: number;
  search?: string | undefined;
  'filters[status]': VenueStatus[];
}

/** A page of the venues the caller reaches, in name order, with how many rooms each has. */
export async function listVenues(db: Queryable, scope: Scope, query: VenueListQuery) {
  const reach = venueReach(scope);
  const { page, pageSize } = query;
  if (!reach) return { rows: [], total: 0 };
  const conditions: SQL[] = [reach];
  if (query.search) conditions.push(ilike(venues.name, likePattern(query.search)));
  const statuses = query['filters[status]'];
  if (statuses.length > 0) conditions.push(inArray(venues.status, statuses));
  const where = and(...conditions);
  // Written out: inside a select Drizzle names columns without their table, which would be ambiguous here.
  const roomsCount = sql<number>`(select count(*)::int from "rooms" where "rooms"."venue_id" = "venues"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: venues.id,
        name: venues.name,
        status: venues.status,
        visibility: venues.visibility,
        city: venues.city,
        postcode: venues.postcode,
        formattedAddress: venues.formattedAddress,
        workspaceId: venues.workspaceId,
        roomsCount,
      })
      .from(venues)
      .where(where)
      .orderBy(asc(venues.name), asc(venues.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(venues).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One venue the caller reaches, or null (answered as 404). `lock` holds it for the transaction. */
export async function findVenue(db: Queryable, scope: Scope, id: string, lock = false): Promise<VenueRow | null> {
  const reach = venueReach(scope);
  if (!reach) return null;
  const query = db
    .select()
    .from(venues)
    .where(and(reach, eq(venues.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertVenue(db: Queryable, values: VenueInsert): Promise<VenueRow> {
  const [row] = await db.insert(venues).values(values).returning();
  if (!row) throw new Error('The venue was not inserted');
  return row;
}

export async function updateVenue(db: Queryable, id: string, values: Partial<VenueInsert>): Promise<VenueRow> {
  const [row] = await db
    .update(venues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(venues.id, id))
    .returning();
  if (!row) throw new Error('The venue was not updated');
  return row;
}

export async function deleteVenue(db: Queryable, id: string): Promise<void> {
  await db.delete(venues).where(eq(venues.id, id));
}

/** The venue's rooms, in name order. */
export function roomsOfVenue(db: Queryable, venueId: string) {
  return db
    .select({
      id: rooms.id,
      name: rooms.name,
      capacity: rooms.capacity,
      cost: rooms.cost,
      costPeriod: rooms.costPeriod,
      status: rooms.status,
      location: rooms.location,
    })
    .from(rooms)
    .where(eq(rooms.venueId, venueId))
    .orderBy(asc(rooms.name), asc(rooms.id));
}

/** The names of the workspaces a venue or room is shared with. */
export async function workspaceNames(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(inArray(workspaces.id, [...ids]))
    .orderBy(asc(workspaces.name));
}

/** Of the ids given, those that are workspaces of the customer. */
export async function customerWorkspaceIds(db: Queryable, customerId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.customerId, customerId), inArray(workspaces.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Of the ids given, those that are files of the customer's media library (read from file storage's table). */
export async function customerFileIds(db: Queryable, customerId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.customerId, customerId), inArray(files.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
