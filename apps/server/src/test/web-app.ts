import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from './harness.js';

/** A test app whose web build is a directory holding only this index.html; `close` removes both. */
export async function createWebTestApp(indexHtml: string): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  const ctx = await createTestApp({}, { webDistDir: dir });
  return {
    ...ctx,
    async close() {
      await ctx.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The directives of a content security policy that start with `name` (e.g. `script-src`). */
export function cspDirectives(csp: unknown, name: string): string[] {
  return String(csp)
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive.startsWith(name));
}
