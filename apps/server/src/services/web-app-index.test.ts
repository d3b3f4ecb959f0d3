import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { indexEncoding } from './web-app.js';

/** index.html's start-up calls script (decision 0035) is admitted by its hash, never by 'unsafe-inline'. */
describe("index.html's inline scripts and the CSP", () => {
  let ctx: TestContext;
  let dir: string;
  const inline = "\n      (function () { window.early = 'calls'; })();\n    ";
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><head><title>Campus</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head><div id="root"></div><script>${inline}</script>`,
    );
    ctx = await createTestApp({}, { webDistDir: dir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const scriptSrc = (csp: unknown) =>
    String(csp)
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive.startsWith('script-src '));

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
