import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * For identity providers that take the AuthnRequest only by HTTP-POST: a page whose form posts
 * itself to the provider. Its own Content-Security-Policy allows just this page's script (by
 * nonce) and a form post to the provider; without JavaScript the person presses Continue.
 */
export function autoPostPage(reply: FastifyReply, action: string, fields: Record<string, string>): FastifyReply {
  const nonce = crypto.randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Signing in…</title></head><body>
<main><form method="post" action="${escapeHtml(action)}">${inputs}<p>Taking you to your organisation's sign-in page…</p><button type="submit">Continue</button></form></main>
<script nonce="${nonce}">document.forms[0].submit();</script></body></html>`;
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; form-action ${new URL(action).origin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
