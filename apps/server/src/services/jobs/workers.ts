import type { AppServices } from '../services.js';
import {
  advanceSessionStatuses,
  cancelUnderfilledSessions,
  sendReminders,
} from '../../modules/classroom-events/index.js';
import { QUEUES } from './queue.js';

/** Registers every background worker; used by the app process and by the separate worker. */
export async function registerWorkers(services: AppServices): Promise<void> {
  await services.jobs.work<{ messageId: string }>(QUEUES.mailDelivery, async (job) => {
    await services.mailer.deliver(job.data.messageId, (job as { retryCount?: number }).retryCount ?? 0);
  });
  await services.jobs.work(QUEUES.sessionStatuses, async () => {
    await advanceSessionStatuses(services.database.db, new Date());
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
