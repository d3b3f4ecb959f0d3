import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { reachesNone } from '../../db/scope-filters.js';
import { eventBookings, eventSessions, eventSubscriptions, events } from '../../db/schema/index.js';
import type { InWorkspaceScope, Scope } from '../../lib/scope.js';
import { eventReach, type EventRow, type EventSessionRow } from './events.repository.js';

/**
 * The dashboards' reads (03 §7 learner-session-states, trainer-session-states): every one within
 * the caller's customer and workspace (`eventReach`).
 */

export type SessionWithEvent = { session: EventSessionRow; event: EventRow };
type BookingRow = typeof eventBookings.$inferSelect;
type SubscriptionRow = typeof eventSubscriptions.$inferSelect;

async function sessionsWhere(db: Queryable, scope: Scope, where: SQL): Promise<SessionWithEvent[]> {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return [];
  return db
    .select({ session: eventSessions, event: events })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(and(reach, where));
}

/** Sessions the learner has a booking on (any status) or a place on the session's waiting list. */
export function learnerSessions(db: Queryable, scope: Scope, learnerId: string) {
  const booked = sql`exists (select 1 from ${eventBookings} where ${eventBookings.sessionId} = ${eventSessions.id} and ${eventBookings.learnerId} = ${learnerId})`;
  const waiting = sql`exists (select 1 from ${eventSubscriptions} where ${eventSubscriptions.sessionId} = ${eventSessions.id} and ${eventSubscriptions.learnerId} = ${learnerId} and ${eventSubscriptions.status} = 'waiting')`;
  return sessionsWhere(db, scope, or(booked, waiting) as SQL);
}

/** The event's sessions that are not drafts (the event as offered to a learner). */
export function offeredSessions(db: Queryable, scope: Scope, eventId: string) {
  return sessionsWhere(db, scope, and(eq(eventSessions.eventId, eventId), ne(eventSessions.status, 'draft')) as SQL);
}

/** The sessions a trainer runs (on any of their dates), drafts left out. */
export function trainerSessions(db: Queryable, scope: Scope, trainerId: string) {
  return sessionsWhere(
    db,
    scope,
    and(sql`${eventSessions.trainerIds} @> array[${trainerId}]::uuid[]`, ne(eventSessions.status, 'draft')) as SQL,
  );
}

/** The learner's bookings on the sessions, newest first. */
export async function bookingsOf(
  db: Queryable,
  scope: InWorkspaceScope,
  learnerId: string,
  sessionIds: readonly string[],
): Promise<BookingRow[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.learnerId, learnerId),
        inArray(eventBookings.sessionId, [...sessionIds]),
      ),
    );
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The learner's waiting places on the events' lists (session lists and event lists). */
export async function waitingOf(
  db: Queryable,
  scope: InWorkspaceScope,
  learnerId: string,
  eventIds: readonly string[],
): Promise<SubscriptionRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.learnerId, learnerId),
        inArray(eventSubscriptions.eventId, [...eventIds]),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
}

/** How many wait on each session's own list. */
export async function waitingCounts(
  db: Queryable,
  scope: InWorkspaceScope,
  sessionIds: readonly string[],
): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: eventSubscriptions.sessionId, n: count() })
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        inArray(eventSubscriptions.sessionId, [...sessionIds]),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    )
    .groupBy(eventSubscriptions.sessionId);
  return new Map(rows.map((row) => [row.sessionId!, Number(row.n)]));
}
