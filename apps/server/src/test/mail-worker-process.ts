// A delivery worker in a process of its own, for mail-delivery.test.ts to SIGKILL mid-send:
// `tsx mail-worker-process.ts <database url> <smtp url>`. Prints "ready" once it takes jobs.
import { openDatabase } from '../db/client.js';
import { createJobQueue } from '../services/jobs/queue.js';
import { createMailer, type DeliveryJob } from '../services/mail/mailer.js';

const [databaseUrl, smtpUrl] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl });
const jobs = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
const mailer = createMailer(database.db, jobs, { smtpUrl, from: 'Campus <noreply@campus.test>' });
await jobs.start();
await jobs.workBatches('mail-delivery', { batchSize: 25 }, (batch) =>
  mailer.deliverBatch(batch as unknown as DeliveryJob[]),
);
console.log('ready');
