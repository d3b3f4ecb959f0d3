import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import {
  findMessage,
  markAttemptFailed,
  markSent,
  recordMessage,
} from '../../modules/email-service/mail-messages.repository.js';
import { QUEUES, type JobQueue } from '../jobs/queue.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  customerId?: string | null;
  workspaceId?: string | null;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Records the message and queues its delivery; returns the message id. */
  send(mail: OutgoingMail): Promise<string>;
  /** The delivery job: sends one recorded message (SMTP) or marks it delivered to the outbox. */
  deliver(messageId: string, attempt: number): Promise<void>;
}

export const MAIL_RETRY_LIMIT = 5;

/**
 * SMTP when SMTP_URL is set, otherwise an outbox in the database that the development mailbox
 * page shows. Either way delivery runs on the job queue, with retries.
 */
export function createMailer(
  db: Database,
  jobs: JobQueue,
  settings: { smtpUrl?: string | undefined; from: string },
): Mailer {
  const transporter: Transporter | null = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  const transport = transporter ? 'smtp' : 'outbox';

  return {
    transport,
    async send(mail) {
      const id = await recordMessage(db, {
        to: mail.to,
        from: settings.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        transport,
        customerId: mail.customerId ?? null,
        workspaceId: mail.workspaceId ?? null,
      });
      await jobs.send(QUEUES.mailDelivery, { messageId: id }, { retryLimit: MAIL_RETRY_LIMIT });
      return id;
    },
    async deliver(messageId, attempt) {
      const message = await findMessage(db, messageId);
      if (!message || message.status === 'sent') return;
      try {
        if (transporter) {
          await transporter.sendMail({
            from: message.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? undefined,
          });
        }
        await markSent(db, messageId, attempt);
      } catch (error) {
        await markAttemptFailed(db, messageId, attempt, (error as Error).message, attempt >= MAIL_RETRY_LIMIT);
        throw error;
      }
    },
  };
}
