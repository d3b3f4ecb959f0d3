import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLIMITED_BOOKINGS } from '@campus/contracts';
import { eventSessions } from '../../db/schema/index.js';
import { forSystem } from '../../lib/scope.js';
import { createRoom } from '../../test/classroom-factories.js';
import { createCatalogItem, createPerson, createTenant, unique } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { advanceSessionStatuses } from './events.repository.js';
import { sessionStatusAt } from './events.policy.js';
import { localParts } from './present.js';
import { eventsWorld, inDays } from '../../test/events-world.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('events', () => {
  it('creates an event with the spec’s defaults; the creator coordinates; unlimited is stored as 999999', async () => {
    const world = await eventsWorld(ctx);
    const name = unique('First aid');
    const created = await world.call(world.coordinatorToken, 'POST', '/events', {
      name,
      bookingSettings: { maxBookingLimitType: 'unlimited' },
      costsSettings: {
        costsEnabled: true,
        costsValue: 120,
        overridesEnabled: true,
        costsSettingsOverrides: [{ referenceType: 'sector', reference: { domain: 'nhs', id: 'health' }, value: 80 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toMatchObject({
      name,
      status: 'active',
      coordinators: [{ id: world.coordinator.user.id }],
      occurrenceSettings: { sessionType: 'face_to_face', enableTrainers: false },
      bookingSettings: {
        minBookingLimit: 1,
        maxBookingLimitType: 'fixed',
        maxBookingLimit: UNLIMITED_BOOKINGS,
        bookingAcceptanceLimit: { value: 1, type: 'day' },
        sendReminders: true,
        reminderInterval: { value: 1, type: 'day' },
      },
      cancellationSettings: {
        selfCancellationAllowed: true,
        selfCancellationLimit: { value: 1, type: 'day' },
        autoCancellationEnabled: false,
        autoCancellationLimit: { value: 1, type: 'hour' },
      },
      costsSettings: { costsValue: 120, costsSettingsOverrides: [{ referenceType: 'sector', value: 80 }] },
      eventInfo: { hasBookings: false, sessions: 0 },
    });
    const defaults = await world.call(world.coordinatorToken, 'POST', '/events', { name: unique('Plain') });
    expect(defaults.json().bookingSettings).toMatchObject({ maxBookingLimitType: 'fixed', maxBookingLimit: 1 });
    expect((await world.call(world.coordinatorToken, 'GET', `/events/${event.id}`)).json()).toEqual(event);
    expect((await world.call(world.coordinatorToken, 'GET', `/v2/events/${event.id}/settings`)).json()).toMatchObject({
      id: event.id,
      costsSettings: { costsValue: 120 },
    });
  });

  it('refuses other roles and hides other customers’ events', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    expect((await world.call(world.learnerToken, 'POST', '/events', { name: 'Nope' })).statusCode).toBe(403);
    expect((await world.call(world.learnerToken, 'GET', '/list-events')).statusCode).toBe(403);
    const other = await eventsWorld(ctx);
    expect((await other.call(other.coordinatorToken, 'GET', `/events/${event.id}`)).statusCode).toBe(404);
    expect(
      (await other.call(other.coordinatorToken, 'PATCH', '/events', { id: event.id, name: 'Taken' })).statusCode,
    ).toBe(404);
    expect((await other.call(other.coordinatorToken, 'DELETE', `/events/${event.id}`)).statusCode).toBe(404);
    const list = await other.call(other.coordinatorToken, 'GET', '/list-events');
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(event.id);
  });

  it('lists with search, filters and paging', async () => {
    const world = await eventsWorld(ctx);
    const tag = unique('Kiln');
    const a = await world.event({ name: `${tag} pottery basics`, description: 'Clay and glaze' });
    const b = await world.event({ name: `${tag} advanced`, status: 'draft' });
    await world.session(a.id);
    const list = (query: string) =>
      world.call(world.coordinatorToken, 'GET', `/list-events?${query}`).then((response) => response.json());
    expect((await list(`search=${tag}`)).pagination.total).toBe(2);
    expect((await list(`search=${tag}%20glaze`)).data.map((row: { id: string }) => row.id)).toEqual([a.id]);
    expect((await list(`search=glaze&typeOfSearch=simple`)).data).toEqual([]);
    expect((await list(`search=${tag}&filters[status]=draft`)).data.map((row: { id: string }) => row.id)).toEqual([
      b.id,
    ]);
    expect(
      (await list(`search=${tag}&filters[venueIds]=${world.venue.id}`)).data.map((row: { id: string }) => row.id),
    ).toEqual([a.id]);
    const from = encodeURIComponent(inDays(9).toISOString());
    const to = encodeURIComponent(inDays(11).toISOString());
    expect(
      (await list(`filters[dateFrom]=${from}&filters[dateTo]=${to}`)).data.map((row: { id: string }) => row.id),
    ).toEqual([a.id]);
    const early = encodeURIComponent(inDays(2).toISOString());
    expect((await list(`filters[dateTo]=${early}`)).data).toEqual([]);
    const page = await list(`search=${tag}&pageSize=1&page=2`);
    expect(page).toMatchObject({ data: [{ id: a.id }], pagination: { page: 2, pageSize: 1, total: 2 } });
  });

  it('searches every word in the name or description, ignoring case, with % and _ taken literally', async () => {
    const world = await eventsWorld(ctx);
    const tag = unique('Ürn');
    const a = await world.event({ name: `${tag} Pottery WORKSHOP`, description: '<p>Held in the London studio</p>' });
    const b = await world.event({ name: `${tag} 100% glaze_test`, description: null });
    const ids = (query: string) =>
      world
        .call(world.coordinatorToken, 'GET', `/list-events?search=${encodeURIComponent(query)}`)
        .then((response) => response.json().data.map((row: { id: string }) => row.id));
    expect(await ids(`${tag.toLowerCase()} shop london`)).toEqual([a.id]);
    expect(await ids(`${tag.toUpperCase()} STUDIO`)).toEqual([a.id]);
    expect(await ids(`${tag} 100%`)).toEqual([b.id]);
    expect(await ids(`${tag} glaze_`)).toEqual([b.id]);
    expect(await ids(`${tag} 10_%`)).toEqual([]);
    // The search column follows edits.
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/events', { id: b.id, name: `${tag} Raku` })).statusCode,
    ).toBe(200);
    expect(await ids(`${tag} raku`)).toEqual([b.id]);
    expect(await ids(`${tag} glaze`)).toEqual([]);
  });

  it('blocks editing once booked, archives and reactivates under §4, removes only the unbooked', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id);
    expect(
      (await world.call(world.coordinatorToken, 'PATCH', '/events', { id: event.id, name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect(
      (
        await world.call(world.learnerToken, 'POST', '/bookings', {
          learnerId: world.learner.user.id,
          eventId: event.id,
          occurrenceId: session.id,
        })
      ).statusCode,
    ).toBe(201);
    const blocked = await world.call(world.coordinatorToken, 'PATCH', '/events', { id: event.id, name: 'Again' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('This event has bookings and can’t be edited.');
    expect((await world.call(world.coordinatorToken, 'POST', `/event/${event.id}/archive`)).statusCode).toBe(409);
    expect((await world.call(world.coordinatorToken, 'DELETE', `/events/${event.id}`)).statusCode).toBe(409);
    await world.call(world.coordinatorToken, 'POST', '/cancel-occurrence', { occurrenceId: session.id });
    const archived = await world.call(world.coordinatorToken, 'POST', `/event/${event.id}/archive`);
    expect(archived.json()).toMatchObject({ status: 'archived' });
    expect((await world.call(world.coordinatorToken, 'POST', `/events/${event.id}/reactivate`)).json()).toMatchObject({
      status: 'active',
    });
    const unbooked = await world.event();
    expect((await world.call(world.coordinatorToken, 'DELETE', `/events/${unbooked.id}`)).statusCode).toBe(204);
    expect((await world.call(world.coordinatorToken, 'GET', `/events/${unbooked.id}`)).statusCode).toBe(404);
  });

  it('summarises sessions and bookings, and offers events for a course', async () => {
    const world = await eventsWorld(ctx);
    const course = await createCatalogItem(world.db, world.workspace);
    const event = await world.event();
    const assigned = await world.event({ courseIds: [course] });
    await world.session(event.id);
    await world.session(event.id, { active: false }, inDays(20));
    const summary = (await world.call(world.coordinatorToken, 'GET', `/events/${event.id}/summary`)).json();
    expect(summary.sessions).toEqual({ total: 2, draft: 1, upcoming: 1, in_progress: 0, ended: 0, cancelled: 0 });
    const offered = (await world.call(world.coordinatorToken, 'GET', `/events/available-for-course/${course}`)).json();
    const ids = offered.data.map((row: { id: string }) => row.id);
    expect(ids).toContain(event.id);
    expect(ids).not.toContain(assigned.id);
    const other = await createTenant(world.db);
    const foreign = await createCatalogItem(world.db, other.workspace);
    expect(
      (await world.call(world.coordinatorToken, 'GET', `/events/available-for-course/${foreign}`)).statusCode,
    ).toBe(404);
    const bad = await world.call(world.coordinatorToken, 'POST', '/events', { name: 'x', courseIds: [foreign] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('creates a two-day session in two rooms with local times in the venue’s zone across the clock change', async () => {
    const world = await eventsWorld(ctx);
    const second = await createRoom(world.db, world.venue, { status: 'active', capacity: 6 });
    const event = await world.event({ bookingSettings: { allowNoEnrolments: true, maxBookingLimitType: 'roomBased' } });
    const year = new Date().getUTCFullYear() + 1;
    // The last Sunday of October: 09:00 London is 08:00Z on Saturday (BST) and 09:00Z on Sunday (GMT).
    const created = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      active: true,
      items: [
        { datetimeStart: `${year}-10-24T08:00:00Z`, datetimeEnd: `${year}-10-24T16:00:00Z`, roomId: world.room.id },
        { datetimeStart: `${year}-10-25T09:00:00Z`, datetimeEnd: `${year}-10-25T17:00:00Z`, roomId: second.id },
      ],
    });
    expect(created.statusCode).toBe(201);
    const session = created.json();
    expect(session).toMatchObject({ status: 'upcoming', spaces: { limit: 6, available: 6, booked: 0 } });
    const localTimes = session.items.map((item: { localStart: string; timeZone: string }) => [
      item.timeZone,
      item.localStart,
    ]);
    const sundays = [`${year}-10-24`, `${year}-10-25`].map((day) => new Date(`${day}T12:00:00Z`).getUTCDay());
    if (sundays[1] === 0)
      expect(localTimes).toEqual([
        ['Europe/London', '09:00'],
        ['Europe/London', '09:00'],
      ]);
    expect(session.items[0].venue).toMatchObject({ id: world.venue.id });
    expect(session.items[1].room).toMatchObject({ id: second.id, capacity: 6 });
  });

  it('puts every room of a session’s dates in use for venues’ rules, not only the first', async () => {
    const world = await eventsWorld(ctx);
    const second = await createRoom(world.db, world.venue, { status: 'active' });
    const event = await world.event();
    const session = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      active: true,
      items: [
        { datetimeStart: inDays(60).toISOString(), datetimeEnd: inDays(60, 2).toISOString(), roomId: world.room.id },
        { datetimeStart: inDays(61).toISOString(), datetimeEnd: inDays(61, 2).toISOString(), roomId: second.id },
      ],
    });
    const room = (await world.call(world.coordinatorToken, 'GET', `/rooms/${second.id}`)).json();
    expect(room.activeRelations).toMatchObject({ event: [{ id: event.id }], session: [{ id: session.json().id }] });
    expect(room.actions.remove).toBe(false);
  });

  it('refuses overlapping dates, a room taken by another session, and an end before the start', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const start = inDays(15);
    await world.session(event.id, {}, start);
    const at = (offsetHours: number, hours: number, roomId: string | null = world.room.id) => ({
      datetimeStart: new Date(start.getTime() + offsetHours * 3_600_000).toISOString(),
      datetimeEnd: new Date(start.getTime() + (offsetHours + hours) * 3_600_000).toISOString(),
      roomId,
    });
    const conflict = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      items: [at(30, 3, null), at(31, 3, null)],
    });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().errors.fields[0].message).toBe(
      'Dates & times in the session item must be not in conflict with other ones.',
    );
    const taken = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      items: [at(1, 1)],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This room is already booked at that time by another session.');
    const backwards = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      items: [at(50, -1)],
    });
    expect(backwards.statusCode).toBe(400);
    expect(
      (await world.call(world.coordinatorToken, 'POST', '/occurrence', { eventId: event.id, items: [at(3, 1)] }))
        .statusCode,
    ).toBe(201);
  });

  it('activates, deactivates, edits, removes drafts and refuses learners and other customers', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const draft = await world.session(event.id, { active: false });
    expect(draft.status).toBe('draft');
    expect((await world.call(world.learnerToken, 'GET', `/occurrence/${draft.id}`)).statusCode).toBe(404);
    const activated = await world.call(world.coordinatorToken, 'POST', '/occurrence-activation', {
      occurrenceId: draft.id,
      active: true,
    });
    expect(activated.json().status).toBe('upcoming');
    expect((await world.call(world.learnerToken, 'GET', `/occurrence/${draft.id}`)).json().status).toBe('upcoming');
    const edited = await world.call(world.coordinatorToken, 'PATCH', '/occurrence', {
      id: draft.id,
      maxBookingLimit: 4,
      maxBookingLimitType: 'fixed',
    });
    expect(edited.json().spaces).toEqual({ limit: 4, available: 4, booked: 0 });
    const unlimited = await world.call(world.coordinatorToken, 'PATCH', '/occurrence', {
      id: draft.id,
      maxBookingLimitType: 'unlimited',
    });
    expect(unlimited.json()).toMatchObject({
      maxBookingLimitType: 'fixed',
      maxBookingLimit: UNLIMITED_BOOKINGS,
      spaces: { limit: null, available: null, booked: 0 },
    });
    expect(
      (await world.call(world.coordinatorToken, 'POST', '/occurrence-archivization', { occurrenceId: draft.id }))
        .statusCode,
    ).toBe(409);
    await world.call(world.coordinatorToken, 'POST', '/occurrence-activation', {
      occurrenceId: draft.id,
      active: false,
    });
    expect(
      (await world.call(world.coordinatorToken, 'POST', '/occurrence-archivization', { occurrenceId: draft.id }))
        .statusCode,
    ).toBe(204);
    expect(
      (await world.call(world.learnerToken, 'POST', '/occurrence', { eventId: event.id, items: [] })).statusCode,
    ).toBe(403);
    const other = await eventsWorld(ctx);
    const session = await world.session(event.id, {}, inDays(30));
    expect((await other.call(other.coordinatorToken, 'GET', `/occurrence/${session.id}`)).statusCode).toBe(404);
    expect(
      (await other.call(other.coordinatorToken, 'POST', '/cancel-occurrence', { occurrenceId: session.id })).statusCode,
    ).toBe(404);
    const foreignRoom = await other.call(other.coordinatorToken, 'POST', '/occurrence', {
      eventId: (await other.event()).id,
      items: [
        { datetimeStart: inDays(40).toISOString(), datetimeEnd: inDays(40, 1).toISOString(), roomId: world.room.id },
      ],
    });
    expect(foreignRoom.statusCode).toBe(400);
  });

  it('cancels and copies bookings to another active session, answering expiredLearners', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const from = await world.session(event.id, { maxBookingLimit: 3 });
    const to = await world.session(event.id, { maxBookingLimit: 2 }, inDays(12));
    const learners = await Promise.all([1, 2, 3].map(() => createPerson(world.db, world.workspace)));
    for (const person of learners) {
      const response = await world.call(world.coordinatorToken, 'POST', '/bookings', {
        learnerId: person.user.id,
        eventId: event.id,
        occurrenceId: from.id,
      });
      expect(response.statusCode).toBe(201);
    }
    const cancelled = await world.call(world.coordinatorToken, 'POST', '/cancel-occurrence', {
      occurrenceId: from.id,
      targetOccurrenceId: to.id,
    });
    expect(cancelled.statusCode).toBe(200);
    const body = cancelled.json();
    expect(body.occurrence.status).toBe('cancelled');
    expect(body.copied).toBe(2);
    expect(body.expiredLearners).toEqual([{ learnerId: learners[2]!.user.id, reason: 'FullyBooked' }]);
    expect((await world.call(world.coordinatorToken, 'GET', `/occurrence/${to.id}`)).json().spaces).toEqual({
      limit: 2,
      available: 0,
      booked: 2,
    });
    expect(
      (await world.call(world.coordinatorToken, 'POST', '/cancel-occurrence', { occurrenceId: from.id })).statusCode,
    ).toBe(409);
  });

  it('computes statuses from the clock when read, and the job stores them', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event();
    const session = await world.session(event.id, {}, inDays(5));
    const running = new Date(Date.parse(session.fromDate as string) + 60_000);
    const row = (await world.db.select().from(eventSessions).where(eq(eventSessions.id, session.id)))[0]!;
    expect(sessionStatusAt(row, new Date())).toBe('upcoming');
    expect(sessionStatusAt(row, running)).toBe('in_progress');
    expect(sessionStatusAt(row, new Date(row.toDate.getTime() + 1))).toBe('ended');
    expect(sessionStatusAt({ ...row, status: 'draft' }, running)).toBe('draft');
    // Moved into the past: the read says ended before the job runs; the job then stores it.
    await world.db
      .update(eventSessions)
      .set({ fromDate: inDays(-2), toDate: inDays(-2, 2) })
      .where(eq(eventSessions.id, session.id));
    expect((await world.call(world.coordinatorToken, 'GET', `/occurrence/${session.id}`)).json().status).toBe('ended');
    await advanceSessionStatuses(world.db, forSystem('session statuses'), new Date());
    expect((await world.db.select().from(eventSessions).where(eq(eventSessions.id, session.id)))[0]!.status).toBe(
      'ended',
    );
    // The job is a pg-boss schedule, every minute, registered with the workers.
    const schedules = await ctx.app.services.jobs.boss.getSchedules('session-statuses');
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['* * * * *']);
  });

  it('names local times in the zone, on both sides of the March and October changes', () => {
    expect(localParts(new Date('2027-03-27T09:00:00Z'), 'Europe/London')).toEqual({
      date: '2027-03-27',
      time: '09:00',
    });
    expect(localParts(new Date('2027-03-28T09:00:00Z'), 'Europe/London')).toEqual({
      date: '2027-03-28',
      time: '10:00',
    });
    expect(localParts(new Date('2027-10-30T08:00:00Z'), 'Europe/London')).toEqual({
      date: '2027-10-30',
      time: '09:00',
    });
    expect(localParts(new Date('2027-10-31T09:00:00Z'), 'Europe/London')).toEqual({
      date: '2027-10-31',
      time: '09:00',
    });
    expect(localParts(new Date('2027-10-31T09:00:00Z'), 'America/New_York')).toEqual({
      date: '2027-10-31',
      time: '05:00',
    });
  });
});
