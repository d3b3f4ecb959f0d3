import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_REASONS, BOOKING_BLOCKED } from '@campus/contracts';
import { enrolments, eventSessions, userProfiles } from '../../db/schema/index.js';
import { createCatalogItem, createEnrolment, createPerson, tokenOf } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld, inDays } from '../../test/events-world.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type World = Awaited<ReturnType<typeof eventsWorld>>;
const validate = async (world: World, learnerId: string, eventId: string, occurrenceId: string) => {
  const response = await world.call(world.coordinatorToken, 'POST', '/validate', { learnerId, eventId, occurrenceId });
  expect(response.statusCode).toBe(200);
  return response.json() as { allowed: boolean; blocked: { reason: string; message: string; hint: string }[] };
};
const reasons = (result: { blocked: { reason: string }[] }) => result.blocked.map((entry) => entry.reason);

describe('validate: the nine blocked reasons', () => {
  it('every reason has a message and a hint', () => {
    for (const reason of BLOCKED_REASONS) {
      expect(BOOKING_BLOCKED[reason].message.length).toBeGreaterThan(10);
      expect(BOOKING_BLOCKED[reason].hint.length).toBeGreaterThan(10);
    }
  });

  it('allows a bookable learner and reports each reason with its message and hint', async () => {
    const world = await eventsWorld(ctx);
    const learner = world.learner.user.id;
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 1 } });
    const session = await world.session(event.id);
    expect(await validate(world, learner, event.id, session.id)).toMatchObject({
      allowed: true,
      blocked: [],
      spaces: { limit: 1, available: 1, booked: 0 },
    });

    // FullyBooked
    const other = await createPerson(world.db, world.workspace);
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: other.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    const full = await validate(world, learner, event.id, session.id);
    expect(full.blocked).toEqual([{ reason: 'FullyBooked', ...BOOKING_BLOCKED.FullyBooked }]);
    // LearnerAlreadyBooked (on a session of the event)
    const second = await world.session(event.id, {}, inDays(14));
    expect(reasons(await validate(world, other.user.id, event.id, second.id))).toEqual(['LearnerAlreadyBooked']);
    // AlreadyStarted
    const started = await world.session(event.id, {}, inDays(20));
    await world.db
      .update(eventSessions)
      .set({ fromDate: inDays(0, -1), toDate: inDays(0, 2) })
      .where(eq(eventSessions.id, started.id));
    expect(reasons(await validate(world, learner, event.id, started.id))).toEqual(['AlreadyStarted']);
    // NoLongerAccepting: acceptance closes 1 day before the start
    const soon = await world.session(event.id, {}, inDays(0, 12));
    expect(reasons(await validate(world, learner, event.id, soon.id))).toEqual(['NoLongerAccepting']);
    // TrainerNotAllowed
    const trained = await world.session(event.id, {
      items: [
        { datetimeStart: inDays(25).toISOString(), datetimeEnd: inDays(25, 2).toISOString(), trainers: [learner] },
      ],
    });
    expect(reasons(await validate(world, learner, event.id, trained.id))).toEqual(['TrainerNotAllowed']);
    // ProfileExpirationDate
    const later = await world.session(event.id, {}, inDays(40));
    await world.db
      .update(userProfiles)
      .set({ expireDate: inDays(30) })
      .where(eq(userProfiles.id, world.learner.profile.id));
    const expiring = await validate(world, learner, event.id, later.id);
    expect(reasons(expiring)).toEqual(['ProfileExpirationDate']);
    expect(expiring.blocked[0]!.message).toBe('This user’s profile will expire before the session end.');
  });

  it('EventHasNoCourses, LearnerEnrolment and LmsUnavailable', async () => {
    const world = await eventsWorld(ctx);
    const learner = world.learner.user.id;
    const noCourse = await world.event({ bookingSettings: { maxBookingLimit: 5 } });
    const a = await world.session(noCourse.id);
    expect(reasons(await validate(world, learner, noCourse.id, a.id))).toEqual(['EventHasNoCourses']);
    const course = await createCatalogItem(world.db, world.workspace);
    const withCourse = await world.event({ courseIds: [course], bookingSettings: { maxBookingLimit: 5 } });
    const b = await world.session(withCourse.id, {}, inDays(13));
    expect(reasons(await validate(world, learner, withCourse.id, b.id))).toEqual(['LearnerEnrolment']);
    await createEnrolment(world.db, world.learner, course, { state: 'enrolled' });
    expect(await validate(world, learner, withCourse.id, b.id)).toMatchObject({ allowed: true });

    const noLms = await eventsWorld(ctx, { services: ['EBS'] });
    const item = await createCatalogItem(noLms.db, noLms.workspace);
    const event = await noLms.event({ courseIds: [item], bookingSettings: { maxBookingLimit: 5 } });
    const c = await noLms.session(event.id);
    expect(reasons(await validate(noLms, noLms.learner.user.id, event.id, c.id))).toEqual([
      'LearnerEnrolment',
      'LmsUnavailable',
    ]);
  });
});

describe('booking, cancelling, requests', () => {
  it('a learner books themselves with the form; the answers are kept; they cannot book others', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      bookingSettings: {
        allowNoEnrolments: true,
        maxBookingLimit: 5,
        bookingFormRequired: true,
        bookingForm: {
          fields: [
            {
              id: 'diet',
              label: 'Dietary needs',
              type: 'single_choice',
              options: ['None', 'Vegetarian'],
              otherOption: true,
              validation: { mandatory: true },
            },
            { id: 'notes', label: 'Notes', type: 'text' },
          ],
        },
      },
    });
    const session = await world.session(event.id);
    const me = world.learner.user.id;
    const missing = await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: me,
      eventId: event.id,
      occurrenceId: session.id,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.fields[0].message).toBe('The Dietary needs field is required');
    const form = [{ fieldId: 'diet', value: '', other: 'No nuts' }];
    const booked = await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: me,
      eventId: event.id,
      occurrenceId: session.id,
      form,
    });
    expect(booked.statusCode).toBe(201);
    const booking = booked.json().booking;
    expect(booking).toMatchObject({
      status: 'booked',
      learnerId: me,
      createdBy: me,
      form: [{ fieldId: 'diet', other: 'No nuts' }],
    });
    expect((await world.call(world.learnerToken, 'GET', `/bookings/${booking.id}`)).json()).toEqual(booking);
    const shown = (await world.call(world.learnerToken, 'GET', `/occurrence/${session.id}`)).json();
    expect(shown).toMatchObject({ userBookingStatus: 'booked', userBookingId: booking.id, spaces: { booked: 1 } });
    const other = await createPerson(world.db, world.workspace);
    expect(
      (
        await world.call(world.learnerToken, 'POST', '/bookings', {
          learnerId: other.user.id,
          eventId: event.id,
          occurrenceId: session.id,
          form,
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await eventsWorld(ctx);
    expect((await stranger.call(stranger.coordinatorToken, 'GET', `/bookings/${booking.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.call(stranger.coordinatorToken, 'POST', '/bookings', {
          learnerId: me,
          eventId: event.id,
          occurrenceId: session.id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('self-cancellation: allowed before the limit with a required offered reason, refused after it', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      bookingSettings: {
        allowNoEnrolments: true,
        maxBookingLimit: 5,
        bookingAcceptanceLimit: { value: 1, type: 'hour' },
      },
      cancellationSettings: { cancellationReasonRequired: true, cancellationReason: ['Illness', 'Work'] },
    });
    const me = world.learner.user.id;
    const far = await world.session(event.id);
    const near = await world.session(event.id, {}, inDays(0, 12));
    const book = async (occurrenceId: string) =>
      (
        await world.call(world.learnerToken, 'POST', '/bookings', { learnerId: me, eventId: event.id, occurrenceId })
      ).json().booking.id as string;
    const first = await book(far.id);
    expect((await world.call(world.learnerToken, 'PATCH', '/bookings', { id: first })).statusCode).toBe(400);
    expect(
      (await world.call(world.learnerToken, 'PATCH', '/bookings', { id: first, cancellationReason: 'Bored' }))
        .statusCode,
    ).toBe(400);
    const cancelled = await world.call(world.learnerToken, 'PATCH', '/bookings', {
      id: first,
      cancellationReason: 'Illness',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: me, cancellationReason: 'Illness' });
    expect(
      (await world.call(world.learnerToken, 'PATCH', '/bookings', { id: first, cancellationReason: 'Illness' }))
        .statusCode,
    ).toBe(409);
    const second = await book(near.id);
    const late = await world.call(world.learnerToken, 'PATCH', '/bookings', { id: second, cancellationReason: 'Work' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The self-cancellation period for this session has ended.');
    // A coordinator may still cancel it.
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: second, cancellationReason: 'Work' }))
        .statusCode,
    ).toBe(200);
  });

  it('acceptance requests: a learner’s booking waits; the coordinator approves or declines', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 5, requiresAcceptance: true },
    });
    const session = await world.session(event.id);
    const me = world.learner.user.id;
    const requested = (
      await world.call(world.learnerToken, 'POST', '/bookings', {
        learnerId: me,
        eventId: event.id,
        occurrenceId: session.id,
      })
    ).json().booking;
    expect(requested.status).toBe('request');
    expect(
      (await world.call(world.learnerToken, 'PATCH', '/bookings', { id: requested.id, action: 'approve' })).statusCode,
    ).toBe(403);
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: requested.id, action: 'approve' })).json()
        .status,
    ).toBe('booked');
    const other = await createPerson(world.db, world.workspace);
    const otherToken = await tokenOf(ctx.app, other);
    const second = (
      await world.call(otherToken, 'POST', '/bookings', {
        learnerId: other.user.id,
        eventId: event.id,
        occurrenceId: session.id,
      })
    ).json().booking;
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: second.id, action: 'decline' })).json()
        .status,
    ).toBe('declined');
  });

  it('book-and-enrol enrols the learner on the event’s course and books them', async () => {
    const world = await eventsWorld(ctx);
    const course = await createCatalogItem(world.db, world.workspace);
    const event = await world.event({ courseIds: [course], bookingSettings: { maxBookingLimit: 5 } });
    const session = await world.session(event.id);
    const response = await world.call(world.coordinatorToken, 'POST', '/book-and-enrol', {
      profileId: world.learner.profile.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().booking).toMatchObject({ status: 'booked', learnerId: world.learner.user.id });
    const rows = await world.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.learnerProfileId, world.learner.profile.id), eq(enrolments.catalogItemId, course)));
    expect(rows.map((row) => row.state)).toEqual(['enrolled']);
  });
});

describe('waiting lists', () => {
  it('per session: positions, leaving, promotion of the first in line, and the next when one declines', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 1 } });
    const session = await world.session(event.id);
    const people = await Promise.all([1, 2, 3].map(() => createPerson(world.db, world.workspace)));
    const tokens = await Promise.all(people.map((person) => tokenOf(ctx.app, person)));
    const holder = (
      await world.call(world.learnerToken, 'POST', '/bookings', {
        learnerId: world.learner.user.id,
        eventId: event.id,
        occurrenceId: session.id,
      })
    ).json().booking;
    const join = (index: number) =>
      world.call(tokens[index]!, 'POST', '/learner-subscriptions', {
        learnerId: people[index]!.user.id,
        occurrenceId: session.id,
      });
    const entries = [];
    for (const index of [0, 1, 2]) {
      const response = await join(index);
      expect(response.statusCode).toBe(201);
      entries.push(response.json());
    }
    expect(entries.map((entry) => entry.position)).toEqual([1, 2, 3]);
    expect((await join(1)).json().id).toBe(entries[1].id);
    // The second leaves; the third moves up.
    expect((await world.call(tokens[1]!, 'DELETE', `/learner-subscriptions/${entries[1].id}`)).statusCode).toBe(204);
    expect((await world.call(tokens[2]!, 'GET', `/occurrence/${session.id}`)).json().userSubscription).toEqual({
      id: entries[2].id,
      position: 2,
    });
    // A seat frees: the first in line is booked.
    await world.call(world.learnerToken, 'PATCH', '/bookings', { id: holder.id });
    const promoted = (await world.call(tokens[0]!, 'GET', `/occurrence/${session.id}`)).json();
    expect(promoted).toMatchObject({ userBookingStatus: 'booked', userSubscription: null });
    // They decline: the next is offered (booked).
    expect(
      (await world.call(tokens[0]!, 'PATCH', '/bookings', { id: promoted.userBookingId, action: 'decline' })).json()
        .status,
    ).toBe('declined');
    expect((await world.call(tokens[2]!, 'GET', `/occurrence/${session.id}`)).json()).toMatchObject({
      userBookingStatus: 'booked',
      userSubscription: null,
    });
    // Someone else cannot remove another learner's place, or queue them.
    expect(
      (
        await world.call(tokens[2]!, 'POST', '/learner-subscriptions', {
          learnerId: people[1]!.user.id,
          occurrenceId: session.id,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('per event: the first seat freed in any session goes to the event’s list', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 1 } });
    const [a, b] = [await world.session(event.id), await world.session(event.id, {}, inDays(12))];
    const [x, y, waiter] = await Promise.all([1, 2, 3].map(() => createPerson(world.db, world.workspace)));
    const bookX = await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: x!.user.id,
      eventId: event.id,
      occurrenceId: a.id,
    });
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: y!.user.id,
      eventId: event.id,
      occurrenceId: b.id,
    });
    const entry = await world.call(world.coordinatorToken, 'POST', '/learner-subscriptions', {
      learnerId: waiter!.user.id,
      eventId: event.id,
    });
    expect(entry.json()).toMatchObject({ occurrenceId: null, position: 1, status: 'waiting' });
    await world.call(world.coordinatorToken, 'PATCH', '/bookings', { id: bookX.json().booking.id });
    const seats = (await world.call(world.coordinatorToken, 'GET', `/v2/events/${event.id}/sessions`)).json().data;
    expect(seats.map((session: { spaces: { booked: number } }) => session.spaces.booked)).toEqual([1, 1]);
    const summary = (await world.call(world.coordinatorToken, 'GET', `/events/${event.id}/summary`)).json();
    expect(summary.bookings).toMatchObject({ booked: 2, cancelled: 1, waiting: 0 });
  });
});
