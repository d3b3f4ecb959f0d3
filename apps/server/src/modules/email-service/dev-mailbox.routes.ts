import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailMessages } from '../../db/schema/index.js';

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

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: true,
    timeZone: 'Europe/London',
  }).format(date);

/**
 * The development mailbox: every message the outbox transport kept, readable in the browser.
 * Not registered when NODE_ENV=production.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const db = app.services.database.db;

  app.get('/dev/mailbox', async (_request, reply) => {
    const messages = await db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(200);
    const rows = messages
      .map(
        (message) => `<tr><td>${escapeHtml(formatDate(message.createdAt))}</td><td>${escapeHtml(message.to)}</td>
<td><a href="/dev/mailbox/${message.id}">${escapeHtml(message.subject)}</a></td><td>${escapeHtml(message.status)}</td></tr>`,
      )
      .join('');
    const body = messages.length
      ? `<table><caption class="sr-only">Messages</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No messages yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Development mailbox', `<h1>Development mailbox</h1>${body}`));
  });

  app.get('/dev/mailbox/:id', async (request, reply) => {
    const params = z.object({ id: z.uuid() }).safeParse(request.params);
    const [message] = params.success
      ? await db.select().from(mailMessages).where(eq(mailMessages.id, params.data.id)).limit(1)
      : [];
    if (!message)
      return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Message not found</h1>'));
    return reply.type('text/html; charset=utf-8').send(
      page(
        message.subject,
        `<p><a href="/dev/mailbox">Back to the mailbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>From: ${escapeHtml(message.from)}<br>To: ${escapeHtml(message.to)}<br>${escapeHtml(formatDate(message.createdAt))}</p>
<pre>${escapeHtml(message.text)}</pre>`,
      ),
    );
  });
};
