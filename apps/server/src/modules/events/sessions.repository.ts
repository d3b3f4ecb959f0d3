import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { reachesNone } from '../../db/scope-filters.js';
import { eventSessionItems, eventSessions, events, rooms, userProfiles, users, venues } from '../../db/schema/index.js';
import type { CustomerScope, Scope, WorkspaceScope } from '../../lib/scope.js';
import { roomReach } from '../places/index.js';
import type { EventSessionRow } from './events.repository.js';

/**
 * Sessions and their dated items as the events use cases write them (03 §4–§5), and the checks
 * a session's rooms, trainers and times need: which rooms the caller reaches, what else holds a
 * room or a trainer at a time.
 */

type NewSession = typeof eventSessions.$inferInsert;
type NewItem = Omit<typeof eventSessionItems.$inferInsert, 'sessionId'>;

/** An event's sessions; `offered` leaves out drafts; `ordered` by start. */
export function sessionsOfEvent(
  db: Queryable,
  eventId: string,
  options: { offered?: boolean; ordered?: boolean } = {},
) {
  const query = db
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.eventId, eventId), options.offered ? ne(eventSessions.status, 'draft') : undefined))
    .$dynamic();
  return options.ordered ? query.orderBy(asc(eventSessions.fromDate), asc(eventSessions.id)) : query;
}

/** Whether the event has a session still to be held or running (by stored status). */
export async function hasPlacedSessions(db: Queryable, eventId: string): Promise<boolean> {
  const placed = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .where(and(eq(eventSessions.eventId, eventId), inArray(eventSessions.status, ['upcoming', 'in_progress'])));
  return placed.length > 0;
}

export async function sessionById(db: Queryable, id: string): Promise<EventSessionRow | undefined> {
  const [row] = await db.select().from(eventSessions).where(eq(eventSessions.id, id));
  return row;
}

export async function insertSession(tx: Queryable, values: NewSession): Promise<EventSessionRow> {
  const [row] = await tx.insert(eventSessions).values(values).returning();
  return row!;
}

export async function updateSession(tx: Queryable, id: string, changes: Partial<NewSession>): Promise<void> {
  await tx.update(eventSessions).set(changes).where(eq(eventSessions.id, id));
}

export async function deleteSession(tx: Queryable, id: string): Promise<void> {
  await tx.delete(eventSessions).where(eq(eventSessions.id, id));
}

/** A session's dated items replaced by `rows`, in their order. */
export async function replaceItems(tx: Queryable, sessionId: string, rows: readonly NewItem[]): Promise<void> {
  await tx.delete(eventSessionItems).where(eq(eventSessionItems.sessionId, sessionId));
  await tx.insert(eventSessionItems).values(rows.map((row) => ({ ...row, sessionId })));
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

/** The zone of a venue's dates, if the venue exists. */
export async function venueTimeZone(db: Queryable, venueId: string): Promise<string | undefined> {
  const [venue] = await db.select({ timeZone: venues.timeZone }).from(venues).where(eq(venues.id, venueId));
  return venue?.timeZone;
}

/** Whether another session that is not cancelled holds the room at some moment of [start, end). */
export async function roomTaken(
  db: Queryable,
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
