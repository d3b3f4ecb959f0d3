import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns.js';
import { customers, workspaces } from './platform.js';

// Outgoing mail. Owned by the mail service (services/mail), which records every message; modules/mail shows them outside production.

/** A file sent with a message: text content as is, binary content base64-encoded. */
export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; method=REQUEST` for an invitation. */
  contentType: string;
  content: string;
  encoding: 'utf8' | 'base64';
}

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the message (calendar invitations…), content as text or base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Transactional mail (codes, resets, confirmations) is delivered ahead of bulk mail (decision 0045). */
    priority: text('priority', { enum: ['transactional', 'bulk'] })
      .notNull()
      .default('transactional'),
    /**
     * Set when a job writes the message (`<job id>:<n>`): a retried job finds its earlier
     * messages already recorded instead of recording them twice.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: tz('sent_at'),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt),
    index('mail_messages_to_idx').on(t.to),
    uniqueIndex('mail_messages_dedupe_idx').on(t.dedupeKey),
  ],
);
