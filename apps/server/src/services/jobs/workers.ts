import type { AppServices } from '../services.js';
import {
  advanceSessionStatuses,
  cancelUnderfilledSessions,
  sendReminders,
  writeBookingEmails,
  type BookingEmailIntent,
} from '../../modules/classroom-events/index.js';
import { MAIL_BATCH_SIZE, type DeliveryJob } from '../mail/mailer.js';
import { QUEUES } from './queue.js';

const MAIL_POLLING_SECONDS = 0.5;

/** Registers every background worker; used by the app process and by the separate worker. */
export async function registerWorkers(services: AppServices): Promise<void> {
  // Mail is looked for twice a second, not every two: a code or a confirmation is written and
  // delivered in two hops while a person waits for it (decision 0045).
  await services.jobs.workBatches<{ messageId: string }>(
    QUEUES.mailDelivery,
    { batchSize: MAIL_BATCH_SIZE, pollingIntervalSeconds: MAIL_POLLING_SECONDS },
    (jobs) => services.mailer.deliverBatch(jobs as unknown as DeliveryJob[]),
  );
  await services.jobs.workBatches<BookingEmailIntent>(
    QUEUES.bookingEmails,
    { batchSize: 10, pollingIntervalSeconds: MAIL_POLLING_SECONDS },
    (jobs) => writeBookingEmails(services, jobs),
  );
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
