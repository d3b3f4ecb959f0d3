import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../test/classroom-factories.js';
import { bearer, createTestApp, type TestContext } from '../../test/harness.js';
import { createPerson, unique } from '../../test/factories.js';
import { eventsWorld, inDays } from '../../test/events-world.js';
import { calendarBoundAt } from './events.service.js';

/** The calls the coordinator's screens need beyond the core: the table's next session, the calendar, the pickers. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const at = (date: Date, hour: number) => {
  const copy = new Date(date);
  copy.setUTCHours(hour, 0, 0, 0);
  return copy;
};

describe('events table: next session', () => {
  it('gives each event its next live session with venue and spaces, none for an event without one', async () => {
    const world = await eventsWorld(ctx, { capacity: 6 });
    const tag = unique('Loom');
    const event = await world.event({ name: `${tag} weaving`, bookingSettings: { maxBookingLimitType: 'roomBased' } });
    const empty = await world.event({ name: `${tag} knots` });
    const later = await world.session(event.id, {}, inDays(20));
    const sooner = await world.session(event.id, {}, inDays(5));
    // A draft is not "next": only sessions people can see.
    await world.session(event.id, { active: false }, inDays(2));
    const list = await world.call(world.coordinatorToken, 'GET', `/list-events?search=${tag}`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as {
      id: string;
      sessions: number;
      firstDate: string | null;
      lastDate: string | null;
      nextSession: unknown;
    }[];
    // The count is every session of the event, drafts included, beside the next one's date
    // (issue 25: it read 0), and the dates span them all.
    expect(rows.find((row) => row.id === event.id)).toMatchObject({
      sessions: 3,
      firstDate: expect.any(String),
      lastDate: expect.any(String),
    });
    expect(rows.find((row) => row.id === empty.id)).toMatchObject({ sessions: 0, firstDate: null, lastDate: null });
    expect(rows.find((row) => row.id === event.id)?.nextSession).toEqual({
      id: sooner.id,
      fromDate: expect.any(String),
      timeZone: 'Europe/London',
      venueName: world.venue.name,
      spaces: { limit: 6, available: 6, booked: 0 },
    });
    expect(later.id).not.toBe(sooner.id);
    expect(rows.find((row) => row.id === empty.id)?.nextSession).toBeNull();
  });
});

describe('POST /report/calendar', () => {
  it('lists each dated item in the range once, with its zone, venue and room, and filters by venue and trainer', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'], customerRoles: ['trainer'] });
    const second = await createRoom(world.db, world.venue, { status: 'active', capacity: 8 });
    const event = await world.event({ name: unique('Calendar') });
    const day = inDays(12);
    const twoDays = await world.session(event.id, {
      items: [
        { datetimeStart: at(day, 9).toISOString(), datetimeEnd: at(day, 12).toISOString(), roomId: world.room.id },
        {
          datetimeStart: at(inDays(13), 9).toISOString(),
          datetimeEnd: at(inDays(13), 12).toISOString(),
          roomId: second.id,
          trainers: [trainer.user.id],
        },
      ],
    });
    const online = await world.session(event.id, {
      items: [
        {
          datetimeStart: at(day, 14).toISOString(),
          datetimeEnd: at(day, 15).toISOString(),
          meetingLink: 'https://meet.example.org/abc',
          platform: 'Teams',
          timeZone: 'America/New_York',
        },
      ],
    });
    const query = `dateStart=${encodeURIComponent(inDays(11).toISOString())}&dateEnd=${encodeURIComponent(inDays(14).toISOString())}`;
    const calendar = (body: object = {}, token = world.coordinatorToken) =>
      world.call(token, 'POST', `/report/calendar?${query}`, body);
    const all = await calendar();
    expect(all.statusCode).toBe(200);
    const mine = all.json().data.filter((entry: { eventId: string }) => entry.eventId === event.id);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({ sessionId: twoDays.id, roomName: world.room.name, online: false });
    expect(mine[1]).toMatchObject({
      sessionId: online.id,
      online: true,
      timeZone: 'America/New_York',
      venueName: null,
      sessionStatus: 'upcoming',
    });
    expect(mine[2]).toMatchObject({ sessionId: twoDays.id, roomName: second.name, venueName: world.venue.name });

    const byTrainer = (await calendar({ filters: { trainerIds: [trainer.user.id] } })).json().data;
    expect(byTrainer.map((entry: { roomName: string }) => entry.roomName)).toEqual([second.name]);
    const byVenue = (await calendar({ filters: { venueIds: [world.venue.id] } })).json().data;
    expect(byVenue).toHaveLength(2);

    // Outside the range: nothing; a range too long or reversed is refused.
    const early = `dateStart=${encodeURIComponent(inDays(1).toISOString())}&dateEnd=${encodeURIComponent(inDays(3).toISOString())}`;
    expect((await world.call(world.coordinatorToken, 'POST', `/report/calendar?${early}`, {})).json().data).toEqual([]);
    const long = `dateStart=${encodeURIComponent(inDays(1).toISOString())}&dateEnd=${encodeURIComponent(inDays(90).toISOString())}`;
    expect((await world.call(world.coordinatorToken, 'POST', `/report/calendar?${long}`, {})).statusCode).toBe(400);

    // Learners are not the events screens' staff; another customer sees none of it.
    expect((await calendar({}, world.learnerToken)).statusCode).toBe(403);
    const other = await eventsWorld(ctx);
    const theirs = await other.call(other.coordinatorToken, 'POST', `/report/calendar?${query}`, {});
    expect(theirs.json().data.filter((entry: { eventId: string }) => entry.eventId === event.id)).toEqual([]);
  });
});

describe('POST /report/calendar with whole days', () => {
  it('takes YYYY-MM-DD bounds as the whole days in Europe/London (or the one venue’s zone)', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ name: unique('Days') });
    const day = DateTime.fromJSDate(inDays(20), { zone: 'Europe/London' }).toISODate()!;
    // Half past eleven at night in London: the last hour of `day`, already the next day in UTC in summer.
    const late = DateTime.fromISO(`${day}T23:30`, { zone: 'Europe/London' });
    const session = await world.session(event.id, {
      items: [
        {
          datetimeStart: late.toUTC().toISO(),
          datetimeEnd: late.plus({ minutes: 20 }).toUTC().toISO(),
          roomId: world.room.id,
        },
      ],
    });
    const ids = async (dateStart: string, dateEnd: string) => {
      const response = await world.call(
        world.coordinatorToken,
        'POST',
        `/report/calendar?dateStart=${dateStart}&dateEnd=${dateEnd}`,
        {},
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.map((entry: { sessionId: string }) => entry.sessionId);
    };
    expect(await ids(day, day)).toContain(session.id);
    const next = DateTime.fromISO(day).plus({ days: 1 }).toISODate()!;
    expect(await ids(next, next)).not.toContain(session.id);
    // Mixed forms and a reversed range.
    expect(await ids(encodeURIComponent(late.minus({ hours: 1 }).toISO()!), day)).toContain(session.id);
    const reversed = await world.call(
      world.coordinatorToken,
      'POST',
      `/report/calendar?dateStart=${next}&dateEnd=${day}`,
      {},
    );
    expect(reversed.statusCode).toBe(400);
    expect(
      (await world.call(world.coordinatorToken, 'POST', '/report/calendar?dateStart=2026-13-01&dateEnd=2026-13-02', {}))
        .statusCode,
    ).toBe(400);
  });

  it('reads a whole day in the zone it is given', () => {
    expect(calendarBoundAt('2026-07-01', 'start', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(calendarBoundAt('2026-07-01', 'end', 'America/New_York').toISOString()).toBe('2026-07-02T03:59:59.999Z');
    expect(calendarBoundAt('2026-07-01T10:00:00Z', 'end', 'Europe/London').toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
  });
});

describe('GET /v2/profile-users/:role', () => {
  it('lists the workspace’s coordinators and trainers, not other customers’ people', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'], customerRoles: ['trainer'] });
    const other = await eventsWorld(ctx);
    const get = (role: string, token = world.coordinatorToken) =>
      ctx.app.inject({ method: 'GET', url: `/api/sso/v2/profile-users/${role}`, headers: bearer(token) });
    const coordinators = (await get('event_coordinator')).json().data.map((person: { id: string }) => person.id);
    expect(coordinators).toEqual([world.coordinator.user.id]);
    const trainers = await get('trainer');
    expect(trainers.statusCode).toBe(200);
    expect(trainers.json().data).toEqual([
      {
        id: trainer.user.id,
        firstName: trainer.user.firstName,
        lastName: trainer.user.lastName,
        emailAddress: trainer.email,
      },
    ]);
    expect((await get('learner')).statusCode).toBe(400);
    expect((await get('trainer', world.learnerToken)).statusCode).toBe(403);
    const theirs = (await get('event_coordinator', other.coordinatorToken)).json().data;
    expect(theirs.map((person: { id: string }) => person.id)).toEqual([other.coordinator.user.id]);
  });
});
