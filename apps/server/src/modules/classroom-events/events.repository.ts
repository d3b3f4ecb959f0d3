import { and, asc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ActiveRelations } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { eventSessions, events, rooms } from '../../db/schema/index.js';

/**
 * Classroom events and sessions (03 §3), the module that owns `events` and `event_sessions`.
 * There are no endpoints yet: the events issue adds them and extends the tables. What is here is
 * what venues and rooms need (are they in use, by which events), and the inserts the seeds and
 * tests use to make events exist.
 */

export type EventRow = typeof events.$inferSelect;
export type EventSessionRow = typeof eventSessions.$inferSelect;
export type EventStatus = EventRow['status'];
export type SessionStatus = EventSessionRow['status'];

export async function insertEvent(
  db: Queryable,
  values: { customerId: string; workspaceId: string; name: string; status?: EventStatus; description?: string | null },
): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error('The event was not inserted');
  return row;
}

export async function insertEventSession(
  db: Queryable,
  values: {
    customerId: string;
    eventId: string;
    venueId?: string | null;
    roomId?: string | null;
    status?: SessionStatus;
    fromDate: Date;
    toDate: Date;
  },
): Promise<EventSessionRow> {
  const [row] = await db.insert(eventSessions).values(values).returning();
  if (!row) throw new Error('The session was not inserted');
  return row;
}

/** Where a place is: a venue (its own sessions and those in any of its rooms) or one room. */
export type Place = { venueId: string } | { roomId: string };

function atPlace(place: Place): SQL {
  if ('roomId' in place) return eq(eventSessions.roomId, place.roomId);
  const roomsOfVenue = sql`(select ${rooms.id} from ${rooms} where ${rooms.venueId} = ${place.venueId})`;
  return or(eq(eventSessions.venueId, place.venueId), sql`${eventSessions.roomId} in ${roomsOfVenue}`) as SQL;
}

/** Sessions that still take place: not ended and not cancelled. */
const NOT_OVER: SessionStatus[] = ['ended', 'cancelled'];
/** "Active sessions": upcoming or running. */
const RUNNING: SessionStatus[] = ['upcoming', 'in_progress'];

/**
 * The place's active relations (03 §3 activeRelations {event, session}), for a place the caller
 * has already reached through its own scoped repository:
 * - event: events not archived with a session here that has not ended or been cancelled;
 * - session: upcoming or running sessions here of active events.
 */
export async function activeRelationsOf(db: Queryable, place: Place): Promise<ActiveRelations> {
  const where = atPlace(place);
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
 * Every event with a session at the place, whatever its state: what stops a removal (03 §6
 * item_in_use lists them; the sessions keep their venue and room for their history).
 */
export async function eventsUsing(db: Queryable, place: Place): Promise<{ id: string; name: string }[]> {
  return db
    .selectDistinct({ id: events.id, name: events.name })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(atPlace(place))
    .orderBy(asc(events.name), asc(events.id));
}
