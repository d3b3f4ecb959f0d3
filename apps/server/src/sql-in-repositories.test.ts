import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps SQL in repositories (eslint.config.js, issue 25) fires where it should
 * and only there. Each case lints a made-up file at a path of the server's tree with the
 * repository's own configuration (only the import rules run).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId.endsWith('no-restricted-imports'),
});

async function errorsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const QUERY = `import { eq } from 'drizzle-orm';
import { events } from '../../db/schema/index.js';
import type { Queryable } from '../../db/client.js';
export const find = (db: Queryable, id: string) => db.select().from(events).where(eq(events.id, id));
`;

describe('SQL only in repositories (lint)', () => {
  it('refuses drizzle-orm and tables in a service', async () => {
    const errors = await errorsOf('modules/example/example.service.ts', QUERY);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/no-restricted-imports: 'drizzle-orm' import is restricted/);
    expect(errors[1]).toMatch(/db\/schema\/index\.js' import is restricted/);
  });

  it('refuses raw sql in a shared file, a plugin and any other module file', async () => {
    const code = `import { sql } from 'drizzle-orm';\nexport const no = sql\`false\`;\n`;
    for (const file of ['lib/example.ts', 'plugins/example.ts', 'modules/example/example-scope.ts'])
      expect(await errorsOf(file, code), file).toHaveLength(1);
  });

  it('lets a repository, db/, seed, bench and tests query', async () => {
    for (const file of [
      'modules/example/example.repository.ts',
      'db/example.ts',
      'seed/example.ts',
      'bench/example.ts',
      'test/example.ts',
      'modules/example/example.test.ts',
    ])
      expect(await errorsOf(file, QUERY), file).toEqual([]);
  });

  it('lets a service name types and start a transaction', async () => {
    const code = `import type { Queryable, Database } from '../../db/client.js';
import { type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.js';
export const run = (db: Database, step: (tx: Queryable) => Promise<SQL>) =>
  db.transaction(async (tx) => step(tx)).catch((error) => (isUniqueViolation(error) ? null : Promise.reject(error)));
`;
    expect(await errorsOf('modules/example/example.service.ts', code)).toEqual([]);
  });

  it('still refuses even a type from db/ in a route file', async () => {
    const code = `import type { Queryable } from '../../db/client.js';\nexport type Q = Queryable;\n`;
    expect(await errorsOf('modules/example/example.routes.ts', code)).toHaveLength(1);
  });
});
