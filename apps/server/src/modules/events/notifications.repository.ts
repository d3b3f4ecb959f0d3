import { and, asc, count, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { InWorkspaceScope, SystemScope, WorkspaceScope } from '../../lib/scope.js';
import {
  calendarFeeds,
  eventBookings,
  eventReminders,
  eventSessions,
  eventSubscriptions,
  events,
  users,
} from '../../db/schema/index.js';
import { eventReach, itemsOf, positionOf, type EventRow, type EventSessionRow } from './events.repository.js';

/**
 * The reads and writes of the events' emails, calendar files, feeds and jobs (owned by
 * `modules/events`: `event_reminders`, `calendar_feeds`, and `event_sessions.sequence`). They run
 * for a request, or for the system (the booking-emails worker, the jobs, a feed's address): each
 * takes the workspace's scope, or for the jobs' sweeps the SystemScope.
 */

export type BookingRow = typeof eventBookings.$inferSelect;
export type Person = { id: string; email: string; firstName: string; lastName: string };

/** A session of the workspace with its event and its dates (rooms, venues), as a calendar file needs it. */
export async function sessionWithItems(db: Queryable, scope: InWorkspaceScope, sessionId: string) {
  const [[row], items] = await Promise.all([
    db
      .select({ session: eventSessions, event: events })
      .from(eventSessions)
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(and(eventReach(scope), eq(eventSessions.id, sessionId))),
    itemsOf(db, scope, [sessionId]),
  ]);
  if (!row) return null;
  return { ...row, items };
}

export type SessionWithItems = NonNullable<Awaited<ReturnType<typeof sessionWithItems>>>;

/** An event of the workspace. */
export async function eventById(db: Queryable, scope: InWorkspaceScope, id: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eventReach(scope), eq(events.id, id)));
  return row ?? null;
}

/** The learner's place on a waiting list (the session's, or the event's when no session), or null. */
export async function waitingPosition(
  db: Queryable,
  scope: InWorkspaceScope,
  eventId: string,
  sessionId: string | null,
  learnerId: string,
): Promise<number | null> {
  const [entry] = await db
    .select()
    .from(eventSubscriptions)
    .where(
      and(
        eq(eventSubscriptions.workspaceId, scope.workspaceId),
        eq(eventSubscriptions.eventId, eventId),
        sessionId ? eq(eventSubscriptions.sessionId, sessionId) : sql`${eventSubscriptions.sessionId} is null`,
        eq(eventSubscriptions.learnerId, learnerId),
        eq(eventSubscriptions.status, 'waiting'),
      ),
    );
  return entry ? positionOf(db, scope, entry) : null;
}

/** A booking of the workspace. */
export async function bookingById(db: Queryable, scope: InWorkspaceScope, id: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.id, id), eq(eventBookings.workspaceId, scope.workspaceId)));
  return row ?? null;
}

/**
 * People's names and addresses by id.
 * @unscoped global Names and addresses are on people's accounts, in no tenant (the learners and
 * coordinators of rows already reached).
 */
export async function peopleByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** How many bookings the learner had on this session before this one (the SEQUENCE offset). */
export async function earlierBookings(db: Queryable, scope: InWorkspaceScope, booking: BookingRow): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.sessionId, booking.sessionId),
        eq(eventBookings.learnerId, booking.learnerId),
        ne(eventBookings.id, booking.id),
        or(
          lt(eventBookings.createdAt, booking.createdAt),
          and(eq(eventBookings.createdAt, booking.createdAt), lt(eventBookings.id, booking.id)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The session's bookings in these states, oldest first. */
export async function bookingsOfSession(
  db: Queryable,
  scope: InWorkspaceScope,
  sessionId: string,
  states: BookingRow['status'][],
) {
  return db
    .select()
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.sessionId, sessionId),
        inArray(eventBookings.status, states),
      ),
    )
    .orderBy(asc(eventBookings.createdAt), asc(eventBookings.id));
}

/** Bumps the session's calendar SEQUENCE (dates or rooms changed, or it was cancelled). */
export async function bumpSequence(tx: Queryable, scope: InWorkspaceScope, sessionId: string): Promise<void> {
  await tx
    .update(eventSessions)
    .set({ sequence: sql`${eventSessions.sequence} + 1` })
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.customerId, scope.customerId)));
}

// --- Reminders

/** Booked people of sessions of active events that start after `now` and before `until`: a sweep over every tenant. */
export async function remindable(db: Queryable, _system: SystemScope, now: Date, until: Date, maxReminders: number) {
  // Only sessions inside their own event's reminder window (`maxReminders` intervals ahead), with
  // reminders on: the defaults (on, one day) apply where the event's settings leave them out.
  // Without this every booked seat of the next months was read, every run (100 000 rows in the bench).
  const settings = sql`${events.bookingSettings}`;
  const intervalSeconds = sql`coalesce((${settings}->'reminderInterval'->>'value')::numeric, 1)
    * (case ${settings}->'reminderInterval'->>'type' when 'hour' then 3600 else 86400 end)`;
  return db
    .select({ booking: eventBookings, session: eventSessions, event: events })
    .from(eventBookings)
    .innerJoin(eventSessions, eq(eventSessions.id, eventBookings.sessionId))
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .where(
      and(
        eq(eventBookings.status, 'booked'),
        eq(events.status, 'active'),
        inArray(eventSessions.status, ['upcoming']),
        gt(eventSessions.fromDate, now),
        lt(eventSessions.fromDate, until),
        sql`coalesce((${settings}->>'sendReminders')::boolean, true)`,
        sql`${eventSessions.fromDate} <= ${now}::timestamptz + make_interval(secs => ${maxReminders} * ${intervalSeconds})`,
      ),
    )
    .orderBy(asc(eventSessions.fromDate), asc(eventBookings.id));
}

/**
 * Claims one reminder of a booking of the workspace: true for the one caller that recorded it,
 * false if it was already sent (or the booking is not the workspace's).
 */
export async function claimReminder(
  db: Queryable,
  scope: InWorkspaceScope,
  bookingId: string,
  window: number,
): Promise<boolean> {
  // One statement: the row is written only for a booking the workspace holds.
  const rows = await db
    .insert(eventReminders)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          bookingId: eventBookings.id,
          window: sql<number>`${window}::int`.as('window'),
          sentAt: sql<Date>`now()`.as('sent_at'),
        })
        .from(eventBookings)
        .where(and(eq(eventBookings.id, bookingId), eq(eventBookings.workspaceId, scope.workspaceId))),
    )
    .onConflictDoNothing()
    .returning({ id: eventReminders.id });
  return rows.length > 0;
}

// --- Minimum numbers

/**
 * Upcoming sessions of active events starting after `now` and before `until` (auto-cancellation
 * candidates): a sweep over every tenant.
 */
export async function sessionsStartingBefore(
  db: Queryable,
  _system: SystemScope,
  now: Date,
  until: Date,
): Promise<{ session: EventSessionRow; event: EventRow }[]> {
  return db
    .select({ session: eventSessions, event: events })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(
      and(
        eq(eventSessions.status, 'upcoming'),
        eq(events.status, 'active'),
        gt(eventSessions.fromDate, now),
        lt(eventSessions.fromDate, until),
        // Only events that cancel short sessions (off by default): the job runs every minute.
        sql`coalesce((${events.cancellationSettings}->>'autoCancellationEnabled')::boolean, false)`,
      ),
    )
    .orderBy(asc(eventSessions.fromDate));
}

/** How many are booked on the session. */
export async function bookedCount(db: Queryable, scope: InWorkspaceScope, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.workspaceId, scope.workspaceId),
        eq(eventBookings.sessionId, sessionId),
        eq(eventBookings.status, 'booked'),
      ),
    );
  return Number(row?.n ?? 0);
}

// --- Calendar feeds

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** The caller's own feed in their workspace, or null. */
export async function feedOf(db: Queryable, scope: WorkspaceScope): Promise<CalendarFeedRow | null> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.workspaceId, scope.workspaceId), eq(calendarFeeds.userId, scope.userId)));
  return row ?? null;
}

/** Replaces the caller's own feed (a new id, so a new secret); the caller fills the hash. */
export async function replaceFeed(
  db: Queryable,
  scope: WorkspaceScope,
  hashOf: (id: string) => string,
): Promise<CalendarFeedRow> {
  const values = { customerId: scope.customerId, workspaceId: scope.workspaceId, userId: scope.userId };
  return db.transaction(async (tx) => {
    await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.workspaceId, values.workspaceId), eq(calendarFeeds.userId, values.userId)));
    const id = crypto.randomUUID();
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ ...values, id, secretHash: hashOf(id) })
      .returning();
    return row!;
  });
}

/** Deletes the caller's own feed; whether there was one. */
export async function deleteFeed(db: Queryable, scope: WorkspaceScope): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.workspaceId, scope.workspaceId), eq(calendarFeeds.userId, scope.userId)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/**
 * The feed whose secret this is.
 * @unscoped public The feed's address, where no scope exists: the secret is the key.
 */
export async function feedBySecretHash(db: Queryable, secretHash: string): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.secretHash, secretHash));
  if (row) await db.update(calendarFeeds).set({ lastReadAt: new Date() }).where(eq(calendarFeeds.id, row.id));
  return row ?? null;
}

/**
 * The sessions of a person's feed in the workspace: those they are booked on and, for trainers,
 * those they run (cancelled and draft sessions left out), with the booking when there is one.
 */
export async function feedSessions(db: Queryable, scope: InWorkspaceScope, userId: string) {
  const { workspaceId } = scope;
  const booked = await db
    .select({ booking: eventBookings, sessionId: eventBookings.sessionId })
    .from(eventBookings)
    .innerJoin(eventSessions, eq(eventSessions.id, eventBookings.sessionId))
    .where(
      and(
        eq(eventBookings.workspaceId, workspaceId),
        eq(eventBookings.learnerId, userId),
        eq(eventBookings.status, 'booked'),
        ne(eventSessions.status, 'cancelled'),
      ),
    );
  const trained = await db
    .select({ id: eventSessions.id })
    .from(eventSessions)
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(
      and(
        eq(events.workspaceId, workspaceId),
        sql`${eventSessions.trainerIds} @> ARRAY[${userId}]::uuid[]`,
        inArray(eventSessions.status, ['upcoming', 'in_progress', 'ended']),
      ),
    );
  return { booked, trainedSessionIds: trained.map((row) => row.id) };
}
