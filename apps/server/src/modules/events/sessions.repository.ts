import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { inScopeCustomer, reachesNone } from '../../db/scope-filters.js';
import { eventSessionItems, eventSessions, events, rooms, userProfiles, users, venues } from '../../db/schema/index.js';
import type { CustomerScope, InWorkspaceScope, Scope, WorkspaceScope } from '../../lib/scope.js';
import { roomReach } from '../places/index.js';
import type { EventSessionRow } from './events.repository.js';

/**
 * Sessions and their dated items as the events use cases write them (03 §4–§5), and the checks
 * a session's rooms, trainers and times need: which rooms the caller reaches, what else holds a
 * room or a trainer at a time. Sessions and their items name their customer: the functions for
 * rows already reached take the workspace's scope and filter on its customer.
 */

type NewSession = Omit<typeof eventSessions.$inferInsert, 'customerId'>;
type NewItem = Omit<typeof eventSessionItems.$inferInsert, 'sessionId' | 'customerId'>;

/** An event's sessions; `offered` leaves out drafts; `ordered` by start. */
export function sessionsOfEvent(
  db: Queryable,
  scope: InWorkspaceScope,
  eventId: string,
  options: { offered?: boolean; ordered?: boolean } = {},
) {
  const query = db
    .select()
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.customerId, scope.customerId),
        eq(eventSessions.eventId, eventId),
        options.offered ? ne(eventSessions.status, 'draft') : undefined,
      ),
    )
    .$dynamic();
  return options.ordered ? query.orderBy(asc(eventSessions.fromDate), asc(eventSessions.id)) : query;
}

/** Whether the event has a session still to be held or running (by stored status). */
export async function hasPlacedSessions(db: Queryable, scope: InWorkspaceScope, eventId: string): Promise<boolean> {
  const placed = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.customerId, scope.customerId),
        eq(eventSessions.eventId, eventId),
        inArray(eventSessions.status, ['upcoming', 'in_progress']),
      ),
    );
  return placed.length > 0;
}

/** A session of the workspace's customer. */
export async function sessionById(
  db: Queryable,
  scope: InWorkspaceScope,
  id: string,
): Promise<EventSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.id, id), eq(eventSessions.customerId, scope.customerId)));
  return row;
}

/** A new session of an event of the caller's workspace. */
export async function insertSession(
  tx: Queryable,
  scope: WorkspaceScope,
  values: NewSession,
): Promise<EventSessionRow> {
  const [row] = await tx
    .insert(eventSessions)
    .values({ ...values, customerId: scope.customerId })
    .returning();
  return row!;
}

export async function updateSession(
  tx: Queryable,
  scope: WorkspaceScope,
  id: string,
  changes: Partial<NewSession>,
): Promise<void> {
  await tx
    .update(eventSessions)
    .set(changes)
    .where(and(eq(eventSessions.id, id), eq(eventSessions.customerId, scope.customerId)));
}

export async function deleteSession(tx: Queryable, scope: WorkspaceScope, id: string): Promise<void> {
  await tx.delete(eventSessions).where(and(eq(eventSessions.id, id), eq(eventSessions.customerId, scope.customerId)));
}

/** A session's dated items replaced by `rows`, in their order. */
export async function replaceItems(
  tx: Queryable,
  scope: WorkspaceScope,
  sessionId: string,
  rows: readonly NewItem[],
): Promise<void> {
  await tx
    .delete(eventSessionItems)
    .where(and(eq(eventSessionItems.sessionId, sessionId), eq(eventSessionItems.customerId, scope.customerId)));
  await tx.insert(eventSessionItems).values(rows.map((row) => ({ ...row, sessionId, customerId: scope.customerId })));
}

/** The rooms of `roomIds` the caller reaches, with their venue and its zone; `usable` leaves out archived ones. */
export async function reachedRooms(db: Queryable, scope: Scope, roomIds: readonly string[], usable = false) {
  const reach = roomReach(scope);
  if (roomIds.length === 0 || reachesNone(reach)) return [];
  return db
    .select({ id: rooms.id, name: rooms.name, venueId: rooms.venueId, timeZone: venues.timeZone })
    .from(rooms)
    .innerJoin(venues, eq(venues.id, rooms.venueId))
    .where(
      and(
        reach,
        inArray(rooms.id, [...roomIds]),
        usable ? ne(rooms.status, 'archived') : undefined,
        usable ? ne(venues.status, 'archived') : undefined,
      ),
    );
}

/** The zone of a venue's dates, if the venue exists among the customers the caller reaches. */
export async function venueTimeZone(db: Queryable, scope: Scope, venueId: string): Promise<string | undefined> {
  const [venue] = await db
    .select({ timeZone: venues.timeZone })
    .from(venues)
    .where(and(eq(venues.id, venueId), inScopeCustomer(scope, venues.customerId)));
  return venue?.timeZone;
}

/**
 * Whether another session that is not cancelled holds the room at some moment of [start, end):
 * any session of the customer's (a room is shared among its workspaces).
 */
export async function roomTaken(
  db: Queryable,
  scope: CustomerScope,
  roomId: string,
  start: Date,
  end: Date,
  ownSessionId: string | null,
): Promise<boolean> {
  const [clash] = await db
    .select({ id: eventSessionItems.id })
    .from(eventSessionItems)
    .innerJoin(eventSessions, eq(eventSessions.id, eventSessionItems.sessionId))
    .where(
      and(
        eq(eventSessionItems.customerId, scope.customerId),
        eq(eventSessionItems.roomId, roomId),
        sql`${eventSessionItems.datetimeStart} < ${end}`,
        sql`${eventSessionItems.datetimeEnd} > ${start}`,
        ne(eventSessions.status, 'cancelled'),
        ownSessionId ? ne(eventSessions.id, ownSessionId) : undefined,
      ),
    )
    .limit(1);
  return clash !== undefined;
}

/** The caller's customer's dated items overlapping [start, end) of sessions not cancelled (but `except`), by start. */
export function overlappingItems(db: Queryable, scope: CustomerScope, start: Date, end: Date, except?: string | null) {
  return db
    .select({
      roomId: eventSessionItems.roomId,
      trainerIds: eventSessionItems.trainerIds,
      sessionId: eventSessions.id,
      eventId: events.id,
      eventName: events.name,
      start: eventSessionItems.datetimeStart,
      end: eventSessionItems.datetimeEnd,
    })
    .from(eventSessionItems)
    .innerJoin(eventSessions, eq(eventSessions.id, eventSessionItems.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(
      and(
        eq(events.customerId, scope.customerId),
        sql`${eventSessionItems.datetimeStart} < ${end}`,
        sql`${eventSessionItems.datetimeEnd} > ${start}`,
        ne(eventSessions.status, 'cancelled'),
        except ? ne(eventSessions.id, except) : undefined,
      ),
    )
    .orderBy(asc(eventSessionItems.datetimeStart));
}

/** The trainers of the customer's items overlapping [start, end) of sessions not cancelled (but `except`). */
export async function busyTrainerIds(
  db: Queryable,
  scope: CustomerScope,
  start: Date,
  end: Date,
  except?: string | null,
): Promise<Set<string>> {
  const rows = await db
    .select({ trainerIds: eventSessionItems.trainerIds })
    .from(eventSessionItems)
    .innerJoin(eventSessions, eq(eventSessions.id, eventSessionItems.sessionId))
    .where(
      and(
        eq(eventSessionItems.customerId, scope.customerId),
        sql`${eventSessionItems.datetimeStart} < ${end}`,
        sql`${eventSessionItems.datetimeEnd} > ${start}`,
        ne(eventSessions.status, 'cancelled'),
        except ? ne(eventSessions.id, except) : undefined,
      ),
    );
  return new Set(rows.flatMap((row) => row.trainerIds));
}

/** People of `ids` with a profile in the caller's workspace, named. */
export function workspacePeopleNamed(db: Queryable, scope: WorkspaceScope, ids: readonly string[]) {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(and(eq(userProfiles.workspaceId, scope.workspaceId), inArray(userProfiles.userId, [...ids])));
}
