import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ENROLLED_STATES } from '@campus/contracts';
import type { Queryable } from '../../db/client.js';
import { reachesNone } from '../../db/scope-filters.js';
import {
  ACTIVE_BOOKING_STATES,
  enrolments,
  eventBookings,
  eventSessions,
  eventSubscriptions,
  events,
} from '../../db/schema/index.js';
import type { InWorkspaceScope, Scope } from '../../lib/scope.js';
import { eventReach } from './events.repository.js';

/**
 * Bookings and waiting-list places (event_bookings, event_subscriptions) as the booking engine
 * and the event operations read and write them (03 §4, §7–§8; decision 0028). The caller holds
 * the session's lock where a seat is at stake. Each takes the workspace's scope (a request's, or
 * a job's) and filters on its workspace; the `…InReach` reads take the request's Scope.
 */

/** Bookings that hold a seat: booked, requested, invited. */
export { ACTIVE_BOOKING_STATES };

export type BookingRow = typeof eventBookings.$inferSelect;
export type SubscriptionRow = typeof eventSubscriptions.$inferSelect;
type BookingChanges = Partial<typeof eventBookings.$inferInsert>;

/**
 * What the booking checks read under the session's lock, in one round trip: the rooms'
 * capacities, the seats held (booked, requested or invited) and, for a learner, whether they
 * already hold a live booking of the event.
 */
export async function seatRow(
  db: Queryable,
  scope: InWorkspaceScope,
  sessionId: string,
  learner?: { eventId: string; learnerId: string },
) {
  const live = [...ACTIVE_BOOKING_STATES];
  // Written out: inside a select list Drizzle names columns without their table, which the
  // subqueries' joins would make ambiguous.
  const statuses = sql.join(
    live.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      capacities: sql<
        number[] | null
      >`(select array_agg(r.capacity) from event_session_items i join rooms r on r.id = i.room_id where i.session_id = ${sessionId})`,
      held: sql<number>`(select count(*)::int from event_bookings b where b.session_id = ${sessionId} and b.status in (${statuses}))`,
      alreadyBooked: learner
        ? sql<boolean>`exists (select 1 from event_bookings b where b.event_id = ${learner.eventId} and b.learner_id = ${learner.learnerId} and b.status in (${statuses}))`
        : sql<boolean>`false`,
    })
    .from(eventSessions)
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.customerId, scope.customerId)));
  return row;
}

/** Whether the profile is enrolled (or learning, or done) on one of the catalogue items of the workspace. */
export async function enrolledOnAny(
  db: Queryable,
  scope: InWorkspaceScope,
  profileId: string,
  catalogItemIds: readonly string[],
) {
  const [enrolled] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.workspaceId, scope.workspaceId),
        eq(enrolments.learnerProfileId, profileId),
        inArray(enrolments.catalogItemId, [...catalogItemIds]),
        inArray(enrolments.state, [...ENROLLED_STATES, 'not_started', 'in_progress', 'completed']),
      ),
    )
    .limit(1);
  return enrolled !== undefined;
}

/**
 * A new booking in the workspace, or undefined when the database refuses it (one live booking per
 * learner and event).
 */
export async function insertBooking(
  tx: Queryable,
  scope: InWorkspaceScope,
  values: Omit<typeof eventBookings.$inferInsert, 'customerId' | 'workspaceId'>,
) {
  const [row] = await tx
    .insert(eventBookings)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A booking of the workspace. */
export async function bookingRow(db: Queryable, scope: InWorkspaceScope, id: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.id, id), eq(eventBookings.workspaceId, scope.workspaceId)));
  return row;
}

/** A booking of the workspace changed; the row as stored. */
export async function updateBooking(
  tx: Queryable,
  scope: InWorkspaceScope,
  id: string,
  changes: BookingChanges,
): Promise<BookingRow> {
  const [row] = await tx
    .update(eventBookings)
    .set(changes)
    .where(and(eq(eventBookings.id, id), eq(eventBookings.workspaceId, scope.workspaceId)))
    .returning();
  return row!;
}

/** Whether the learner holds a live booking (booked, requested, invited) of the event. */
export async function holdsLiveBooking(
  db: Queryable,
  scope: InWorkspaceScope,
  eventId: string,
  learnerId: string,
): Promise<boolean> {
  const [live] = await db
    .select({ id: eventBookings.id })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.eventId, eventId),
        eq(eventBookings.learnerId, learnerId),
        inArray(eventBookings.status, [...ACTIVE_BOOKING_STATES]),
      ),
    );
  return live !== undefined;
}

/** A booking the caller's scope reaches, with its session and event. */
export async function bookingInReach(db: Queryable, scope: Scope, id: string) {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return undefined;
  const [row] = await db
    .select({ booking: eventBookings, session: eventSessions, event: events })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .innerJoin(eventSessions, eq(eventSessions.id, eventBookings.sessionId))
    .where(and(reach, eq(eventBookings.id, id)));
  return row;
}

/** A learner's bookings the caller reaches (of one event when given), newest first, with session and event name. */
export async function learnerBookingsInReach(db: Queryable, scope: Scope, learnerId: string, eventId?: string) {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return null;
  return db
    .select({ booking: eventBookings, session: eventSessions, eventName: events.name })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .innerJoin(eventSessions, eq(eventSessions.id, eventBookings.sessionId))
    .where(and(reach, eq(eventBookings.learnerId, learnerId), eventId ? eq(eventBookings.eventId, eventId) : undefined))
    .orderBy(sql`${eventBookings.createdAt} desc`, asc(eventBookings.id));
}

/** The session's live bookings in the order they were made. */
export function liveBookingsOfSession(db: Queryable, scope: InWorkspaceScope, sessionId: string) {
  return db
    .select()
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.sessionId, sessionId),
        inArray(eventBookings.status, [...ACTIVE_BOOKING_STATES]),
      ),
    )
    .orderBy(asc(eventBookings.createdAt), asc(eventBookings.id));
}

/** A session cancelled with its live bookings (cancelled too) and its waiting list (left). */
export async function cancelSessionRows(
  tx: Queryable,
  scope: InWorkspaceScope,
  sessionId: string,
  cancelledBy: string | null,
): Promise<void> {
  await tx
    .update(eventBookings)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy, cancellationReason: 'session_cancelled' })
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.sessionId, sessionId),
        inArray(eventBookings.status, [...ACTIVE_BOOKING_STATES]),
      ),
    );
  await tx
    .update(eventSubscriptions)
    .set({ status: 'left' })
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.sessionId, sessionId),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
  await tx
    .update(eventSessions)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.customerId, scope.customerId)));
}

/** Bookings per session and status, and waiting places per session, for the sessions. */
export async function sessionCounts(db: Queryable, scope: InWorkspaceScope, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return { bookings: [], waiting: [] };
  const [bookings, waiting] = await Promise.all([
    db
      .select({ sessionId: eventBookings.sessionId, status: eventBookings.status, n: count() })
      .from(eventBookings)
      .where(and(eq(eventBookings.workspaceId, scope.workspaceId), inArray(eventBookings.sessionId, [...sessionIds])))
      .groupBy(eventBookings.sessionId, eventBookings.status),
    db
      .select({ sessionId: eventSubscriptions.sessionId, n: count() })
      .from(eventSubscriptions)
      .where(
        and(
          eq(eventSubscriptions.workspaceId, scope.workspaceId),
          inArray(eventSubscriptions.sessionId, [...sessionIds]),
          eq(eventSubscriptions.status, 'waiting'),
        ),
      )
      .groupBy(eventSubscriptions.sessionId),
  ]);
  return { bookings, waiting };
}

// --- Waiting lists

/** A new waiting place in the workspace, or undefined when the learner already waits on that list. */
export async function insertWaitingPlace(
  tx: Queryable,
  scope: InWorkspaceScope,
  values: Omit<typeof eventSubscriptions.$inferInsert, 'customerId' | 'workspaceId'>,
) {
  const [row] = await tx
    .insert(eventSubscriptions)
    .values({ ...values, customerId: scope.customerId, workspaceId: scope.workspaceId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The learner's place still waiting on the session's list (the event's own list when `sessionId` is null). */
export async function waitingPlaceOf(
  db: Queryable,
  scope: InWorkspaceScope,
  eventId: string,
  sessionId: string | null,
  learnerId: string,
) {
  const [row] = await db
    .select()
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, eventId),
        sessionId ? eq(eventSubscriptions.sessionId, sessionId) : isNull(eventSubscriptions.sessionId),
        eq(eventSubscriptions.learnerId, learnerId),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
  return row;
}

/** A waiting place of the workspace. */
export async function subscriptionRow(
  db: Queryable,
  scope: InWorkspaceScope,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSubscriptions)
    .where(and(eq(eventSubscriptions.id, id), eq(eventSubscriptions.workspaceId, scope.workspaceId)));
  return row;
}

/** The learner's waiting places on this event, closed as `status` with the booking they got. */
export async function closeWaitingPlaces(
  tx: Queryable,
  scope: InWorkspaceScope,
  eventId: string,
  learnerId: string,
  status: 'promoted' | 'left',
  bookingId: string,
): Promise<void> {
  await tx
    .update(eventSubscriptions)
    .set({ status, bookingId })
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, eventId),
        eq(eventSubscriptions.learnerId, learnerId),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
}

/**
 * The first in line for the session: its own list and the event's, in the order people joined,
 * locked; an entry another session's promotion holds is skipped rather than waited for.
 */
export async function nextInLine(tx: Queryable, scope: InWorkspaceScope, eventId: string, sessionId: string) {
  const [next] = await tx
    .select()
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, eventId),
        eq(eventSubscriptions.status, 'waiting'),
        or(eq(eventSubscriptions.sessionId, sessionId), isNull(eventSubscriptions.sessionId)),
      ),
    )
    .orderBy(asc(eventSubscriptions.seq))
    .limit(1)
    .for('update', { skipLocked: true });
  return next;
}

/** Waiting places of the workspace marked left. */
export async function leaveWaitingPlaces(
  tx: Queryable,
  scope: InWorkspaceScope,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(eventSubscriptions)
    .set({ status: 'left' })
    .where(and(inArray(eventSubscriptions.id, [...ids]), eq(eventSubscriptions.workspaceId, scope.workspaceId)));
}

/** Waiting places the caller's scope reaches, among `ids`; `lock` locks them for the caller's transaction. */
export async function subscriptionsInReach(db: Queryable, scope: Scope, ids: readonly string[], lock = false) {
  const reach = eventReach(scope);
  if (reachesNone(reach)) return null;
  const query = db
    .select({ subscription: eventSubscriptions })
    .from(eventSubscriptions)
    .innerJoin(events, eq(events.id, eventSubscriptions.eventId))
    .where(and(reach, inArray(eventSubscriptions.id, [...ids])))
    .$dynamic();
  return lock ? query.for('update', { of: eventSubscriptions }) : query;
}

/** The learner's waiting place on the session's list (by session only), if still waiting. */
export async function waitingOnSession(db: Queryable, scope: InWorkspaceScope, sessionId: string, learnerId: string) {
  const [entry] = await db
    .select({ id: eventSubscriptions.id })
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.sessionId, sessionId),
        eq(eventSubscriptions.learnerId, learnerId),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
  return entry;
}

/** The learner's bookings (any status) on the sessions. */
export async function learnerBookingsOn(
  db: Queryable,
  scope: InWorkspaceScope,
  sessionIds: readonly string[],
  learnerId: string,
) {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        inArray(eventBookings.sessionId, [...sessionIds]),
        eq(eventBookings.learnerId, learnerId),
      ),
    );
}

/** The learner's places still waiting on the event's lists (its own and its sessions'). */
export function learnerWaitingPlaces(db: Queryable, scope: InWorkspaceScope, eventId: string, learnerId: string) {
  return db
    .select()
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, eventId),
        eq(eventSubscriptions.learnerId, learnerId),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
}
