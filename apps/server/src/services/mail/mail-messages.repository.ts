import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';

/**
 * Owner of mail_messages: every message the product sends, recorded before its delivery is
 * queued (services/mail/mailer.ts) and read back by the development mailbox.
 */

export type MailMessageRow = typeof mailMessages.$inferSelect;

/**
 * Records a message waiting for delivery; returns its id and whether it is new. A message with a
 * dedupe key already recorded (a retried job writing it again) is not recorded twice.
 */
export async function recordMessage(
  db: Queryable,
  values: typeof mailMessages.$inferInsert,
): Promise<{ id: string; recorded: boolean }> {
  const [row] = await db
    .insert(mailMessages)
    .values(values)
    .onConflictDoNothing({ target: mailMessages.dedupeKey })
    .returning({ id: mailMessages.id });
  if (row) return { id: row.id, recorded: true };
  const [earlier] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.dedupeKey, values.dedupeKey ?? ''));
  if (!earlier) throw new Error('Mail message was not recorded');
  return { id: earlier.id, recorded: false };
}

/** The messages of one delivery batch. */
export async function findMessages(db: Queryable, ids: readonly string[]): Promise<MailMessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mailMessages)
    .where(inArray(mailMessages.id, [...ids]));
}

export async function findMessage(db: Queryable, id: string): Promise<MailMessageRow | null> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
  return row ?? null;
}

/** The newest messages first. */
export async function latestMessages(db: Queryable, limit: number): Promise<MailMessageRow[]> {
  return db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(limit);
}

/** Delivery attempt `attempt` (counted from 0) succeeded. */
export async function markSent(db: Queryable, id: string, attempt: number): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: 'sent', sentAt: new Date(), attempts: attempt + 1, lastError: null })
    .where(eq(mailMessages.id, id));
}

/** Delivery attempt `attempt` failed; the message is queued for another unless it was the last. */
export async function markAttemptFailed(
  db: Queryable,
  id: string,
  attempt: number,
  error: string,
  finalAttempt: boolean,
): Promise<void> {
  await db
    .update(mailMessages)
    .set({ attempts: attempt + 1, lastError: error, status: finalAttempt ? 'failed' : 'queued' })
    // An attempt that ends late (its instance stalled while another took the job over and sent
    // it) must not mark a sent message as waiting again.
    .where(and(eq(mailMessages.id, id), ne(mailMessages.status, 'sent')));
}

/**
 * Messages still `queued` that no delivery job will ever send: recorded before decision 0045,
 * when a message and its job were written apart and a crash between the two left the message
 * behind. Read from pg-boss's own table (its jobs carry the message id).
 */
export async function orphanedMessages(
  db: Queryable,
  queue: string,
): Promise<{ id: string; priority: MailMessageRow['priority'] }[]> {
  return db
    .select({ id: mailMessages.id, priority: mailMessages.priority })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.status, 'queued'),
        sql`not exists (select 1 from pgboss.job j where j.name = ${queue}
              and j.data->>'messageId' = ${mailMessages.id}::text and j.state in ('created', 'retry', 'active'))`,
      ),
    );
}
