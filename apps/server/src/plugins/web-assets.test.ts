import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';

/** A built web app in miniature: index.html, one hashed script with its compressed copies, a favicon. */
function fakeDist(): { dir: string; script: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><head><title>Campus</title></head><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(dir, 'shell-preloads.json'),
    JSON.stringify({
      scripts: ['/assets/shared-Ab12Cd34.js'],
      styles: ['/assets/shared-Ef56Gh78.css'],
      pages: {
        '/home': {
          scripts: ['/assets/HomePage-Gh90Ij12.js', 'https://elsewhere.example/evil.js'],
          styles: ['/assets/HomePage-Kl34Mn56.css'],
        },
      },
    }),
  );
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = `console.log(${JSON.stringify('campus '.repeat(500))});`;
  const file = path.join(dir, 'assets', 'index-Bx7a9c1d.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  return { dir, script };
}

describe('the built web app’s files', () => {
  let ctx: TestContext;
  let dist: { dir: string; script: string };
  beforeAll(async () => {
    dist = fakeDist();
    ctx = await createTestApp({}, { webDistDir: dist.dir });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dist.dir, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed when the browser accepts it, cached for a year', async () => {
    const url = '/assets/index-Bx7a9c1d.js';
    const brotli = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(dist.script);

    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(dist.script);

    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(dist.script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Security headers on static files too.
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves the compressed copies under their own names', async () => {
    const response = await ctx.app.inject('/assets/index-Bx7a9c1d.js.br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('has the browser revalidate index.html and files without a content hash', async () => {
    for (const url of ['/', '/auth/login', '/index.html', '/favicon.svg']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('names the signed-in shell’s files in the head of signed-in pages only', async () => {
    const shell = [
      '<link rel="modulepreload" crossorigin href="/assets/shared-Ab12Cd34.js">',
      '<link rel="stylesheet" crossorigin href="/assets/shared-Ef56Gh78.css">',
    ];
    for (const url of ['/home', '/setup/venues/7/show', '/users/users/5/learning-history?tab=1']) {
      const body = (await ctx.app.inject(url)).body;
      for (const tag of shell) expect(body, url).toContain(tag);
      expect(body.indexOf(shell[0]!), url).toBeLessThan(body.indexOf('</head>'));
    }
    for (const url of ['/setup/venues/7/show', '/users/users/5/learning-history?tab=1']) {
      expect((await ctx.app.inject(url)).body, url).not.toContain('HomePage');
    }
    for (const url of ['/auth/login', '/', '/404', '/no-such-page', '/home/extra']) {
      const body = (await ctx.app.inject(url)).body;
      expect(body, url).not.toContain('modulepreload');
      expect(body, url).toContain('<title>Campus</title>');
    }
  });

  it('names a start page’s own files after the shell’s, on that page only, and only the build’s assets', async () => {
    const page = [
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-Gh90Ij12.js">',
      '<link rel="stylesheet" crossorigin href="/assets/HomePage-Kl34Mn56.css">',
    ];
    for (const url of ['/home', '/home?tab=1']) {
      const body = (await ctx.app.inject(url)).body;
      for (const tag of page) expect(body, url).toContain(tag);
      expect(body.indexOf(page[0]!), url).toBeGreaterThan(body.indexOf('/assets/shared-Ab12Cd34.js'));
      expect(body.indexOf(page[1]!), url).toBeLessThan(body.indexOf('</head>'));
      expect(body, url).not.toContain('elsewhere.example');
    }
  });
});
