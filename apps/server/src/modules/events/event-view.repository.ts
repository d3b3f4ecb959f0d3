import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { reachesNone } from '../../db/scope-filters.js';
import {
  ACTIVE_BOOKING_STATES,
  eventBookings,
  eventSessions,
  eventSubscriptions,
  events,
  users,
} from '../../db/schema/index.js';
import type { InWorkspaceScope, Scope } from '../../lib/scope.js';
import { eventReach } from './events.repository.js';

/**
 * The reads and the one write of the coordinator's event and session pages (docs/events.md "Event
 * and session pages"). The callers have already reached the session or event through the scoped
 * `findSession`/`findEvent`: these take its id and the workspace's scope, and filter on it.
 */

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, emailAddress: users.email };

/** Every booking of a session with its learner: live ones (booked, request, invite) first, then by date. */
export async function bookingsOfSession(db: Queryable, scope: InWorkspaceScope, sessionId: string) {
  return db
    .select({ booking: eventBookings, learner: person })
    .from(eventBookings)
    .innerJoin(users, eq(users.id, eventBookings.learnerId))
    .where(and(eq(eventBookings.workspaceId, scope.workspaceId), eq(eventBookings.sessionId, sessionId)))
    .orderBy(
      desc(
        sql`${eventBookings.status} in (${sql.join(
          ACTIVE_BOOKING_STATES.map((state) => sql`${state}`),
          sql`, `,
        )})`,
      ),
      asc(eventBookings.createdAt),
      asc(eventBookings.id),
    );
}

/**
 * Those waiting for a seat of the session: its own list, then the event's (any session), each in
 * queue order, with their position (1…N within the list, decision 0028).
 */
export async function waitingForSession(db: Queryable, scope: InWorkspaceScope, eventId: string, sessionId: string) {
  const rows = await db
    .select({ entry: eventSubscriptions, learner: person })
    .from(eventSubscriptions)
    .innerJoin(users, eq(users.id, eventSubscriptions.learnerId))
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, eventId),
        eq(eventSubscriptions.status, 'waiting'),
        sql`(${eventSubscriptions.sessionId} = ${sessionId} or ${eventSubscriptions.sessionId} is null)`,
      ),
    )
    .orderBy(sql`${eventSubscriptions.sessionId} is null`, asc(eventSubscriptions.seq));
  const positions = { session: 0, event: 0 };
  return rows.map(({ entry, learner }) => {
    const list = entry.sessionId === null ? ('event' as const) : ('session' as const);
    positions[list] += 1;
    return { entry, learner, list, position: positions[list] };
  });
}

/** Adds the catalogue item to each of the workspace's events' courses (once), returning the events changed. */
export async function addCourseToEvents(
  db: Queryable,
  scope: InWorkspaceScope,
  eventIds: readonly string[],
  catalogItemId: string,
) {
  if (eventIds.length === 0) return [];
  return db
    .update(events)
    .set({ courseIds: sql`array_append(${events.courseIds}, ${catalogItemId}::uuid)` })
    .where(
      and(
        eventReach(scope),
        inArray(events.id, [...eventIds]),
        sql`not (${events.courseIds} @> ARRAY[${catalogItemId}]::uuid[])`,
      ),
    )
    .returning({ id: events.id, name: events.name, status: events.status });
}

/** The trainers of any of the event's sessions (who may book people on those sessions). */
export async function trainersOfEvent(db: Queryable, scope: InWorkspaceScope, eventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ trainerIds: eventSessions.trainerIds })
    .from(eventSessions)
    .where(and(eq(eventSessions.eventId, eventId), eq(eventSessions.customerId, scope.customerId)));
  return new Set(rows.flatMap((row) => row.trainerIds));
}

/** The events among `ids` the caller reaches that a course may take (active or draft), locked. */
export async function lockEventsForCourse(tx: Queryable, scope: Scope, ids: readonly string[]) {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return [];
  return tx
    .select({ id: events.id })
    .from(events)
    .where(and(reach, inArray(events.id, [...ids]), inArray(events.status, ['active', 'draft'])))
    .for('update');
}
