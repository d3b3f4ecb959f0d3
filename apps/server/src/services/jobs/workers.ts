import type { AppServices } from '../services.js';
import { MAIL_BATCH_SIZE, type DeliveryJob } from '../mail/mailer.js';
import { MAIL_NOTIFY_BACKSTOP_SECONDS, MAIL_POLLING_SECONDS, QUEUES } from './queue.js';

/**
 * A module's background work: registers the handlers (and pg-boss schedules) of its queues. Each
 * module with jobs exports one from its index.ts (events' `registerJobs`) and
 * `modules/jobs.ts` lists them; the shared layer never imports a module.
 */
export type RegisterJobs = (services: AppServices) => Promise<void>;

/**
 * Registers every background worker: the platform's own (mail delivery) and the modules' jobs.
 * Used by the app process and by the separate worker, both passing `MODULE_JOBS`.
 */
export async function registerWorkers(services: AppServices, moduleJobs: readonly RegisterJobs[]): Promise<void> {
  // Mail is looked for twice a second, not every two: a code or a confirmation is written and
  // delivered in two hops while a person waits for it (decision 0045).
  await services.jobs.workBatches<{ messageId: string }>(
    QUEUES.mailDelivery,
    {
      batchSize: MAIL_BATCH_SIZE,
      pollingIntervalSeconds: MAIL_POLLING_SECONDS,
      notifyPollingIntervalSeconds: MAIL_NOTIFY_BACKSTOP_SECONDS,
    },
    (jobs) => services.mailer.deliverBatch(jobs as unknown as DeliveryJob[]),
  );
  // Messages left without a delivery by a crash before decision 0045. Instances start one at a
  // time under the start-up lock, so a later one finds the jobs the first one queued.
  const requeued = await services.mailer.requeueOrphans();
  if (requeued > 0) console.log(`[mail] queued ${requeued} waiting messages that had no delivery`);
  for (const registerJobs of moduleJobs) await registerJobs(services);
}
