import type { Job, JobResult } from 'pg-boss';
import type { Queryable } from '../../db/client.js';
import { forSystem, jobIn, type InWorkspaceScope } from '../../lib/scope.js';
import type { Mailer } from '../../services/mail/mailer.js';
import { QUEUES, type JobQueue } from '../../services/jobs/queue.js';
import type { AppServices } from '../../services/services.js';
import { bookingNotifications } from './booking-notifications.js';
import type { CalendarItem } from './calendar-files.js';
import type { BookingRow } from './notifications.repository.js';

/**
 * What a booking change has to tell people, recorded as a job in the change's own transaction
 * (decision 0045): the emails exist exactly when the change committed, whatever happens to the
 * process a moment later, and writing them (reads, calendar files) stays off the request and out
 * of the session's lock. A worker writes them (`writeBookingEmails`), in the workspace recorded
 * with them (`BookingEmailJob`).
 */
export type BookingEmailIntent =
  | { kind: 'bookingMade'; bookingId: string }
  | { kind: 'requestAnswered'; bookingId: string; approved: boolean }
  | { kind: 'waitingListJoined'; learnerId: string; eventId: string; sessionId: string | null; position: number | null }
  | { kind: 'promoted'; bookingIds: string[] }
  | { kind: 'cancelled'; bookingId: string; by: 'learner' | 'coordinator' | 'declined'; hadInvitation: boolean }
  | { kind: 'sessionCancelled'; bookings: { id: string; status: BookingRow['status'] }[] }
  | { kind: 'sessionChanged'; sessionId: string; removed: CalendarItem[] }
  | { kind: 'reminder'; bookingId: string };

/** An intent as queued: with the workspace of the change, which the worker reads in (its JobScope). */
export type BookingEmailJob = BookingEmailIntent & { workspace: { customerId: string; workspaceId: string } };

/** One person's own news is written first; fan-outs to a whole session wait behind it. */
const BULK_INTENTS: ReadonlySet<BookingEmailIntent['kind']> = new Set([
  'sessionCancelled',
  'sessionChanged',
  'reminder',
]);

/** Records what happened in `tx`, in the scope's workspace; nothing is recorded for an empty list of bookings. */
export function bookingEmails(jobs: JobQueue) {
  return async function record(tx: Queryable, scope: InWorkspaceScope, intent: BookingEmailIntent): Promise<void> {
    if (intent.kind === 'promoted' && intent.bookingIds.length === 0) return;
    if (intent.kind === 'sessionCancelled' && intent.bookings.length === 0) return;
    const job: BookingEmailJob = {
      ...intent,
      workspace: { customerId: scope.customerId, workspaceId: scope.workspaceId },
    };
    await jobs.send(QUEUES.bookingEmails, job, {
      db: tx,
      priority: BULK_INTENTS.has(intent.kind) ? 0 : 10,
    });
  };
}
export type RecordBookingEmail = ReturnType<typeof bookingEmails>;

/**
 * The mailer a job writes through: each message is keyed by the job, its address and subject, so
 * when the job is tried again (a failed email, a process that died halfway) the messages already
 * recorded are not recorded, nor sent, a second time. (A job never writes one person two emails
 * with the same subject.)
 */
function mailerForJob(mailer: Mailer, jobId: string): Mailer {
  return {
    ...mailer,
    send: (mail, options) => mailer.send(mail, { ...options, dedupeKey: `${jobId}:${mail.to}:${mail.subject}` }),
  };
}

/** The worker: writes each job's emails; a job with an email that failed is tried again later. */
export async function writeBookingEmails(
  services: Pick<AppServices, 'database' | 'mailer' | 'config'>,
  jobs: readonly Job<BookingEmailJob>[],
): Promise<JobResult[]> {
  // Side by side: each job waits mostly on its reads (PGlite runs them one at a time anyway).
  return Promise.all(jobs.map((job) => writeOne(services, job)));
}

/** The system writing booking emails: narrowed to each job's workspace (`jobIn`). */
const BOOKING_EMAILS = forSystem('booking emails');

async function writeOne(
  services: Pick<AppServices, 'database' | 'mailer' | 'config'>,
  job: Job<BookingEmailJob>,
): Promise<JobResult> {
  const failures: string[] = [];
  const notify = bookingNotifications(
    { ...services, mailer: mailerForJob(services.mailer, job.id) },
    jobIn(BOOKING_EMAILS, job.data.workspace),
    (what, error) => {
      console.error(`[events mail] ${what}:`, error);
      failures.push(`${what}: ${(error as Error).message}`);
    },
  );
  const intent = job.data;
  switch (intent.kind) {
    case 'bookingMade':
      await notify.bookingMade(intent.bookingId);
      break;
    case 'requestAnswered':
      await notify.requestAnswered(intent.bookingId, intent.approved);
      break;
    case 'waitingListJoined':
      await notify.waitingListJoined(intent.learnerId, intent.eventId, intent.sessionId, intent.position);
      break;
    case 'promoted':
      await notify.promoted(intent.bookingIds);
      break;
    case 'cancelled':
      await notify.cancelled(intent.bookingId, intent.by, intent.hadInvitation);
      break;
    case 'sessionCancelled':
      await notify.sessionCancelled(intent.bookings);
      break;
    case 'sessionChanged':
      // Dates come back from the job's JSON as strings.
      await notify.sessionChanged(
        intent.sessionId,
        intent.removed.map((item) => ({ ...item, start: new Date(item.start), end: new Date(item.end) })),
      );
      break;
    case 'reminder':
      await notify.reminder(intent.bookingId);
      break;
  }
  return failures.length === 0
    ? { id: job.id, status: 'completed' }
    : { id: job.id, status: 'failed', output: { message: failures.join('; ') } };
}
