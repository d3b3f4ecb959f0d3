import { fromPglite, PgBoss, type Job, type JobResult, type Queue } from 'pg-boss';
import type { DatabaseHandle, Queryable } from '../../db/client.js';
import { bossDatabaseOf } from './queue.repository.js';

/** Every background queue the product runs, by name. */
export const QUEUES = {
  /** Recorded messages to send (services/mail): batches, transactional mail first. */
  mailDelivery: 'mail-delivery',
  /**
   * Booking emails to write (modules/events/booking-notifications.ts): recorded in the
   * booking's own transaction, written and queued for delivery by a worker.
   */
  bookingEmails: 'booking-emails',
  /** Moves sessions upcoming → in_progress → ended (03 §4), every minute. */
  sessionStatuses: 'session-statuses',
  /** Booking reminders at each event's interval before its sessions (event-jobs.ts), every 5 minutes. */
  eventReminders: 'event-reminders',
  /** Cancels sessions short of their minimum numbers at the auto-cancellation time, every minute. */
  eventMinimumNumbers: 'event-minimum-numbers',
  /** Archives a course's catalogue items after POST /v2/courses/{id}/archive (02 §4 Course archive). */
  courseArchiving: 'course-archiving',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Mail must survive an instance dying with jobs in hand: a worker that stops sending heartbeats
 * for HEARTBEAT_SECONDS has its jobs retried by any live instance at its next supervision pass
 * (every SUPERVISE_SECONDS), so a dead instance's mail moves on within about half a minute
 * instead of pg-boss's default 15-minute expiry (decision 0045).
 */
export const HEARTBEAT_SECONDS = 10;
/** Mail queues are looked at twice a second: a person is waiting for a code or a confirmation. */
export const MAIL_POLLING_SECONDS = 0.5;
export const SUPERVISE_SECONDS = 10;
/**
 * Where the database tells the queue about new jobs (LISTEN/NOTIFY: the embedded database), a new
 * job wakes its worker at once and the polls above are not needed to find it. The workers then
 * look only this often, for what no notification announces: a retry coming due (mail retries
 * start 5 s after a failure) or a job taken back from an instance that died. An idle instance
 * then runs a fraction of the queries it ran polling (docs/performance.md, "CI time").
 */
export const MAIL_NOTIFY_BACKSTOP_SECONDS = 5;
/** Scheduled jobs are announced by the schedule itself; a backstop look every half minute. */
export const NOTIFY_BACKSTOP_SECONDS = 30;

/** A queue's options as pg-boss creates it (its QueueOptions and whether it announces new jobs). */
type QueueOptions = Omit<Queue, 'name'>;

/** Retries back off from 5 s and never wait longer than 5 minutes between attempts. */
const MAIL_QUEUE_OPTIONS: QueueOptions = {
  notify: true,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
};
/** Every queue announces its new jobs (used where the database can listen: see above). */
const QUEUE_OPTIONS: Record<QueueName, QueueOptions> = {
  [QUEUES.mailDelivery]: MAIL_QUEUE_OPTIONS,
  [QUEUES.bookingEmails]: MAIL_QUEUE_OPTIONS,
  [QUEUES.sessionStatuses]: { notify: true },
  [QUEUES.eventReminders]: { notify: true },
  [QUEUES.eventMinimumNumbers]: { notify: true },
  [QUEUES.courseArchiving]: { notify: true, retryLimit: 3, retryDelay: 5, retryBackoff: true },
};

export interface SendOptions {
  retryLimit?: number;
  retryDelay?: number;
  /** Higher runs first (pg-boss fetches by priority, then age). */
  priority?: number;
  /** A transaction to record the job in, so it exists exactly when the caller's change commits. */
  db?: Queryable;
}

export interface BatchOptions {
  batchSize: number;
  /** How often an idle worker looks for jobs; the queue's default when left out. */
  pollingIntervalSeconds?: number;
  /** How often it looks where new jobs are announced (NOTIFY_BACKSTOP_SECONDS when left out). */
  notifyPollingIntervalSeconds?: number;
}

export interface JobQueue {
  readonly boss: PgBoss;
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(queue: QueueName, data: T, options?: SendOptions): Promise<string | null>;
  /** One job at a time; a throw fails (and retries) that job. */
  work<T extends object>(queue: QueueName, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /**
   * Up to `batchSize` jobs at once, fetched again at once while batches come back full; the
   * handler settles each job itself, so one failure retries only that job.
   */
  workBatches<T extends object>(
    queue: QueueName,
    options: BatchOptions,
    handler: (jobs: Job<T>[]) => Promise<JobResult[]>,
  ): Promise<void>;
}

/**
 * pg-boss on the same database as everything else: PGlite through pg-boss's own adapter, or
 * the app's PostgreSQL pool. Queues are created on start so senders never race.
 */
export function createJobQueue(database: DatabaseHandle, options: { pollingIntervalSeconds?: number } = {}): JobQueue {
  // The queue shares the app's connection: one pool per process, closed once.
  const pool = database.pool;
  const supervision = { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS };
  // The embedded database delivers its own notifications (PGlite's listen), so workers there wake
  // on a new job. The PostgreSQL adapter shares the app's pool, which holds no listening
  // connection: there the workers poll as before.
  const boss = database.pglite
    ? new PgBoss({
        db: fromPglite(database.pglite),
        backend: 'pglite',
        useListenNotify: true,
        ...supervision,
      } as ConstructorParameters<typeof PgBoss>[0])
    : new PgBoss({
        db: { executeSql: (text: string, values?: unknown[]) => pool!.query(text, values) },
        ...supervision,
      });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  let started = false;

  return {
    boss,
    async start() {
      boss.on('error', (error) => console.error('[jobs]', error));
      await boss.start();
      started = true;
      for (const queue of Object.values(QUEUES)) {
        const queueOptions = QUEUE_OPTIONS[queue];
        await boss.createQueue(queue, queueOptions);
        // A queue made by an older release keeps its options until told otherwise.
        await boss.updateQueue(queue, queueOptions);
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    send: (queue, data, { db, ...sendOptions } = {}) =>
      boss.send(queue, data, {
        retryLimit: 5,
        retryDelay: 5,
        retryBackoff: true,
        ...sendOptions,
        ...(db && { db: bossDatabaseOf(db) }),
      }),
    async work(queue, handler) {
      const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: NOTIFY_BACKSTOP_SECONDS };
      await boss.work(queue, polling, async (jobs) => {
        for (const job of jobs) await handler(job as Job<never>);
      });
    },
    async workBatches(queue, batchOptions, handler) {
      await boss.work(
        queue,
        {
          pollingIntervalSeconds: batchOptions.pollingIntervalSeconds ?? pollingIntervalSeconds,
          notifyPollingIntervalSeconds: batchOptions.notifyPollingIntervalSeconds ?? NOTIFY_BACKSTOP_SECONDS,
          batchSize: batchOptions.batchSize,
          burstWhenBatchFull: true,
          perJobResults: true,
          includeMetadata: true,
        },
        (jobs) => handler(jobs as unknown as Job<never>[]),
      );
    },
  };
}
