import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.js';
import { createPerson, tokenOf } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld } from '../../test/events-world.js';
import { bookingEmailsWritten } from '../../test/mail.js';
import { renderEmail } from './booking-notifications.js';

/** Issue 24 part 6: one waiting-list email per place, and a declined place is not "cancelled, as you asked". */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subjectsTo = async (email: string) => {
  await bookingEmailsWritten(ctx.database);
  return (
    await ctx.database.db
      .select({ subject: mailMessages.subject, text: mailMessages.text })
      .from(mailMessages)
      .where(eq(mailMessages.to, email))
      .orderBy(asc(mailMessages.createdAt))
  ).map((row) => row.subject);
};

describe('waiting-list and decline emails', () => {
  it('joining a waiting list twice answers the same entry and emails once (also through booking and bulk)', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      name: 'Crane',
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 1 },
    });
    const session = await world.session(event.id);
    const holder = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: holder.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    const join = () =>
      world.call(world.learnerToken, 'POST', '/learner-subscriptions', {
        learnerId: world.learner.user.id,
        occurrenceId: session.id,
      });
    const first = await join();
    const second = await join();
    expect(first.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    // Booking the full session with joinWaitingList, and a coordinator's bulk booking, find the same place.
    const booked = await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
      joinWaitingList: true,
    });
    expect(booked.json().subscription.id).toBe(first.json().id);
    const bulk = await world.call(world.coordinatorToken, 'POST', '/bookings-bulk', [
      { learnerId: world.learner.user.id, eventId: event.id, occurrenceId: session.id, joinWaitingList: true },
    ]);
    expect(bulk.statusCode, bulk.body).toBeLessThan(300);
    expect(
      (await subjectsTo(world.learner.email)).filter((subject) => subject.startsWith('You are on the waiting list')),
    ).toEqual(['You are on the waiting list: Crane']);
  });

  it('a promoted learner who declines is told the place was declined', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      name: 'Hoist',
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 1 },
    });
    const session = await world.session(event.id);
    const holder = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    const holding = await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: holder.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    const waiting = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    const waitingToken = await tokenOf(ctx.app, waiting);
    const joined = await world.call(waitingToken, 'POST', '/learner-subscriptions', {
      learnerId: waiting.user.id,
      occurrenceId: session.id,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const freed = await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: holding.json().booking.id });
    expect(freed.statusCode, freed.body).toBe(200);
    const list = (await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}/bookings`)).json();
    const promoted = list.bookings.find(
      (booking: { learner: { id: string }; promotedAt: string | null }) =>
        booking.learner.id === waiting.user.id && booking.promotedAt,
    );
    expect(promoted, JSON.stringify(list)).toBeDefined();
    const declined = await world.call(waitingToken, 'PATCH', '/bookings', { id: promoted.id, action: 'decline' });
    expect(declined.statusCode, declined.body).toBe(200);
    const subjects = await subjectsTo(waiting.email);
    expect(subjects).toContain('Place declined: Hoist');
    expect(subjects).not.toContain('Booking cancelled: Hoist');
  });

  it('words the declined place apart from a cancellation', () => {
    const base = { person: { firstName: 'Lee', lastName: 'Learner' }, eventName: 'Hoist', items: [], url: null };
    const declined = renderEmail({ ...base, kind: 'placeDeclined', calendarUpdate: true });
    expect(declined.text).toContain('You have declined your place on Hoist, so it is free for someone else.');
    expect(declined.text).toContain('The attached calendar update removes it');
    expect(declined.text).not.toContain('as you asked');
    expect(renderEmail({ ...base, kind: 'placeDeclined' }).text).not.toContain('calendar update');
  });
});
