import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/harness.js';
import { createWebTestApp, cspDirectives } from '../test/web-app.js';
import { indexEncoding } from './web-app.js';

/** index.html's start-up calls script (decision 0035) is admitted by its hash, never by 'unsafe-inline'. */
describe("index.html's inline scripts and the CSP", () => {
  let ctx: TestContext;
  const inline = "\n      (function () { window.early = 'calls'; })();\n    ";
  beforeAll(async () => {
    ctx = await createWebTestApp(
      `<!doctype html><head><title>Campus</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head><div id="root"></div><script>${inline}</script>`,
    );
  });
  afterAll(() => ctx.close());

  const scriptSrc = (csp: unknown) => cspDirectives(csp, 'script-src ');

  it('adds the hash of each inline script to script-src on the pages that serve index.html', async () => {
    const hash = createHash('sha256').update(inline).digest('base64');
    for (const url of ['/home', '/auth/login', '/']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(scriptSrc(response.headers['content-security-policy']), url).toEqual([
        `script-src 'self' 'sha256-${hash}'`,
      ]);
    }
  });

  it('leaves the API answers’ policy as it is', async () => {
    const api = await ctx.app.inject({ url: '/api/health' });
    expect(scriptSrc(api.headers['content-security-policy'])).toEqual(["script-src 'self'"]);
  });

  it('sends index.html compressed when the browser accepts it, plain otherwise', async () => {
    const plain = await ctx.app.inject({ url: '/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain(inline);
    const br = await ctx.app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ctx.app.inject({ url: '/auth/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root"></div>');
  });
});

describe('the encoding of index.html', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(indexEncoding('gzip, deflate, br')).toBe('br');
    expect(indexEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(indexEncoding('identity')).toBeNull();
    expect(indexEncoding(undefined)).toBeNull();
  });
});
