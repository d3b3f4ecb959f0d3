import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import type { MailAttachment } from '../../db/schema/index.js';
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
        attachments: mail.attachments ?? [],
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
            ...nodemailerParts(message.attachments),
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
