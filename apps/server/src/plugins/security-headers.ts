import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet would set for `options`, worked out once. Helmet's own answer for a
 * configuration without per-request parts (no nonces, no directive functions) is the same for
 * every request, so it is captured from one run against a recording response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers on every response (decision 0020). @fastify/helmet builds Helmet's
 * middleware anew for each request (parsing the CSP directives every time), which cost about a
 * tenth of a bare request's budget; here the headers are computed at start-up and set with one
 * `reply.headers` call. A route may still set its own header (the SAML auto-post page sets its
 * own CSP), since a later `reply.header` wins.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(async (app, options) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
