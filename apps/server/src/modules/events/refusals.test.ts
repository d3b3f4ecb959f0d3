import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, EVENT_REFUSALS, MESSAGES, SESSION_MESSAGES } from '@campus/contracts';
import { createPerson, tokenOf } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld, inDays } from '../../test/events-world.js';

/**
 * Issue 24 part 4: a refusal says why. The message stays the spec's title; `details.reason` is the
 * reason the screens show under it (docs/events.md "Refusals").
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Answer = { statusCode: number; json: () => unknown };
const refusal = (response: Answer, status: number, message: string, reason: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message, errors: { message }, details: { reason } });
};

describe('refusals carry a reason', () => {
  it('a session with bookings: even raising its seat limit is refused, saying what to do instead', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id, { maxBookingLimit: 2 });
    const booked = await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    expect(booked.statusCode).toBe(201);
    const raised = await world.call(world.coordinatorToken, 'PATCH', '/occurrence', {
      id: session.id,
      maxBookingLimit: 5,
    });
    refusal(raised, 409, SESSION_MESSAGES.notUpdated, EVENT_REFUSALS.sessionHasBookings);
    // Nor may it go back to draft, or be removed.
    refusal(
      await world.call(world.coordinatorToken, 'POST', '/occurrence-activation', {
        occurrenceId: session.id,
        active: false,
      }),
      409,
      SESSION_MESSAGES.notUpdated,
      EVENT_REFUSALS.draftHasBookings,
    );
    refusal(
      await world.call(world.coordinatorToken, 'POST', '/occurrence-archivization', { occurrenceId: session.id }),
      409,
      SESSION_MESSAGES.notArchived,
      EVENT_REFUSALS.archiveLive,
    );
    // Once cancelled, it says so.
    expect(
      (await world.call(world.coordinatorToken, 'POST', '/cancel-occurrence', { occurrenceId: session.id })).statusCode,
    ).toBe(200);
    refusal(
      await world.call(world.coordinatorToken, 'POST', '/cancel-occurrence', { occurrenceId: session.id }),
      409,
      SESSION_MESSAGES.notCancelled,
      `${EVENT_REFUSALS.cancelOnlyDraftOrUpcoming} ${EVENT_REFUSALS.sessionCancelled}`,
    );
    refusal(
      await world.call(world.coordinatorToken, 'PATCH', '/occurrence', { id: session.id, maxBookingLimit: 5 }),
      409,
      SESSION_MESSAGES.notUpdated,
      EVENT_REFUSALS.sessionCancelled,
    );
  });

  it('cancelling a booking twice says it is already cancelled', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const id = (
      await world.call(world.learnerToken, 'POST', '/bookings', {
        learnerId: world.learner.user.id,
        eventId: event.id,
        occurrenceId: session.id,
      })
    ).json().booking.id as string;
    expect((await world.call(world.learnerToken, 'PATCH', '/bookings', { id })).statusCode).toBe(200);
    refusal(
      await world.call(world.learnerToken, 'PATCH', '/bookings', { id }),
      409,
      BOOKING_MESSAGES.notCancelled,
      EVENT_REFUSALS.bookingAlreadyCancelled,
    );
    refusal(
      await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id }),
      409,
      BOOKING_MESSAGES.notCancelled,
      EVENT_REFUSALS.bookingAlreadyCancelled,
    );
  });

  it('a learner cannot decline a booking they made themselves, nor approve their own request', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const own = (
      await world.call(world.learnerToken, 'POST', '/bookings', {
        learnerId: world.learner.user.id,
        eventId: event.id,
        occurrenceId: session.id,
      })
    ).json().booking.id as string;
    refusal(
      await world.call(world.learnerToken, 'PATCH', '/bookings', { id: own, action: 'decline' }),
      403,
      MESSAGES.forbidden,
      EVENT_REFUSALS.learnerDeclinesOwn,
    );

    const asked = await world.event({
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 5, requiresAcceptance: true },
    });
    const askedSession = await world.session(asked.id, {}, inDays(12));
    const request = (
      await world.call(world.learnerToken, 'POST', '/bookings', {
        learnerId: world.learner.user.id,
        eventId: asked.id,
        occurrenceId: askedSession.id,
      })
    ).json().booking;
    expect(request.status).toBe('request');
    refusal(
      await world.call(world.learnerToken, 'PATCH', '/bookings', { id: request.id, action: 'approve' }),
      403,
      MESSAGES.forbidden,
      EVENT_REFUSALS.learnerApproves,
    );
    // The coordinator approves; approving again says it is no longer a request.
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: request.id, action: 'approve' }))
        .statusCode,
    ).toBe(200);
    refusal(
      await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: request.id, action: 'approve' }),
      409,
      'The booking can’t be changed.',
      EVENT_REFUSALS.bookingNotARequest,
    );
  });

  it('a learner booking someone else is told whom they may book for', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    const other = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    refusal(
      await world.call(world.learnerToken, 'POST', '/bookings', {
        learnerId: other.user.id,
        eventId: event.id,
        occurrenceId: session.id,
      }),
      403,
      MESSAGES.forbidden,
      EVENT_REFUSALS.notForThisPerson,
    );
  });

  it('an active session cannot start in the past; a draft can, but cannot then be made active', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const yesterday = inDays(-1);
    const items = [
      { datetimeStart: inDays(3).toISOString(), datetimeEnd: inDays(3, 1).toISOString() },
      { datetimeStart: yesterday.toISOString(), datetimeEnd: new Date(yesterday.getTime() + 3_600_000).toISOString() },
    ];
    const refused = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      active: true,
      sessionType: 'online',
      items,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: SESSION_MESSAGES.notCreated,
      details: { reason: EVENT_REFUSALS.sessionInPast },
      errors: { fields: [{ path: 'body.items.1.datetimeStart', message: EVENT_REFUSALS.sessionInPast }] },
    });
    const draft = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      active: false,
      sessionType: 'online',
      items,
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().status).toBe('draft');
    refusal(
      await world.call(world.coordinatorToken, 'POST', '/occurrence-activation', {
        occurrenceId: draft.json().id,
        active: true,
      }),
      409,
      SESSION_MESSAGES.notUpdated,
      EVENT_REFUSALS.sessionInPast,
    );
    // An upcoming session's dates cannot be moved into the past either.
    const upcoming = await world.session(event.id, {}, inDays(15));
    const moved = await world.call(world.coordinatorToken, 'PATCH', '/occurrence', {
      id: upcoming.id,
      items: [items[1]],
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      message: SESSION_MESSAGES.notUpdated,
      details: { reason: EVENT_REFUSALS.sessionInPast },
    });
  });

  it('a trainer of other events listing people to book for this one is told who chooses them', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'], customerRoles: ['trainer'] });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/report-engine/user-list/for-booking/${event.id}`,
      headers: { authorization: `Bearer ${await tokenOf(ctx.app, trainer)}` },
    });
    refusal(response, 403, MESSAGES.forbidden, EVENT_REFUSALS.bookForOthersOnly);
  });

  it('a refusal without a reason has no details (the shape is unchanged for everything else)', async () => {
    const world = await eventsWorld(ctx);
    const missing = await world.call(world.coordinatorToken, 'GET', '/occurrence/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).not.toHaveProperty('details');
  });
});
