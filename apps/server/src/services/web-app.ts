import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface WebApp {
  /** The built single-page app's index.html for any non-API path (SPA fallback). */
  serveIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export function createWebApp(distDir: string | null): WebApp {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  return {
    serveIndex(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).type('text/plain').send('Not found');
      }
      if (!indexFile || !fs.existsSync(indexFile)) {
        return reply
          .status(404)
          .type('text/plain')
          .send('The web app is not built. Run `npm start` (or `npm run build`) to build it.');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(fs.createReadStream(indexFile));
    },
  };
}
