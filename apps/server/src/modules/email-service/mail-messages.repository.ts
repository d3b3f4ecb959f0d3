import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';

/**
 * Owner of mail_messages: every message the product sends, recorded before its delivery is
 * queued (services/mail/mailer.ts) and read back by the development mailbox.
 */

export type MailMessageRow = typeof mailMessages.$inferSelect;

/** Records a message waiting for delivery; returns its id. */
export async function recordMessage(db: Queryable, values: typeof mailMessages.$inferInsert): Promise<string> {
  const [row] = await db.insert(mailMessages).values(values).returning({ id: mailMessages.id });
  if (!row) throw new Error('Mail message was not recorded');
  return row.id;
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
    .where(eq(mailMessages.id, id));
}
