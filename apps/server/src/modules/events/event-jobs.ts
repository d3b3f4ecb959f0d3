import { forSystem, jobIn } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { before, sessionStatusAt, UNIT_MS } from './events.policy.js';
import { lockSession } from './events.repository.js';
import { cancelLockedSession, recordSessionCancelledEmails } from './events.service.js';
import { bookingEmails } from './booking-emails.js';
import { bookedCount, claimReminder, remindable, sessionsStartingBefore } from './notifications.repository.js';
import { settingsOf } from './present.js';

/**
 * The events' scheduled jobs (pg-boss, registered by ./jobs.ts). Each handler
 * takes the clock as an argument, so tests drive it directly. Each sweeps every tenant with its
 * SystemScope, then works on each row found in that row's workspace (`jobIn`).
 */

/** At most this many reminders per booking (the last intervals before the start). */
export const MAX_REMINDERS = 3;
/** How far ahead the reminder job looks: MAX_REMINDERS intervals of up to 30 days. */
const REMINDER_HORIZON_MS = MAX_REMINDERS * 30 * UNIT_MS.day;
/** How far ahead the minimum-numbers job looks (auto-cancellation limits of up to 30 days). */
const AUTO_CANCEL_HORIZON_MS = 30 * UNIT_MS.day;

/**
 * Reminders (bookingSettings.sendReminders, every `reminderInterval`): reminder k is due at
 * `fromDate − k × interval` (k = 1 … MAX_REMINDERS) for people booked before that moment. Each
 * run sends, per booking, the reminder of the interval it is in, once: the row in
 * `event_reminders` is claimed before the email is queued, so two workers or a rerun never send
 * it twice. Returns how many were sent.
 */
export async function sendReminders(services: Pick<AppServices, 'database' | 'jobs'>, now: Date) {
  const { db } = services.database;
  const recordEmail = bookingEmails(services.jobs);
  const system = forSystem('event reminders');
  const rows = await remindable(db, system, now, new Date(now.getTime() + REMINDER_HORIZON_MS), MAX_REMINDERS);
  let sent = 0;
  for (const { booking, session, event } of rows) {
    const { bookingSettings } = settingsOf(event);
    if (!bookingSettings.sendReminders) continue;
    const interval = bookingSettings.reminderInterval.value * UNIT_MS[bookingSettings.reminderInterval.type];
    if (interval <= 0) continue;
    const window = Math.ceil((session.fromDate.getTime() - now.getTime()) / interval);
    if (window < 1 || window > MAX_REMINDERS) continue;
    const due = new Date(session.fromDate.getTime() - window * interval);
    // Booked within this interval: the confirmation has just told them.
    if (booking.createdAt >= due) continue;
    // The claim and the email's job commit together: a rerun or a second worker finds the claim,
    // and a crash leaves neither.
    const job = jobIn(system, event);
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, job, booking.id, window))) return false;
      await recordEmail(tx, job, { kind: 'reminder', bookingId: booking.id });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/**
 * Minimum numbers (cancellationSettings.autoCancellationEnabled): a session still short of its
 * minimum bookings at `fromDate − autoCancellationLimit` is cancelled the way a coordinator
 * cancels it, and everyone booked is emailed. The count is taken again under the session's lock,
 * so a booking made meanwhile is seen, and a second worker finds the session already cancelled.
 * Returns the ids of the sessions cancelled.
 */
export async function cancelUnderfilledSessions(
  services: Pick<AppServices, 'database' | 'jobs'>,
  now: Date,
): Promise<string[]> {
  const { db } = services.database;
  const recordEmail = bookingEmails(services.jobs);
  const system = forSystem('minimum numbers');
  const candidates = await sessionsStartingBefore(db, system, now, new Date(now.getTime() + AUTO_CANCEL_HORIZON_MS));
  const cancelled: string[] = [];
  for (const { session, event } of candidates) {
    const { cancellationSettings } = settingsOf(event);
    if (!cancellationSettings.autoCancellationEnabled) continue;
    if (now < before(session.fromDate, cancellationSettings.autoCancellationLimit)) continue;
    const job = jobIn(system, event);
    const result = await db.transaction(async (tx) => {
      const locked = await lockSession(tx, job, session.id);
      if (sessionStatusAt(locked, now) !== 'upcoming') return null;
      if ((await bookedCount(tx, job, locked.id)) >= locked.minBookingLimit) return null;
      const outcome = await cancelLockedSession(tx, job, { event, session: locked, target: null, cancelledBy: null });
      await recordSessionCancelledEmails(tx, job, recordEmail, outcome);
      return outcome;
    });
    if (!result) continue;
    cancelled.push(session.id);
  }
  return cancelled;
}
