import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEmbeddableScreen, isSignedInScreen } from './signed-in-paths.js';

export interface WebApp {
  /** The built single-page app's index.html for any non-API path (SPA fallback). */
  serveIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** Files to name in index.html's head: scripts as module preloads, stylesheets as links. */
interface Preloads {
  scripts: string[];
  styles: string[];
}

/**
 * Written by the web build beside index.html (apps/web/build/shellPreloads.ts): the signed-in
 * shell's files, and for each start page its screen's own (decision 0041).
 */
interface ShellPreloads extends Preloads {
  pages?: Record<string, Preloads>;
}

/** Only names the build wrote under /assets go into the page. */
const ASSET_URL = /^\/assets\/[\w.-]+$/;

const assetsOnly = (preloads: Preloads): Preloads => ({
  scripts: preloads.scripts.filter((url) => ASSET_URL.test(url)),
  styles: preloads.styles.filter((url) => ASSET_URL.test(url)),
});

/** The shell's files, then the start page's own when `pathname` is one. */
function preloadsFor(distDir: string, pathname: string): Preloads | null {
  let parsed: ShellPreloads;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(distDir, 'shell-preloads.json'), 'utf8')) as ShellPreloads;
  } catch {
    return null;
  }
  const page = Object.hasOwn(parsed.pages ?? {}, pathname) ? parsed.pages![pathname]! : { scripts: [], styles: [] };
  return assetsOnly({ scripts: [...parsed.scripts, ...page.scripts], styles: [...parsed.styles, ...page.styles] });
}

/**
 * index.html with the signed-in shell's files named in its head (decision 0020), and on a start
 * page the page's own (decision 0041): a first load of a signed-in page then fetches them beside
 * the entry, not once the entry has run. Stylesheets are linked as the app itself would link
 * them, so the app finds them there and does not add them again.
 */
function withPreloads(html: string, preloads: Preloads): string {
  const tags = [
    ...preloads.scripts.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...preloads.styles.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
  ];
  return html.replace('</head>', `${tags.join('\n    ')}\n  </head>`);
}

/**
 * The booking iframe (03 §2 "usable inside another site", decision 0033): this page only may be
 * framed by any site. Every other page keeps `frame-ancestors 'self'` and X-Frame-Options.
 */
export function allowFraming(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const directives = policy
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive && !directive.startsWith('frame-ancestors'));
    reply.header('content-security-policy', [...directives, 'frame-ancestors *'].join(';'));
  }
  reply.removeHeader('x-frame-options');
}

/** The bodies of index.html's inline scripts (those without a src). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Admits index.html's own inline scripts by their hashes (decision 0035: the start-up calls of a
 * start page), so script-src never needs 'unsafe-inline'. Only the built index.html is read here.
 */
export function allowInlineScripts(reply: FastifyReply, html: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  if (hashes.length === 0) return;
  const directives = policy.split(';').map((directive) => directive.trim());
  const at = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (at < 0) return;
  directives[at] = [directives[at], ...hashes].join(' ');
  reply.header('content-security-policy', directives.join(';'));
}

/** The encoding to send index.html in: brotli, else gzip, if the browser accepts it (q > 0). */
export function indexEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * index.html is made per request (the shell's preloads), so it is compressed here rather than at
 * build time like the other files (decision 0020); a few kilobytes take well under a millisecond.
 */
function compressed(html: string, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(html);
  return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
}

export function createWebApp(distDir: string | null): WebApp {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  return {
    serveIndex(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).type('text/plain').send('Not found');
      }
      if (!distDir || !indexFile || !fs.existsSync(indexFile)) {
        return reply
          .status(404)
          .type('text/plain')
          .send('The web app is not built. Run `npm start` (or `npm run build`) to build it.');
      }
      // Read on each request (a kilobyte): a rebuild while the server runs is served at once.
      const html = fs.readFileSync(indexFile, 'utf8');
      const pathname = request.url.split('?')[0] ?? '/';
      const preloads = isSignedInScreen(pathname) ? preloadsFor(distDir, pathname) : null;
      if (isEmbeddableScreen(pathname)) allowFraming(reply);
      allowInlineScripts(reply, html);
      const page = preloads ? withPreloads(html, preloads) : html;
      const encoding = indexEncoding(request.headers['accept-encoding']);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
      if (!encoding) return reply.send(page);
      return reply.header('content-encoding', encoding).send(compressed(page, encoding));
    },
  };
}
