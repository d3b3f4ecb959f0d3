import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema/index.js';
import { createRoom, createVenue } from '../../test/classroom-factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { eventsWorld } from '../../test/events-world.js';
import { bookingEmailsWritten } from '../../test/mail.js';
import { formatItemTime } from './booking-notifications.js';

/**
 * Issue 24 item 3: every time printed carries the zone name in force at that instant. Before, a
 * 2-hour session on the night the clocks go forward read "12:30 am – 3:30 am GMT" (3:30 am is
 * BST), an October one was labelled BST throughout, and New York read "GMT-5".
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const year = new Date().getUTCFullYear() + 1;

/** The UK's (and the EU's) clock changes: 01:00 UTC on the last Sunday of March and October. */
function clockChange(month: 2 | 9): Date {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return new Date(last.getTime() - last.getUTCDay() * 24 * HOUR);
}
const dayText = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

const spring = clockChange(2);
const autumn = clockChange(9);
/** Two hours from 00:30 GMT: ends at 3:30 am BST. */
const springNight = { start: new Date(spring.getTime() - HOUR / 2), end: new Date(spring.getTime() + 1.5 * HOUR) };
/** Four hours from 11:00 pm BST on the Saturday: ends at 2:00 am GMT on the Sunday. */
const autumnNight = { start: new Date(autumn.getTime() - 3 * HOUR), end: new Date(autumn.getTime() + HOUR) };
const springText = `Sunday ${dayText(spring)}, 12:30 am GMT – 3:30 am BST (Europe/London)`;
const autumnText = `Saturday ${dayText(autumnNight.start)}, 11:00 pm BST – ${dayText(autumn)}, 2:00 am GMT (Europe/London)`;

describe('the zone named at each printed time', () => {
  it('formats the clock-change nights and New York with the zone of each instant', () => {
    expect(formatItemTime(springNight.start, springNight.end, 'Europe/London')).toBe(springText);
    expect(formatItemTime(autumnNight.start, autumnNight.end, 'Europe/London')).toBe(autumnText);
    const july = new Date(Date.UTC(year, 6, 14, 14));
    expect(formatItemTime(july, new Date(july.getTime() + 3 * HOUR), 'America/New_York')).toMatch(
      new RegExp(`^[A-Z][a-z]+day ${dayText(july)}, 10:00 am – 1:00 pm EDT \\(America/New_York\\)$`),
    );
    const january = new Date(Date.UTC(year, 0, 15, 15));
    expect(formatItemTime(january, new Date(january.getTime() + 3 * HOUR), 'America/New_York')).toMatch(
      /, 10:00 am – 1:00 pm EST \(America\/New_York\)$/,
    );
  });

  it('the booking emails of sessions on the March and October nights and in New York say so', async () => {
    const world = await eventsWorld(ctx);
    const venue = await createVenue(world.db, world.workspace, { status: 'active', timeZone: 'America/New_York' });
    const newYorkRoom = await createRoom(world.db, venue, { status: 'active', capacity: 8 });
    const july = new Date(Date.UTC(year, 6, 14, 14)); // 10:00 am EDT
    const cases = [
      { ...springNight, roomId: world.room.id, expected: springText },
      { ...autumnNight, roomId: world.room.id, expected: autumnText },
      {
        start: july,
        end: new Date(july.getTime() + 3 * HOUR),
        roomId: newYorkRoom.id,
        expected: `${dayText(july)}, 10:00 am – 1:00 pm EDT (America/New_York)`,
      },
    ];
    for (const [index, item] of cases.entries()) {
      const event = await world.event({ name: `Night ${index}` });
      const session = await world.session(event.id, {
        items: [{ datetimeStart: item.start.toISOString(), datetimeEnd: item.end.toISOString(), roomId: item.roomId }],
      });
      const booked = await world.call(world.learnerToken, 'POST', '/bookings', {
        learnerId: world.learner.user.id,
        eventId: event.id,
        occurrenceId: session.id,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      await bookingEmailsWritten(ctx.database);
      const [mail] = (
        await ctx.database.db
          .select()
          .from(mailMessages)
          .where(eq(mailMessages.to, world.learner.email))
          .orderBy(asc(mailMessages.createdAt))
      ).filter((row) => row.subject === `Booking confirmed: Night ${index}`);
      expect(mail?.text).toContain(item.expected);
      expect(mail?.html).toContain(item.expected);
    }
  });
});
