import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSessionItems, mailMessages } from '../../db/schema/index.js';
import { createRoom, createVenue } from '../../test/classroom-factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { bookingEmailsWritten } from '../../test/mail.js';
import { eventsWorld } from '../../test/events-world.js';
import { parseCalendar } from '../../test/ical.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Next January (winter both sides: New York is UTC−5, London UTC+0), far enough ahead to book. */
const year = new Date().getUTCFullYear() + 1;
const day = `${year}-01-15`;

/** A world whose second venue is in New York, with an active room there. */
async function newYorkWorld() {
  const world = await eventsWorld(ctx);
  const venue = await createVenue(world.db, world.workspace, { status: 'active', timeZone: 'America/New_York' });
  const room = await createRoom(world.db, venue, { status: 'active', capacity: 8 });
  return { ...world, newYork: { venue, room } };
}

const storedItems = (sessionId: string) =>
  ctx.database.db
    .select({ timeZone: eventSessionItems.timeZone, start: eventSessionItems.datetimeStart })
    .from(eventSessionItems)
    .where(eq(eventSessionItems.sessionId, sessionId))
    .orderBy(asc(eventSessionItems.position));

describe('session dates take their venue’s zone (docs/events.md "Time zones")', () => {
  it('a date in a New York room is stored in America/New_York, whatever zone the body names', async () => {
    const world = await newYorkWorld();
    const event = await world.event();
    // 10:00–13:00 in New York is 15:00–18:00 UTC in January.
    const created = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      active: true,
      items: [
        {
          datetimeStart: `${day}T10:00:00-05:00`,
          datetimeEnd: `${day}T13:00:00-05:00`,
          timeZone: 'Europe/London',
          roomId: world.newYork.room.id,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = created.json();
    expect(session.items).toEqual([
      expect.objectContaining({
        timeZone: 'America/New_York',
        datetimeStart: `${day}T15:00:00.000Z`,
        datetimeEnd: `${day}T18:00:00.000Z`,
        localDate: day,
        localStart: '10:00',
        localEnd: '13:00',
        venueId: world.newYork.venue.id,
      }),
    ]);
    expect(await storedItems(session.id)).toEqual([
      { timeZone: 'America/New_York', start: new Date(`${day}T15:00:00Z`) },
    ]);

    // An edit naming another zone for the room's date is overridden too; a London room gives London.
    const edited = await world.call(world.coordinatorToken, 'PATCH', '/occurrence', {
      id: session.id,
      items: [
        {
          datetimeStart: `${day}T15:00:00Z`,
          datetimeEnd: `${day}T18:00:00Z`,
          timeZone: 'Asia/Tokyo',
          roomId: world.newYork.room.id,
        },
        {
          datetimeStart: `${year}-01-16T10:00:00Z`,
          datetimeEnd: `${year}-01-16T12:00:00Z`,
          timeZone: 'America/New_York',
          roomId: world.room.id,
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      edited.json().items.map((item: { timeZone: string; localStart: string }) => [item.timeZone, item.localStart]),
    ).toEqual([
      ['America/New_York', '10:00'],
      ['Europe/London', '10:00'],
    ]);
  });

  it('an online date keeps the zone sent, Europe/London when none is', async () => {
    const world = await newYorkWorld();
    const event = await world.event({ occurrenceSettings: { sessionType: 'online' } });
    const online = (link: string, start: string, end: string, timeZone?: string) => ({
      datetimeStart: start,
      datetimeEnd: end,
      meetingLink: link,
      ...(timeZone && { timeZone }),
    });
    const created = await world.call(world.coordinatorToken, 'POST', '/occurrence', {
      eventId: event.id,
      sessionType: 'online',
      items: [
        online('https://meet.test/a', `${day}T00:00:00Z`, `${day}T02:00:00Z`, 'Asia/Tokyo'),
        online('https://meet.test/b', `${year}-01-16T09:00:00Z`, `${year}-01-16T10:00:00Z`),
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      created.json().items.map((item: { timeZone: string; localStart: string }) => [item.timeZone, item.localStart]),
    ).toEqual([
      ['Asia/Tokyo', '09:00'],
      ['Europe/London', '09:00'],
    ]);
  });

  it('the .ics and the booking email give the New York local times with its VTIMEZONE', async () => {
    const world = await newYorkWorld();
    const event = await world.event({ name: 'Harbour pilots' });
    const session = await world.session(event.id, {
      items: [{ datetimeStart: `${day}T15:00:00Z`, datetimeEnd: `${day}T18:00:00Z`, roomId: world.newYork.room.id }],
    });
    const booked = await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const download = await world.call(world.learnerToken, 'GET', `/dashboard/ical/${session.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('DTSTART;TZID=America/New_York:');
    const parsed = parseCalendar(download.body);
    expect(parsed.zones).toEqual(['America/New_York']);
    expect(parsed.events).toEqual([
      expect.objectContaining({
        tzid: 'America/New_York',
        localStart: `${day}T10:00:00`,
        utcStart: `${day}T15:00:00.000Z`,
        utcEnd: `${day}T18:00:00.000Z`,
      }),
    ]);

    await bookingEmailsWritten(ctx.database);
    const [mail] = await ctx.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, world.learner.email))
      .orderBy(asc(mailMessages.createdAt));
    // New York's own abbreviation, not en-GB's "GMT-5" (issue 24 item 3).
    expect(mail?.text).toMatch(/10:00 am – 1:00 pm EST \(America\/New_York\)/);
    const attached = parseCalendar(mail!.attachments.find((file) => file.contentType.includes('REQUEST'))!.content);
    expect(attached.events[0]).toMatchObject({ tzid: 'America/New_York', localStart: `${day}T10:00:00` });
  });
});
