import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';

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
});
