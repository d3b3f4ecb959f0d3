import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { VenueStatus } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { reachesNone } from '../../db/scope-filters.js';
import { rooms, venues, workspaces } from '../../db/schema/index.js';
import type { CustomerScope, Scope, WorkspaceScope } from '../../lib/scope.js';
import { venueReach } from './places-scope.repository.js';

/** All SQL about venues (owned by modules/places). Every read for a request takes its scope. */

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

export interface VenueListRow {
  id: string;
  name: string;
  status: VenueRow['status'];
  visibility: VenueRow['visibility'];
  city: string | null;
  postcode: string | null;
  formattedAddress: string;
  workspaceId: string;
  roomsCount: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A page of the venues the caller reaches, in name order, with how many rooms each has. The
 * workspace's own venues and those shared with it are read as two branches, each in index order
 * (`venues_workspace_name_idx`, the sharing GIN index) and each stopping at the page's end, then
 * merged: an OR of the two would make the database read and sort every venue of the workspace for
 * each page (docs/performance.md).
 */
export async function listVenues(
  db: Queryable,
  scope: Scope,
  query: VenueListQuery,
): Promise<{ rows: VenueListRow[]; total: number }> {
  const { customerId, workspaceId } = scope;
  if (!customerId || !workspaceId) return { rows: [], total: 0 };
  const { page, pageSize } = query;
  const filters: SQL[] = [];
  if (query.search) filters.push(ilike(venues.name, likePattern(query.search)));
  const statuses = query['filters[status]'];
  if (statuses.length > 0) filters.push(inArray(venues.status, statuses));
  const own = and(eq(venues.customerId, customerId), eq(venues.workspaceId, workspaceId), ...filters) as SQL;
  const shared = and(
    eq(venues.customerId, customerId),
    sql`${venues.sharingWorkspaceIds} @> ARRAY[${workspaceId}]::uuid[]`,
    ne(venues.workspaceId, workspaceId),
    ...filters,
  ) as SQL;
  const end = page * pageSize;
  const columns = sql`"id", "name", "status", "visibility", "city", "postcode", "formatted_address", "workspace_id"`;
  // Written out: inside a select Drizzle names columns without their table, which would be ambiguous here.
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select v.*, (select count(*)::int from "rooms" where "rooms"."venue_id" = v."id") as "rooms_count"
      from (
        (select ${columns} from "venues" where ${own} order by "name", "id" limit ${end})
        union all
        (select ${columns} from "venues" where ${shared} order by "name", "id" limit ${end})
      ) v
      order by v."name", v."id"
      limit ${pageSize} offset ${end - pageSize}`),
    db.execute(sql`
      select (select count(*) from "venues" where ${own})::int
           + (select count(*) from "venues" where ${shared})::int as "total"`),
  ]);
  const rows = rowsOf<{
    id: string;
    name: string;
    status: VenueRow['status'];
    visibility: VenueRow['visibility'];
    city: string | null;
    postcode: string | null;
    formatted_address: string;
    workspace_id: string;
    rooms_count: number;
  }>(listed).map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    visibility: row.visibility,
    city: row.city,
    postcode: row.postcode,
    formattedAddress: row.formatted_address,
    workspaceId: row.workspace_id,
    roomsCount: Number(row.rooms_count),
  }));
  const [total] = rowsOf<{ total: number | string }>(counted);
  return { rows, total: Number(total?.total ?? 0) };
}

/** One venue the caller reaches, or null (answered as 404). `lock` holds it for the transaction. */
export async function findVenue(db: Queryable, scope: Scope, id: string, lock = false): Promise<VenueRow | null> {
  const reach = venueReach(scope);
  if (reachesNone(reach)) return null;
  const query = db
    .select()
    .from(venues)
    .where(and(reach, eq(venues.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A new venue of the caller's workspace (its customer and workspace are the scope's). */
export async function insertVenue(
  db: Queryable,
  scope: WorkspaceScope,
  values: Omit<VenueInsert, 'customerId' | 'workspaceId'>,
): Promise<VenueRow> {
  const [row] = await db
    .insert(venues)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId })
    .returning();
  if (!row) throw new Error('The venue was not inserted');
  return row;
}

/** Changes a venue of the caller's customer (one the caller reached and may change: `findVenue`, `mayChange`). */
export async function updateVenue(
  db: Queryable,
  scope: CustomerScope,
  id: string,
  values: Partial<Omit<VenueInsert, 'customerId'>>,
): Promise<VenueRow> {
  const [row] = await db
    .update(venues)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(venues.id, id), eq(venues.customerId, scope.customerId)))
    .returning();
  if (!row) throw new Error('The venue was not updated');
  return row;
}

/** Removes a venue of the caller's customer (one the caller reached and may change). */
export async function deleteVenue(db: Queryable, scope: CustomerScope, id: string): Promise<void> {
  await db.delete(venues).where(and(eq(venues.id, id), eq(venues.customerId, scope.customerId)));
}

/** The rooms of a venue the caller has reached (`findVenue`), in name order: its customer's. */
export function roomsOfVenue(db: Queryable, scope: CustomerScope, venueId: string) {
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
    .where(and(eq(rooms.venueId, venueId), eq(rooms.customerId, scope.customerId)))
    .orderBy(asc(rooms.name), asc(rooms.id));
}

/** The names of the workspaces a venue or room of the caller's customer is shared with (its own). */
export async function workspaceNames(db: Queryable, scope: CustomerScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(and(eq(workspaces.customerId, scope.customerId), inArray(workspaces.id, [...ids])))
    .orderBy(asc(workspaces.name));
}

/** Of the ids given, those that are workspaces of the caller's customer (a place's sharing list). */
export async function customerWorkspaceIds(db: Queryable, scope: CustomerScope, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.customerId, scope.customerId), inArray(workspaces.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
