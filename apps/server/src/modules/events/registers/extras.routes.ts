import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '@campus/contracts';
import { route } from '../../../lib/route.js';
import type { CheckInService } from './check-in.service.js';
import type { PrintedDocument, RegisterPrintService } from './print.service.js';

interface DocumentReply {
  header: (name: string, value: string) => unknown;
  type: (value: string) => unknown;
  send: (body: Buffer | string) => unknown;
}

/**
 * Calls beyond the spec for issue 26 (docs/events.md "Printable registers and summaries", "Check-in
 * by QR code"): the register and summary as HTML or PDF, the check-in code and the check-in.
 */
export const registerExtrasRoutes =
  (prints: RegisterPrintService, checkIns: CheckInService): FastifyPluginAsyncZod =>
  async (app) => {
    const send = async (document: PrintedDocument, format: 'html' | 'pdf', reply: DocumentReply) => {
      reply.header('cache-control', 'private, no-store');
      if (format === 'pdf') {
        reply.type('application/pdf');
        reply.header('content-disposition', `attachment; filename="${document.name}.pdf"`);
        return reply.send(await prints.pdf(document));
      }
      reply.type('text/html; charset=utf-8');
      // The document is data for the web's print screen, never a page to run: no scripts, no frames.
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:; frame-ancestors 'none'",
      );
      return reply.send(document.html);
    };
    const produces = { schema: { produces: ['text/html', 'application/pdf'] } };
    route(app, ENDPOINTS.registerPrint, produces, async (request, reply) =>
      send(await prints.register(request.scope, request.params.registerId), request.query.format, reply),
    );
    route(app, ENDPOINTS.summaryPrint, produces, async (request, reply) =>
      send(await prints.summary(request.scope, request.params.sessionId), request.query.format, reply),
    );
    route(app, ENDPOINTS.checkInCode, {}, (request) => checkIns.code(request.scope, request.params.registerId));
    route(app, ENDPOINTS.checkIn, { audit: { entity: 'register_entry' } }, (request) =>
      checkIns.checkIn(request.scope, request.body.token),
    );
  };
