import { zoneName } from '@campus/contracts';
import type { MailMessageRow } from '../../services/mail/mail-messages.repository.js';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Campus</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#111}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccc;vertical-align:top;overflow-wrap:anywhere}
a{color:#005ea8}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style></head>
<body><main>${body}</main></body></html>`;

/** "28 Nov 2026, 2:55 am GMT": the zone in force at that moment (GMT or BST). */
const formatDate = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: true,
    timeZone: 'Europe/London',
  }).format(date)} ${zoneName(date, 'Europe/London')}`;

const attachmentHref = (message: MailMessageRow, index: number) => `/dev/mailbox/${message.id}/attachments/${index}`;

/** Each attachment a link that downloads it. */
const attachmentLinks = (message: MailMessageRow) =>
  message.attachments
    .map(
      (file, index) =>
        `<a href="${attachmentHref(message, index)}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a>`,
    )
    .join(', ');

/** The development mailbox's pages: plain HTML, every value escaped. */
export function mailboxPage(messages: MailMessageRow[]): string {
  const rows = messages
    .map(
      (message) => `<tr><td>${escapeHtml(formatDate(message.createdAt))}</td><td>${escapeHtml(message.to)}</td>
<td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a>${
        message.attachments.length > 0 ? `<br>Attachments: ${attachmentLinks(message)}` : ''
      }</td><td>${escapeHtml(message.status)}</td></tr>`,
    )
    .join('');
  const body = messages.length
    ? `<table><caption class="sr-only">Messages</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page('Development mailbox', `<h1>Development mailbox</h1>${body}`);
}

export function messagePage(message: MailMessageRow): string {
  return page(
    message.subject,
    `<p><a href="/dev/mailbox">Back to the mailbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>From: ${escapeHtml(message.from)}<br>To: ${escapeHtml(message.to)}<br>${escapeHtml(formatDate(message.createdAt))}</p>
${message.attachments.length > 0 ? `<p>Attachments: ${attachmentLinks(message)}</p>` : ''}
<pre>${escapeHtml(message.text)}</pre>`,
  );
}

export const messageNotFoundPage = (): string => page('Not found', '<h1>Message not found</h1>');
