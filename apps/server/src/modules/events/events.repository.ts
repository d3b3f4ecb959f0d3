import { and, asc, count, eq, gt, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ActiveRelations } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { reachesNobody, reachesNone, type Reach } from '../../db/scope-filters.js';
import {
  ACTIVE_BOOKING_STATES,
  catalogItems,
  eventBookings,
  eventSessionItems,
  eventSessions,
  eventSubscriptions,
  events,
  files,
  customerUserRoles,
  rooms,
  userProfiles,
  users,
  venues,
} from '../../db/schema/index.js';
import type { CustomerScope, InWorkspaceScope, Scope, SystemScope, WorkspaceScope } from '../../lib/scope.js';

/**
 * Classroom events and sessions (03 §3), the module that owns `events`, `event_sessions`,
 * `event_session_items`, `event_bookings` and `event_subscriptions`. Reads reach only the
 * caller's customer and workspace (`eventReach`); venues and rooms ask here whether they are in
 * use (`activeRelationsOf`, `eventsUsing`). Functions for rows already reached take the
 * workspace's scope (a request's, or a job's: `InWorkspaceScope`) and filter on it: on the
 * workspace where the table names it (events, bookings, waiting places), on the customer where it
 * names only that (sessions and their dated items).
 */

export type EventRow = typeof events.$inferSelect;
export type EventSessionRow = typeof eventSessions.$inferSelect;
export type EventStatus = EventRow['status'];
export type SessionStatus = EventSessionRow['status'];

/** A new event of the caller's workspace. */
export async function insertEvent(
  db: Queryable,
  scope: WorkspaceScope,
  values: Omit<typeof events.$inferInsert, 'customerId' | 'workspaceId'>,
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId })
    .returning();
  if (!row) throw new Error('The event was not inserted');
  return row;
}

/** An event the caller reaches (`findEvent`) changed; the row as stored. */
export async function updateEvent(
  tx: Queryable,
  scope: Scope,
  id: string,
  changes: Partial<Omit<typeof events.$inferInsert, 'customerId' | 'workspaceId'>>,
) {
  const [row] = await tx
    .update(events)
    .set(changes)
    .where(and(eq(events.id, id), eventReach(scope)))
    .returning();
  if (!row) throw new Error('The event was not updated');
  return row;
}

/** Removes an event the caller reaches (`findEvent`). */
export async function deleteEvent(tx: Queryable, scope: Scope, id: string): Promise<void> {
  await tx.delete(events).where(and(eq(events.id, id), eventReach(scope)));
}

/** Whether anyone ever booked the event (any status). */
export async function hasBookings(db: Queryable, scope: InWorkspaceScope, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, eventId), eq(eventBookings.workspaceId, scope.workspaceId)));
  return Number(row?.n ?? 0) > 0;
}

/** The ids among `ids` of the caller's workspace's catalogue items. */
export async function workspaceCatalogItemIds(db: Queryable, scope: WorkspaceScope, ids: readonly string[]) {
  const rows = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.workspaceId, scope.workspaceId), inArray(catalogItems.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Where a place is: a venue (its own sessions and those in any of its rooms) or one room. */
export type Place = { venueId: string } | { roomId: string };

/** A session is at a place through its own venue/room or any of its items' (one date per room). */
function atPlace(place: Place): SQL {
  const itemsAt =
    'roomId' in place
      ? sql`${eventSessionItems.roomId} = ${place.roomId}`
      : sql`(${eventSessionItems.venueId} = ${place.venueId} or ${eventSessionItems.roomId} in (select ${rooms.id} from ${rooms} where ${rooms.venueId} = ${place.venueId}))`;
  const viaItems = sql`exists (select 1 from ${eventSessionItems} where ${eventSessionItems.sessionId} = ${eventSessions.id} and ${itemsAt})`;
  if ('roomId' in place) return or(eq(eventSessions.roomId, place.roomId), viaItems) as SQL;
  const roomsOfVenue = sql`(select ${rooms.id} from ${rooms} where ${rooms.venueId} = ${place.venueId})`;
  return or(eq(eventSessions.venueId, place.venueId), sql`${eventSessions.roomId} in ${roomsOfVenue}`, viaItems) as SQL;
}

/** Sessions that still take place: not ended and not cancelled. */
const NOT_OVER: SessionStatus[] = ['ended', 'cancelled'];
/** "Active sessions": upcoming or running. */
const RUNNING: SessionStatus[] = ['upcoming', 'in_progress'];

/**
 * The place's active relations (03 §3 activeRelations {event, session}), for a place of the
 * caller's customer it has already reached through its own scoped repository (its events may be
 * of any of the customer's workspaces the place is shared with):
 * - event: events not archived with a session here that has not ended or been cancelled;
 * - session: upcoming or running sessions here of active events.
 */
export async function activeRelationsOf(db: Queryable, scope: CustomerScope, place: Place): Promise<ActiveRelations> {
  const where = and(atPlace(place), eq(events.customerId, scope.customerId));
  const [eventRows, sessionRows] = await Promise.all([
    db
      .selectDistinct({ id: events.id, name: events.name })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(and(where, notInArray(eventSessions.status, NOT_OVER), inArray(events.status, ['draft', 'active'])))
      .orderBy(asc(events.name), asc(events.id)),
    db
      .select({ id: eventSessions.id, eventId: events.id, name: events.name, fromDate: eventSessions.fromDate })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(and(where, inArray(eventSessions.status, RUNNING), eq(events.status, 'active')))
      .orderBy(asc(eventSessions.fromDate), asc(eventSessions.id)),
  ]);
  return {
    event: eventRows,
    session: sessionRows.map((row) => ({ ...row, fromDate: row.fromDate.toISOString() })),
  };
}

/**
 * Every event with a session at the place of the caller's customer, whatever its state: what
 * stops a removal (03 §6 item_in_use lists them; the sessions keep their venue and room for their
 * history).
 */
export async function eventsUsing(
  db: Queryable,
  scope: CustomerScope,
  place: Place,
): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: events.id, name: events.name })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(atPlace(place), eq(events.customerId, scope.customerId)))
    .orderBy(asc(events.name), asc(events.id));
}

// --- Scoped reads for the events, sessions and bookings services

/** The events a caller reaches: their customer's, in the workspace their token names. */
export function eventReach(scope: Pick<Scope, 'customerId' | 'workspaceId'>): Reach {
  if (!scope.customerId || !scope.workspaceId) return reachesNobody();
  return and(eq(events.customerId, scope.customerId), eq(events.workspaceId, scope.workspaceId)) as SQL;
}

export async function findEvent(db: Queryable, scope: Scope, id: string, lock = false): Promise<EventRow | undefined> {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return undefined;
  const query = db
    .select()
    .from(events)
    .where(and(reach, eq(events.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findSession(
  db: Queryable,
  scope: Scope,
  id: string,
): Promise<{ session: EventSessionRow; event: EventRow } | undefined> {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return undefined;
  const [row] = await db
    .select({ session: eventSessions, event: events })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(reach, eq(eventSessions.id, id)));
  return row;
}

/**
 * The booking lock (decision 0028): the session row, held until the transaction ends. Every seat
 * check, booking insert, cancellation and promotion of the session runs under it.
 */
export async function lockSession(tx: Queryable, scope: InWorkspaceScope, id: string): Promise<EventSessionRow> {
  const [row] = await tx
    .select()
    .from(eventSessions)
    .where(and(eq(eventSessions.id, id), eq(eventSessions.customerId, scope.customerId)))
    .for('update');
  if (!row) throw new Error('The session vanished');
  return row;
}

export type ItemRow = typeof eventSessionItems.$inferSelect;

/** The dated items of the sessions, with their room and venue, in order. */
export async function itemsOf(db: Queryable, scope: InWorkspaceScope, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      item: eventSessionItems,
      venue: { id: venues.id, name: venues.name, address: venues.formattedAddress },
      room: { id: rooms.id, name: rooms.name, capacity: rooms.capacity },
    })
    .from(eventSessionItems)
    .leftJoin(rooms, eq(rooms.id, eventSessionItems.roomId))
    .leftJoin(venues, eq(venues.id, eventSessionItems.venueId))
    .where(
      and(inArray(eventSessionItems.sessionId, [...sessionIds]), eq(eventSessionItems.customerId, scope.customerId)),
    )
    .orderBy(asc(eventSessionItems.sessionId), asc(eventSessionItems.position));
}

/** Bookings that hold a seat (booked, or asked for: request, invite), per session. */
export async function liveBookingCounts(
  db: Queryable,
  scope: InWorkspaceScope,
  sessionIds: readonly string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: eventBookings.sessionId, n: count() })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        inArray(eventBookings.sessionId, [...sessionIds]),
        inArray(eventBookings.status, [...ACTIVE_BOOKING_STATES]),
      ),
    )
    .groupBy(eventBookings.sessionId);
  return new Map(rows.map((row) => [row.sessionId, Number(row.n)]));
}

/**
 * People's names by id.
 * @unscoped global Names are on people's accounts, in no tenant (the coordinators and trainers of
 * rows already reached).
 */
export async function peopleNamed(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; firstName: string; lastName: string }>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A waiting-list entry's place in its queue: 1 + those waiting ahead of it in the same list. */
export async function positionOf(
  db: Queryable,
  scope: InWorkspaceScope,
  entry: { eventId: string; sessionId: string | null; seq: number },
): Promise<number> {
  const list =
    entry.sessionId === null
      ? sql`${eventSubscriptions.sessionId} is null`
      : eq(eventSubscriptions.sessionId, entry.sessionId);
  const [row] = await db
    .select({ n: count() })
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, entry.eventId),
        list,
        eq(eventSubscriptions.status, 'waiting'),
        sql`${eventSubscriptions.seq} <= ${entry.seq}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The time-driven session moves (03 §4): upcoming → in_progress → ended, as of `now`. Run by the
 * `session-statuses` job every minute, a sweep over every tenant; reads compute the same from the
 * clock (`sessionStatusAt`), so nothing shown depends on the job having run.
 */
export async function advanceSessionStatuses(db: Queryable, _system: SystemScope, now: Date): Promise<number> {
  const ended = await db
    .update(eventSessions)
    .set({ status: 'ended' })
    .where(and(inArray(eventSessions.status, ['upcoming', 'in_progress']), sql`${eventSessions.toDate} <= ${now}`))
    .returning({ id: eventSessions.id });
  const started = await db
    .update(eventSessions)
    .set({ status: 'in_progress' })
    .where(
      and(
        eq(eventSessions.status, 'upcoming'),
        sql`${eventSessions.fromDate} <= ${now}`,
        sql`${eventSessions.toDate} > ${now}`,
      ),
    )
    .returning({ id: eventSessions.id });
  return ended.length + started.length;
}

/** Which of the ids are files of the caller's customer (an event's images). */
export async function customerFileIds(db: Queryable, scope: CustomerScope, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.customerId, scope.customerId), inArray(files.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Each event's next session: the earliest that is not draft or cancelled and has not ended by
 * `now` (its stored status may lag the clock: the times decide, as sessionStatusAt does).
 */
export async function nextSessionsOf(db: Queryable, scope: InWorkspaceScope, eventIds: readonly string[], now: Date) {
  if (eventIds.length === 0) return new Map<string, EventSessionRow>();
  const rows = await db
    .selectDistinctOn([eventSessions.eventId])
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.customerId, scope.customerId),
        inArray(eventSessions.eventId, [...eventIds]),
        notInArray(eventSessions.status, ['draft', 'cancelled']),
        gt(eventSessions.toDate, now),
      ),
    )
    .orderBy(eventSessions.eventId, asc(eventSessions.fromDate), asc(eventSessions.id));
  return new Map(rows.map((row) => [row.eventId, row]));
}

export interface CalendarFilters {
  venueIds: readonly string[];
  trainerIds: readonly string[];
  eventStatus: readonly EventStatus[];
}

/** The dated items of the caller's events' sessions that overlap [from, to), earliest first. */
export async function calendarItems(
  db: Queryable,
  scope: Scope,
  from: Date,
  to: Date,
  filters: CalendarFilters,
  activeOnly: boolean,
) {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return [];
  return db
    .select({
      item: eventSessionItems,
      session: eventSessions,
      eventName: events.name,
      venueName: venues.name,
      roomName: rooms.name,
    })
    .from(eventSessionItems)
    .innerJoin(eventSessions, eq(eventSessions.id, eventSessionItems.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .leftJoin(rooms, eq(rooms.id, eventSessionItems.roomId))
    .leftJoin(venues, eq(venues.id, eventSessionItems.venueId))
    .where(
      and(
        reach,
        lt(eventSessionItems.datetimeStart, to),
        gt(eventSessionItems.datetimeEnd, from),
        activeOnly ? and(eq(events.status, 'active'), notInArray(eventSessions.status, ['draft'])) : undefined,
        filters.eventStatus.length > 0 ? inArray(events.status, [...filters.eventStatus]) : undefined,
        filters.venueIds.length > 0 ? inArray(eventSessionItems.venueId, [...filters.venueIds]) : undefined,
        filters.trainerIds.length > 0
          ? sql`${eventSessionItems.trainerIds} && ARRAY[${sql.join(
              filters.trainerIds.map((id) => sql`${id}`),
              sql`, `,
            )}]::uuid[]`
          : undefined,
      ),
    )
    .orderBy(asc(eventSessionItems.datetimeStart), asc(eventSessionItems.id))
    .limit(2000);
}

/**
 * People with an active profile in the workspace who hold the role there: event coordinators by
 * their workspace roles, trainers by the customer role (03 §3 Trainer).
 */
export async function workspacePeopleWithRole(db: Queryable, scope: Scope, role: 'event_coordinator' | 'trainer') {
  if (!scope.customerId || !scope.workspaceId) return [];
  const holdsRole =
    role === 'trainer'
      ? sql`exists (select 1 from ${customerUserRoles} where ${customerUserRoles.userId} = ${users.id} and ${customerUserRoles.customerId} = ${scope.customerId} and ${customerUserRoles.role} = 'trainer')`
      : sql`${userProfiles.roles} @> ARRAY[${role}]::text[]`;
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, emailAddress: users.email })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(and(eq(userProfiles.workspaceId, scope.workspaceId), eq(userProfiles.status, 'active'), holdsRole))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(1000);
}
