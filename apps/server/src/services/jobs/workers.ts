import type { AppServices } from '../services.js';
import { advanceSessionStatuses } from '../../modules/classroom-events/index.js';
import { QUEUES } from './queue.js';

/** Registers every background worker; used by the app process and by the separate worker. */
export async function registerWorkers(services: AppServices): Promise<void> {
  await services.jobs.work<{ messageId: string }>(QUEUES.mailDelivery, async (job) => {
    await services.mailer.deliver(job.data.messageId, (job as { retryCount?: number }).retryCount ?? 0);
  });
  await services.jobs.work(QUEUES.sessionStatuses, async () => {
    await advanceSessionStatuses(services.database.db, new Date());
  });
  // pg-boss's cron keeps one schedule per queue, whichever process registers it.
  await services.jobs.boss.schedule(QUEUES.sessionStatuses, '* * * * *');
}
