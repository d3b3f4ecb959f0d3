import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { JobResult } from 'pg-boss';
import type { Database, Queryable } from '../../db/client.js';
import type { MailAttachment } from '../../db/schema/index.js';
import {
  findMessages,
  markAttemptFailed,
  markSent,
  orphanedMessages,
  recordMessage,
  type MailMessageRow,
} from './mail-messages.repository.js';
import { QUEUES, type JobQueue } from '../jobs/queue.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  customerId?: string | null;
  workspaceId?: string | null;
  /** Files sent with it; a `text/calendar` one (`.ics`) goes as the message's invitation. */
  attachments?: MailAttachment[];
}

export type { MailAttachment };

const METHOD = /;\s*method=([A-Za-z-]+)/i;

/**
 * Nodemailer's parts for the attachments: the first calendar file becomes the message's
 * `text/calendar; method=…` alternative (what calendar clients read as an invitation, and also
 * attached), every other file a plain attachment.
 */
export function nodemailerParts(attachments: readonly MailAttachment[]) {
  const invitation = attachments.find((file) => file.contentType.startsWith('text/calendar'));
  const method = invitation?.contentType.match(METHOD)?.[1]?.toUpperCase();
  return {
    ...(invitation && {
      icalEvent: { filename: invitation.filename, method: method ?? 'PUBLISH', content: invitation.content },
    }),
    attachments: attachments
      .filter((file) => file !== invitation)
      .map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
        encoding: file.encoding === 'base64' ? 'base64' : 'utf-8',
      })),
  };
}

export type MailPriority = 'transactional' | 'bulk';

export interface SendOptions {
  /**
   * The caller's transaction: the message and its delivery job commit with the change that
   * caused them, or neither does (decision 0045). Without it they get a transaction of their own.
   */
  db?: Queryable;
  /** Codes, resets, confirmations and promotions are transactional (the default); fan-outs are bulk. */
  priority?: MailPriority;
  /** Recorded once per key: a retried job that writes the same message again does not send it twice. */
  dedupeKey?: string;
}

/** pg-boss fetches higher priorities first. */
const JOB_PRIORITY: Record<MailPriority, number> = { transactional: 10, bulk: 0 };

/** A delivery job as the worker hands it over. */
export interface DeliveryJob {
  id: string;
  data: { messageId: string };
  retryCount: number;
  retryLimit: number;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Records the message and queues its delivery; returns the message id. */
  send(mail: OutgoingMail, options?: SendOptions): Promise<string>;
  /**
   * Delivers a batch of recorded messages side by side over the pooled SMTP connections (or marks
   * them delivered to the outbox); settles each job on its own, so one failure retries only it.
   */
  deliverBatch(jobs: readonly DeliveryJob[]): Promise<JobResult[]>;
  /** Queues a delivery for every waiting message that has none (see `orphanedMessages`); how many. */
  requeueOrphans(): Promise<number>;
  /** Closes the pooled SMTP connections. */
  close(): void;
}

export const MAIL_RETRY_LIMIT = 5;
/** Messages a worker takes from the queue at once; the SMTP pool sends them side by side. */
export const MAIL_BATCH_SIZE = 25;
/** Open SMTP connections per process, each sending up to 100 messages before it is renewed. */
const SMTP_CONNECTIONS = 5;

/**
 * SMTP when SMTP_URL is set, otherwise an outbox in the database that the development mailbox
 * page shows. Either way delivery runs on the job queue, with retries that back off.
 */
export function createMailer(
  db: Database,
  jobs: JobQueue,
  settings: { smtpUrl?: string | undefined; from: string },
): Mailer {
  const transporter: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport({
        url: settings.smtpUrl,
        pool: true,
        maxConnections: SMTP_CONNECTIONS,
        maxMessages: 100,
        // A server that stops answering must not hold a batch (and its heartbeat) for minutes.
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      } as SMTPPool.Options)
    : null;
  const transport = transporter ? 'smtp' : 'outbox';
  // The Message-ID names the recorded message, so the rare resend after a crash mid-delivery is
  // one message to the receiving servers and clients that deduplicate by it.
  const domain = settings.from.match(/@([^>\s]+)/)?.[1] ?? 'campus.invalid';

  async function record(tx: Queryable, mail: OutgoingMail, options: SendOptions): Promise<string> {
    const priority = options.priority ?? 'transactional';
    const { id, recorded } = await recordMessage(tx, {
      to: mail.to,
      from: settings.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ?? [],
      transport,
      priority,
      dedupeKey: options.dedupeKey ?? null,
      customerId: mail.customerId ?? null,
      workspaceId: mail.workspaceId ?? null,
    });
    if (recorded)
      await jobs.send(
        QUEUES.mailDelivery,
        { messageId: id },
        { db: tx, priority: JOB_PRIORITY[priority], retryLimit: MAIL_RETRY_LIMIT },
      );
    return id;
  }

  async function deliverOne(job: DeliveryJob, message: MailMessageRow | undefined): Promise<JobResult> {
    if (!message || message.status === 'sent') return { id: job.id, status: 'completed' };
    try {
      if (transporter) {
        await transporter.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          messageId: `<${message.id}@${domain}>`,
          ...nodemailerParts(message.attachments),
        });
      }
      await markSent(db, message.id, job.retryCount);
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const text = (error as Error).message;
      await markAttemptFailed(db, message.id, job.retryCount, text, job.retryCount >= job.retryLimit);
      return { id: job.id, status: 'failed', output: { message: text } };
    }
  }

  return {
    transport,
    send: (mail, options = {}) =>
      options.db ? record(options.db, mail, options) : db.transaction((tx) => record(tx, mail, options)),
    async deliverBatch(batch) {
      const messages = new Map(
        (
          await findMessages(
            db,
            batch.map((job) => job.data.messageId),
          )
        ).map((row) => [row.id, row]),
      );
      return Promise.all(batch.map((job) => deliverOne(job, messages.get(job.data.messageId))));
    },
    async requeueOrphans() {
      const orphans = await orphanedMessages(db, QUEUES.mailDelivery);
      for (const orphan of orphans)
        await jobs.send(
          QUEUES.mailDelivery,
          { messageId: orphan.id },
          { priority: JOB_PRIORITY[orphan.priority], retryLimit: MAIL_RETRY_LIMIT },
        );
      return orphans.length;
    },
    close: () => transporter?.close(),
  };
}
