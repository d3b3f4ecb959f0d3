import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventReminders, eventSessions, mailMessages } from '../../db/schema/index.js';
import { createPerson } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { bookingEmailsWritten } from '../../test/mail.js';
import { DAY, eventsWorld, inDays } from '../../test/events-world.js';
import { parseCalendar } from '../../test/ical.js';
import { cancelUnderfilledSessions, sendReminders } from './event-jobs.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const mails = async (to: string, subject: string) => {
  await bookingEmailsWritten(ctx.database);
  return ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), like(mailMessages.subject, `${subject}%`)));
};

const at = (start: Date, daysBefore: number) => new Date(start.getTime() - daysBefore * DAY);

describe('reminder job', () => {
  it('sends one reminder per interval before the start, never twice, with the invitation', async () => {
    const world = await eventsWorld(ctx);
    const event = await world.event({
      name: 'Reminded',
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 5, reminderInterval: { value: 2, type: 'day' } },
    });
    const start = inDays(10);
    const session = await world.session(event.id, {}, start);
    await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    const services = ctx.app.services;
    // Eight days ahead: outside the last three intervals (6 days).
    await sendReminders(services, at(start, 8));
    expect(await mails(world.learner.email, 'Reminder: Reminded')).toHaveLength(0);
    // Five days ahead: the third interval. Two workers at once, then a rerun: one email.
    await Promise.all([sendReminders(services, at(start, 5)), sendReminders(services, at(start, 5))]);
    await sendReminders(services, at(start, 4.5));
    const first = await mails(world.learner.email, 'Reminder: Reminded');
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('This is a reminder that you are booked on Reminded.');
    expect(parseCalendar(first[0]!.attachments[0]!.content).method).toBe('REQUEST');
    // The next intervals: one more each.
    await sendReminders(services, at(start, 3));
    await sendReminders(services, at(start, 1));
    await sendReminders(services, at(start, 0.5));
    expect(await mails(world.learner.email, 'Reminder: Reminded')).toHaveLength(3);
    const windows = await ctx.database.db.select().from(eventReminders);
    expect(windows.filter((row) => row.bookingId).length).toBeGreaterThanOrEqual(3);
  });

  it('skips events with reminders off, and people who booked within the interval', async () => {
    const world = await eventsWorld(ctx);
    const off = await world.event({
      name: 'Quiet',
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 5, sendReminders: false },
    });
    const start = inDays(3);
    const quiet = await world.session(off.id, {}, start);
    await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: off.id,
      occurrenceId: quiet.id,
    });
    await sendReminders(ctx.app.services, at(start, 0.5));
    expect(await mails(world.learner.email, 'Reminder: Quiet')).toHaveLength(0);

    const late = await world.event({ name: 'Late', bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 5 } });
    const soon = inDays(0, 12);
    const session = await world.session(late.id, {}, soon);
    const other = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: other.user.id,
      eventId: late.id,
      occurrenceId: session.id,
    });
    // Booked 12 hours before the start, inside the last 1-day interval: the confirmation is enough.
    await sendReminders(ctx.app.services, new Date());
    expect(await mails(other.email, 'Reminder: Late')).toHaveLength(0);
  });
});

describe('minimum numbers job', () => {
  async function underfilled(world: Awaited<ReturnType<typeof eventsWorld>>, name: string, enabled = true) {
    const event = await world.event({
      name,
      bookingSettings: { allowNoEnrolments: true, maxBookingLimit: 5 },
      cancellationSettings: { autoCancellationEnabled: enabled, autoCancellationLimit: { value: 1, type: 'day' } },
    });
    const start = inDays(10);
    const session = await world.session(event.id, { minBookingLimit: 2 }, start);
    await world.call(world.learnerToken, 'POST', '/bookings', {
      learnerId: world.learner.user.id,
      eventId: event.id,
      occurrenceId: session.id,
    });
    return { event, session, start };
  }
  const statusOf = async (id: string) =>
    (await ctx.database.db.select().from(eventSessions).where(eq(eventSessions.id, id)))[0]!.status;

  it('cancels a session short of its minimum at the auto-cancellation time and emails everyone booked', async () => {
    const world = await eventsWorld(ctx);
    const { session, start } = await underfilled(world, 'Too few');
    expect(await cancelUnderfilledSessions(ctx.app.services, at(start, 2))).not.toContain(session.id);
    expect(await statusOf(session.id)).toBe('upcoming');
    // Past fromDate − 1 day: two workers at once cancel it once.
    const runs = await Promise.all([
      cancelUnderfilledSessions(ctx.app.services, at(start, 0.5)),
      cancelUnderfilledSessions(ctx.app.services, at(start, 0.5)),
    ]);
    expect(runs.flat().filter((id) => id === session.id)).toHaveLength(1);
    expect(await statusOf(session.id)).toBe('cancelled');
    const sent = await mails(world.learner.email, 'Session cancelled: Too few');
    expect(sent).toHaveLength(1);
    expect(parseCalendar(sent[0]!.attachments[0]!.content).method).toBe('CANCEL');
  });

  it('leaves sessions that reached the minimum, and events without auto-cancellation', async () => {
    const world = await eventsWorld(ctx);
    const full = await underfilled(world, 'Enough');
    const other = await createPerson(world.db, world.workspace, { roles: ['learner'] });
    await world.call(world.coordinatorToken, 'POST', '/bookings', {
      learnerId: other.user.id,
      eventId: full.event.id,
      occurrenceId: full.session.id,
    });
    const world2 = await eventsWorld(ctx);
    const off = await underfilled(world2, 'Not automatic', false);
    await cancelUnderfilledSessions(ctx.app.services, at(full.start, 0.5));
    expect(await statusOf(full.session.id)).toBe('upcoming');
    expect(await statusOf(off.session.id)).toBe('upcoming');
  });
});
