import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, tokenOf } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld, inDays } from '../../test/events-world.js';
import { parseCalendar } from '../../test/ical.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /dashboard/ical/{id}', () => {
  it('gives the session’s .ics to a person booked on it, its trainers and events staff; 404 otherwise', async () => {
    const world = await eventsWorld(ctx);
    const trainer = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    const event = await world.event({ name: 'Downloadable' });
    const start = inDays(10);
    const session = await world.session(event.id, {
      items: [
        {
          datetimeStart: start.toISOString(),
          datetimeEnd: inDays(10, 2).toISOString(),
          roomId: world.room.id,
          trainers: [trainer.user.id],
        },
        {
          datetimeStart: inDays(11).toISOString(),
          datetimeEnd: inDays(11, 2).toISOString(),
          meetingLink: 'https://meet.test/x',
        },
      ],
    });
    const url = `/dashboard/ical/${session.id}`;
    expect((await world.call(world.learnerToken, 'GET', url)).statusCode).toBe(404);
    await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    const mine = await world.call(world.learnerToken, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parseCalendar(mine.body);
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.events).toHaveLength(2);
    expect(parsed.events[0]!.attendees).toEqual([`mailto:${world.learner.email.toLowerCase()}`]);
    for (const entry of parsed.events) expect(parsed.zones).toContain(entry.tzid);

    const trainerToken = await tokenOf(ctx.app, trainer);
    expect((await world.call(trainerToken, 'GET', url)).statusCode).toBe(200);
    expect((await world.call(world.coordinatorToken, 'GET', url)).statusCode).toBe(200);
    // Another customer's coordinator: 404.
    const stranger = await eventsWorld(ctx);
    expect((await stranger.call(stranger.coordinatorToken, 'GET', url)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/classroom${url}` })).statusCode).toBe(401);
  });
});

describe('personal calendar feed', () => {
  it('is made, seen, rotated and revoked by its owner; the secret address lists their sessions', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({ name: 'Subscribed' });
    const booked = await world.session(event.id);
    const trained = await world.session(event.id, {
      items: [
        {
          datetimeStart: inDays(20).toISOString(),
          datetimeEnd: inDays(20, 2).toISOString(),
          roomId: world.room.id,
          trainers: [world.learner.user.id],
        },
      ],
    });
    await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: booked.id,
    });
    expect((await world.call(world.learnerToken, 'GET', '/calendar-feed')).json()).toEqual({
      url: null,
      createdAt: null,
      lastReadAt: null,
    });
    const made = await world.call(world.learnerToken, 'POST', '/calendar-feed');
    expect(made.statusCode).toBe(201);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/classroom\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await world.call(world.learnerToken, 'GET', '/calendar-feed')).json().url).toBe(url);
    // Only a hash of the secret is kept.
    const secret = url.split('/').pop()!.replace('.ics', '');
    const rows = await ctx.database.db.execute(`select secret_hash from calendar_feeds`);
    expect(JSON.stringify(rows)).not.toContain(secret);

    const path = new URL(url).pathname;
    const feed = await ctx.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    const parsed = parseCalendar(feed.body);
    const uids = parsed.events.map((entry) => entry.uid);
    expect(uids.some((uid) => uid.includes(booked.id))).toBe(true);
    expect(uids.some((uid) => uid.includes(trained.id))).toBe(true);
    expect((await world.call(world.learnerToken, 'GET', '/calendar-feed')).json().lastReadAt).not.toBeNull();

    // Rotating: a new address; the old one stops working.
    const rotated = (await world.call(world.learnerToken, 'POST', '/calendar-feed')).json() as { url: string };
    expect(rotated.url).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(rotated.url).pathname })).statusCode).toBe(200);
    // Someone else's feed is their own.
    const other = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    const otherToken = await tokenOf(ctx.app, other);
    expect((await world.call(otherToken, 'GET', '/calendar-feed')).json().url).toBeNull();
    // Revoking.
    expect((await world.call(world.learnerToken, 'DELETE', '/calendar-feed')).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(rotated.url).pathname })).statusCode).toBe(404);
    expect((await world.call(world.learnerToken, 'DELETE', '/calendar-feed')).statusCode).toBe(404);
    expect((await world.call(world.learnerToken, 'GET', '/calendar-feed')).json().url).toBeNull();
    // A made-up secret and a malformed address.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/classroom/calendar-feed/${'a'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/classroom/calendar-feed/nope.ics' })).statusCode).toBe(
      400,
    );
  });
});
