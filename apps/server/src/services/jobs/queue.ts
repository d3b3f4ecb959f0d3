import { fromPglite, PgBoss, type Job } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.js';

/** Every background queue the product runs, by name. */
export const QUEUES = {
  mailDelivery: 'mail-delivery',
  /** Moves sessions upcoming → in_progress → ended (03 §4), every minute. */
  sessionStatuses: 'session-statuses',
  /** Booking reminders at each event's interval before its sessions (event-jobs.ts), every 5 minutes. */
  eventReminders: 'event-reminders',
  /** Cancels sessions short of their minimum numbers at the auto-cancellation time, every minute. */
  eventMinimumNumbers: 'event-minimum-numbers',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface JobQueue {
  readonly boss: PgBoss;
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(
    queue: QueueName,
    data: T,
    options?: { retryLimit?: number; retryDelay?: number },
  ): Promise<string | null>;
  work<T extends object>(queue: QueueName, handler: (job: Job<T>) => Promise<void>): Promise<void>;
}

/**
 * pg-boss on the same database as everything else: PGlite through pg-boss's own adapter, or
 * the app's PostgreSQL pool. Queues are created on start so senders never race.
 */
export function createJobQueue(database: DatabaseHandle, options: { pollingIntervalSeconds?: number } = {}): JobQueue {
  // The queue shares the app's connection: one pool per process, closed once.
  const pool = database.pool;
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' } as ConstructorParameters<typeof PgBoss>[0])
    : new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => pool!.query(text, values) } });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  let started = false;

  return {
    boss,
    async start() {
      boss.on('error', (error) => console.error('[jobs]', error));
      await boss.start();
      started = true;
      for (const queue of Object.values(QUEUES)) await boss.createQueue(queue);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    send: (queue, data, sendOptions) =>
      boss.send(queue, data, { retryLimit: 5, retryDelay: 5, retryBackoff: true, ...sendOptions }),
    async work(queue, handler) {
      await boss.work(queue, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job as Job<never>);
      });
    },
  };
}
