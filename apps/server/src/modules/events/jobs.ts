import { MAIL_NOTIFY_BACKSTOP_SECONDS, MAIL_POLLING_SECONDS, QUEUES } from '../../services/jobs/queue.js';
import { forSystem } from '../../lib/scope.js';
import type { AppServices } from '../../services/services.js';
import { writeBookingEmails, type BookingEmailJob } from './booking-emails.js';
import { cancelUnderfilledSessions, sendReminders } from './event-jobs.js';
import { advanceSessionStatuses } from './events.repository.js';
import type { CourseProgress } from './registers/course-progress.js';
import { recordAutomaticCompletions } from './registers/outcomes.js';

/**
 * The events' background work (listed in modules/jobs.ts, registered by services/jobs/workers.ts):
 * the booking emails written a moment after their change, and the scheduled jobs. The session
 * statuses' job also records automatic completion (registers/outcomes.ts), telling courses
 * through `courseProgress`.
 */
export async function registerJobs(services: AppServices, courseProgress: CourseProgress): Promise<void> {
  await services.jobs.workBatches<BookingEmailJob>(
    QUEUES.bookingEmails,
    {
      batchSize: 10,
      pollingIntervalSeconds: MAIL_POLLING_SECONDS,
      notifyPollingIntervalSeconds: MAIL_NOTIFY_BACKSTOP_SECONDS,
    },
    (jobs) => writeBookingEmails(services, jobs),
  );
  await services.jobs.work(QUEUES.sessionStatuses, async () => {
    const now = new Date();
    await advanceSessionStatuses(services.database.db, forSystem('session statuses'), now);
    await recordAutomaticCompletions(services.database.db, forSystem('automatic completion'), courseProgress, now);
  });
  await services.jobs.work(QUEUES.eventReminders, async () => {
    await sendReminders(services, new Date());
  });
  await services.jobs.work(QUEUES.eventMinimumNumbers, async () => {
    await cancelUnderfilledSessions(services, new Date());
  });
  // pg-boss's cron keeps one schedule per queue, whichever process registers it.
  await services.jobs.boss.schedule(QUEUES.sessionStatuses, '* * * * *');
  await services.jobs.boss.schedule(QUEUES.eventReminders, '*/5 * * * *');
  await services.jobs.boss.schedule(QUEUES.eventMinimumNumbers, '* * * * *');
}
