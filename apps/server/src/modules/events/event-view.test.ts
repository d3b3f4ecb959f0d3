import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearners } from '../../test/classroom-factories.js';
import { createCatalogItem, createEnrolment, createPerson, tokenOf, unique } from '../../test/factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld } from '../../test/events-world.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const forBooking = (token: string, eventId: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/report-engine/user-list/for-booking/${eventId}${query}`,
    headers: bearer(token),
  });

describe('allowed actions travel with the event and the session', () => {
  it('offers the coordinator what the rules allow, and nothing to a trainer or learner', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    expect(event.allowedActions).toEqual(['edit', 'addSession', 'archive', 'delete']);
    const session = await world.session(event.id);
    expect(session.allowedActions).toEqual(['edit', 'deactivate', 'cancel', 'book', 'manageBookings']);
    const shown = (await world.call(world.coordinatorToken, 'GET', `/events/${event.id}`)).json();
    // An upcoming session: no archive or delete until it is over or cancelled.
    expect(shown.allowedActions).toEqual(['edit', 'addSession']);

    const booked = await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    expect(booked.statusCode).toBe(201);
    expect((await world.call(world.coordinatorToken, 'GET', `/events/${event.id}`)).json().allowedActions).toEqual([
      'addSession',
    ]);
    expect(
      (await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`)).json().allowedActions,
    ).toEqual(['cancel', 'book', 'manageBookings']);
    expect((await world.call(world.learnerToken, 'GET', `/occurrence/${session.id}`)).json().allowedActions).toEqual(
      [],
    );

    const cancelled = await world.call(world.coordinatorToken, 'POST', '/cancel-occurrence', {
      occurrenceId: session.id,
    });
    expect(cancelled.json().occurrence.allowedActions).toEqual(['archive', 'manageBookings']);
    const archived = await world.call(world.coordinatorToken, 'POST', `/event/${event.id}/archive`);
    expect(archived.json().allowedActions).toEqual(['reactivate']);
  });

  it('lets the session’s trainer book and manage bookings, but not change the session', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'], customerRoles: ['trainer'] });
    const event = await world.event();
    const start = new Date(Date.now() + 12 * 86_400_000);
    const session = await world.session(event.id, {
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: new Date(start.getTime() + 3_600_000).toISOString(),
          roomId: world.room.id,
          trainers: [trainer.user.id],
        },
      ],
    });
    const token = await tokenOf(ctx.app, trainer);
    expect((await world.call(token, 'GET', `/occurrence/${session.id}`)).json().allowedActions).toEqual([
      'book',
      'manageBookings',
    ]);
    expect((await world.call(token, 'GET', `/events/${event.id}`)).json().allowedActions).toEqual([]);
    expect((await world.call(token, 'GET', `/occurrence/${session.id}/bookings`)).statusCode).toBe(200);
    expect((await forBooking(token, event.id)).statusCode).toBe(200);
  });
});

describe('GET /occurrence/{id}/bookings', () => {
  it('lists bookings with learner, answers, who made and cancelled them, and the waiting list in order', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      bookingSettings: {
        allowNoEnrolments: true,
        maxBookingLimit: 2,
        bookingFormRequired: true,
        bookingForm: { fields: [{ id: 'diet', label: 'Dietary needs', type: 'text' }] },
      },
    });
    const session = await world.session(event.id);
    const people = await createLearners(world.db, world.workspace, 4);
    const book = (learnerId: string, extra: object = {}) =>
      world.call(world.coordinatorToken, 'POST', '/bookings', {
        learnerId,
        eventId: event.id,
        occurrenceId: session.id,
        ...extra,
      });
    const first = await book(people[0]!.id, { form: [{ fieldId: 'diet', value: 'Vegan' }] });
    expect(first.statusCode).toBe(201);
    expect((await book(people[1]!.id, { form: [{ fieldId: 'diet', value: 'None' }] })).statusCode).toBe(201);
    for (const person of people.slice(2))
      expect(
        (await book(person.id, { form: [{ fieldId: 'diet', value: 'x' }], joinWaitingList: true })).json().subscription,
      ).toMatchObject({ position: expect.any(Number) });
    const cancel = await world.call(world.coordinatorToken, 'PATCH', '/bookings', {
      id: first.json().booking.id,
      cancellationReason: 'Illness',
    });
    expect(cancel.statusCode).toBe(200);

    const answer = await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}/bookings`);
    expect(answer.statusCode).toBe(200);
    const { bookings, waitingList } = answer.json();
    // people[2] was promoted into the freed seat; people[3] waits first in line.
    expect(bookings.map((row: { learner: { id: string }; status: string }) => [row.learner.id, row.status])).toEqual([
      [people[1]!.id, 'booked'],
      [people[2]!.id, 'booked'],
      [people[0]!.id, 'cancelled'],
    ]);
    expect(bookings[2]).toMatchObject({
      cancellationReason: 'Illness',
      cancelledBy: { id: world.coordinator.user.id },
      createdBy: { id: world.coordinator.user.id },
      form: [{ fieldId: 'diet', value: 'Vegan', other: null }],
      learner: { emailAddress: expect.stringContaining('@') },
    });
    expect(bookings[1].promotedAt).not.toBeNull();
    expect(waitingList).toEqual([
      expect.objectContaining({
        learner: expect.objectContaining({ id: people[3]!.id }),
        list: 'session',
        position: 1,
      }),
    ]);
  });

  it('refuses learners and hides other customers’ sessions', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    expect((await world.call(world.learnerToken, 'GET', `/occurrence/${session.id}/bookings`)).statusCode).toBe(403);
    const other = await eventsWorld(ctx);
    expect((await other.call(other.coordinatorToken, 'GET', `/occurrence/${session.id}/bookings`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/report-engine/user-list/for-booking/{eventId}', () => {
  it('lists the workspace’s active people by name, with search, paging, live bookings and enrolments', async () => {
    const world = await eventsWorld(ctx);
    const course = await createCatalogItem(world.db, world.workspace);
    const event = await world.event({ courseIds: [course] });
    const session = await world.session(event.id);
    const tag = unique('Zed').replace(/[^A-Za-z]/g, '');
    const named = await Promise.all(
      ['Ann', 'Bea', 'Cy'].map((first) =>
        createPerson(world.db, world.workspace, { firstName: first, lastName: `${tag}son` }),
      ),
    );
    await createPerson(world.db, world.workspace, {
      firstName: 'Gone',
      lastName: `${tag}son`,
      profileStatus: 'deleted',
    });
    await createEnrolment(world.db, named[1]!, course, { state: 'enrolled' });
    const booked = await world.call(world.coordinatorToken, 'POST', '/book-and-enrol', {
      profileId: named[2]!.profile.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    expect(booked.statusCode).toBe(201);

    const page1 = await forBooking(world.coordinatorToken, event.id, `?search=${tag}&pageSize=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().pagination).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(page1.json().data).toEqual([
      {
        id: named[0]!.user.id,
        profileId: named[0]!.profile.id,
        firstName: 'Ann',
        lastName: `${tag}son`,
        emailAddress: named[0]!.email,
        enrolled: false,
        bookedSessionId: null,
      },
      expect.objectContaining({ id: named[1]!.user.id, enrolled: true, bookedSessionId: null }),
    ]);
    const page2 = await forBooking(world.coordinatorToken, event.id, `?search=${tag}&pageSize=2&page=2`);
    expect(page2.json().data).toEqual([
      expect.objectContaining({ id: named[2]!.user.id, enrolled: true, bookedSessionId: session.id }),
    ]);
    const bea = await forBooking(world.coordinatorToken, event.id, `?search=bea%20${tag}`);
    expect(bea.json().data.map((row: { id: string }) => row.id)).toEqual([named[1]!.user.id]);
  });

  it('refuses learners, trainers of no session of the event, and other customers', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    expect((await forBooking(world.learnerToken, event.id)).statusCode).toBe(403);
    const trainer = await createPerson(world.db, world.workspace, { customerRoles: ['trainer'] });
    expect((await forBooking(await tokenOf(ctx.app, trainer), event.id)).statusCode).toBe(403);
    const other = await eventsWorld(ctx);
    expect((await forBooking(other.coordinatorToken, event.id)).statusCode).toBe(404);
  });
});

describe('POST /events-course-assign/{courseId}', () => {
  it('assigns the course to events, even one with bookings; the list of available events drops them', async () => {
    const world = await eventsWorld(ctx);
    const course = await createCatalogItem(world.db, world.workspace);
    const plain = await world.event();
    const busy = await world.event();
    const session = await world.session(busy.id);
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: busy.id,
      occurrenceId: session.id,
    });
    const before = await world.call(world.coordinatorToken, 'GET', `/events/available-for-course/${course}`);
    expect(before.json().data.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining([plain.id, busy.id]),
    );
    const assigned = await world.call(world.coordinatorToken, 'POST', `/events-course-assign/${course}`, {
      eventIds: [plain.id, busy.id],
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toHaveLength(2);
    const shown = (await world.call(world.coordinatorToken, 'GET', `/events/${busy.id}`)).json();
    expect(shown).toMatchObject({ usedInCourse: true, courses: [{ id: course }] });
    const after = await world.call(world.coordinatorToken, 'GET', `/events/available-for-course/${course}`);
    expect(after.json().data.map((row: { id: string }) => row.id)).not.toContain(plain.id);
    // Assigning again changes nothing.
    const again = await world.call(world.coordinatorToken, 'POST', `/events-course-assign/${course}`, {
      eventIds: [plain.id],
    });
    expect(again.json().data).toEqual([]);
  });

  it('refuses learners, another customer’s event as a field error, and another customer’s course', async () => {
    const world = await eventsWorld(ctx);
    const course = await createCatalogItem(world.db, world.workspace);
    const event = await world.event();
    const call = (token: string, id: string, eventIds: string[]) =>
      world.call(token, 'POST', `/events-course-assign/${id}`, { eventIds });
    expect((await call(world.learnerToken, course, [event.id])).statusCode).toBe(403);
    const other = await eventsWorld(ctx);
    const theirs = await other.event();
    expect((await call(world.coordinatorToken, course, [theirs.id])).statusCode).toBe(400);
    expect((await call(other.coordinatorToken, course, [theirs.id])).statusCode).toBe(404);
  });
});
