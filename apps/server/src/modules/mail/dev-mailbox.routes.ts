import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { mailboxPage, messageNotFoundPage, messagePage } from './dev-mailbox.pages.js';
import type { DevMailboxService } from './dev-mailbox.service.js';

const HTML = 'text/html; charset=utf-8';

/** The development mailbox: every message the outbox transport kept, readable in the browser. */
export const devMailboxRoutes =
  (mailbox: DevMailboxService): FastifyPluginAsync =>
  async (app) => {
    app.get('/dev/mailbox', async (_request, reply) => reply.type(HTML).send(mailboxPage(await mailbox.latest())));

    app.get('/dev/mailbox/:id', async (request, reply) => {
      const params = z.object({ id: z.uuid() }).safeParse(request.params);
      const message = params.success ? await mailbox.message(params.data.id) : null;
      if (!message) return reply.status(404).type(HTML).send(messageNotFoundPage());
      return reply.type(HTML).send(messagePage(message));
    });

    app.get('/dev/mailbox/:id/attachments/:index', async (request, reply) => {
      const params = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0) }).safeParse(request.params);
      const message = params.success ? await mailbox.message(params.data.id) : null;
      const file = params.success ? message?.attachments[params.data.index] : undefined;
      if (!file) return reply.status(404).type(HTML).send(messageNotFoundPage());
      const safeName = file.filename.replace(/[^\w.-]+/g, '_');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${safeName}"`)
        .send(Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8'));
    });
  };
