import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBookings, eventSubscriptions } from '../../db/schema/index.js';
import { forSystem, jobIn } from '../../lib/scope.js';
import { createLearners } from '../../test/classroom-factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld } from '../../test/events-world.js';

/**
 * Never oversold (issue 14 item 5, decision 0028). On PostgreSQL the requests really run in
 * parallel (a pool of connections); on PGlite they serialise, so fewer attempts prove less and
 * keep the suite short.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const onPostgres = () => ctx.database.kind === 'postgres';

describe('booking under load', () => {
  it('books exactly 10 of many simultaneous attempts; the rest are FullyBooked or queued 1…N', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const attempts = onPostgres() ? 1000 : 250;
    const learners = await createLearners(world.db, world.workspace, attempts);
    const started = performance.now();
    const responses = await Promise.all(
      learners.map((learner, index) =>
        world.call(world.coordinatorToken, 'POST', '/bookings', {
          learnerId: learner.id,
          eventId: event.id,
          occurrenceId: session.id,
          joinWaitingList: index % 2 === 0,
        }),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    const booked = responses.filter((response) => response.statusCode === 201 && response.json().booking);
    const queued = responses.filter((response) => response.statusCode === 201 && response.json().subscription);
    const full = responses.filter((response) => response.statusCode === 409 && response.json().code === 'FullyBooked');
    console.log(
      `[burst] ${ctx.database.kind}: ${attempts} attempts in ${elapsed} ms: ${booked.length} booked, ${queued.length} queued, ${full.length} FullyBooked`,
    );
    expect(booked).toHaveLength(10);
    expect(booked.length + queued.length + full.length).toBe(attempts);
    const positions = queued.map((response) => response.json().subscription.position as number).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: queued.length }, (_, index) => index + 1));
    const rows = await world.db
      .select()
      .from(eventBookings)
      .where(and(eq(eventBookings.sessionId, session.id), eq(eventBookings.status, 'booked')));
    expect(rows).toHaveLength(10);
    const shown = await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`);
    expect(shown.json().spaces).toEqual({ limit: 10, available: 0, booked: 10 });
  }, 90_000);

  it('books one person once when they book twice (and more) at the same moment', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const [first, second] = [
      await world.session(event.id),
      await world.session(event.id, {}, new Date(Date.now() + 12 * 86_400_000)),
    ];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        world.call(world.learnerToken, 'POST', '/bookings', {
          learnerId: world.learner.user.id,
          eventId: event.id,
          occurrenceId: index % 2 === 0 ? first.id : second.id,
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409).map((response) => response.json().code)).toEqual(
      Array.from({ length: 19 }, () => 'LearnerAlreadyBooked'),
    );
    const rows = await world.db
      .select()
      .from(eventBookings)
      .where(and(eq(eventBookings.eventId, event.id), eq(eventBookings.learnerId, world.learner.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('promotes the first in line for each of many simultaneous cancellations, never past the limit', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const waiting = onPostgres() ? 60 : 25;
    const learners = await createLearners(world.db, world.workspace, 10 + waiting);
    const book = (learnerId: string) =>
      world.call(world.coordinatorToken, 'POST', '/bookings', {
        learnerId,
        eventId: event.id,
        occurrenceId: session.id,
        joinWaitingList: true,
      });
    const bookings: string[] = [];
    for (const learner of learners.slice(0, 10)) bookings.push((await book(learner.id)).json().booking.id);
    const queue: string[] = [];
    for (const learner of learners.slice(10)) {
      expect((await book(learner.id)).json().subscription.position).toBe(queue.length + 1);
      queue.push(learner.id);
    }
    const cancelled = await Promise.all(
      bookings.map((id) => world.call(world.coordinatorToken, 'PATCH', '/bookings', { id, action: 'cancel' })),
    );
    expect(cancelled.map((response) => response.statusCode)).toEqual(bookings.map(() => 200));
    const booked = await world.db
      .select()
      .from(eventBookings)
      .where(and(eq(eventBookings.sessionId, session.id), eq(eventBookings.status, 'booked')));
    // Exactly the first ten in line, booked from the list.
    expect(booked.map((row) => row.learnerId).sort()).toEqual(queue.slice(0, 10).sort());
    expect(booked.every((row) => row.promotedAt !== null)).toBe(true);
    // Each promoted person's place in line is closed as promoted, pointing at their booking.
    const entries = await world.db
      .select()
      .from(eventSubscriptions)
      .where(
        and(eq(eventSubscriptions.sessionId, session.id), inArray(eventSubscriptions.learnerId, queue.slice(0, 10))),
      );
    expect(entries.map((row) => [row.learnerId, row.status, row.bookingId]).sort()).toEqual(
      booked.map((row) => [row.learnerId, 'promoted', row.id]).sort(),
    );
    const still = await world.db
      .select()
      .from(eventSubscriptions)
      .where(and(eq(eventSubscriptions.sessionId, session.id), eq(eventSubscriptions.status, 'waiting')));
    expect(still.map((row) => row.learnerId).sort()).toEqual(queue.slice(10).sort());
    // Positions on read: 1…N in the order they joined, no gaps.
    const positions = await Promise.all(
      still.map(async (row) => {
        const { positionOf } = await import('./events.repository.js');
        return positionOf(world.db, jobIn(forSystem('test'), row), row);
      }),
    );
    expect(positions.sort((a, b) => a - b)).toEqual(still.map((_, index) => index + 1));
  });
});
