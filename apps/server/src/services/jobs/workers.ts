import type { AppServices } from '../services.js';
import { QUEUES } from './queue.js';

/** Registers every background worker; used by the app process and by the separate worker. */
export async function registerWorkers(services: AppServices): Promise<void> {
  await services.jobs.work<{ messageId: string }>(QUEUES.mailDelivery, async (job) => {
    await services.mailer.deliver(job.data.messageId, (job as { retryCount?: number }).retryCount ?? 0);
  });
}
