import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { QUEUES } from '../services/jobs/queue.js';

/**
 * Waits until the booking-email jobs recorded so far have been written (their messages are then
 * in mail_messages): booking changes record their emails as jobs that a worker writes a moment
 * later (decision 0045), as a person sees them arrive a moment after booking.
 */
export function bookingEmailsWritten(database: Pick<DatabaseHandle, 'db'>, timeoutMs = 20_000): Promise<void> {
  return queuesIdle(database, [QUEUES.bookingEmails], timeoutMs);
}

/** Waits until every email recorded so far has been written and delivered (nothing changes after). */
export function mailSettled(database: Pick<DatabaseHandle, 'db'>, timeoutMs = 20_000): Promise<void> {
  return queuesIdle(database, [QUEUES.bookingEmails, QUEUES.mailDelivery], timeoutMs);
}

async function queuesIdle(database: Pick<DatabaseHandle, 'db'>, queues: string[], timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const result = await database.db.execute(
      sql`select count(*)::int as pending from pgboss.job
          where name in (${sql.join(
            queues.map((queue) => sql`${queue}`),
            sql`, `,
          )}) and state in ('created', 'retry', 'active')`,
    );
    const [row] = (Array.isArray(result) ? result : (result as { rows: { pending: number }[] }).rows) as {
      pending: number;
    }[];
    if (!row || row.pending === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${row.pending} jobs of ${queues.join(', ')} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
