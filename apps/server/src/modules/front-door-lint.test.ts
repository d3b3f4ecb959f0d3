import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps modules to each other's front door (eslint.config.js,
 * `import-x/no-restricted-paths`) really fires: ESLint's own API lints a file of modules/places
 * that reaches into modules/people, held in memory under a path beside the real files.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FILE = path.join(ROOT, 'apps/server/src/modules/places/front-door-violation.ts');
const RULE = 'import-x/no-restricted-paths';

async function lint(code: string) {
  // The cycle rule walks the whole import graph and is not what this test is about.
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return result!.messages.filter((message) => message.ruleId === RULE);
}

describe('the front-door lint rule', () => {
  it("refuses an import of another module's file", { timeout: 60_000 }, async () => {
    const errors = await lint(
      "import { findUserById } from '../people/accounts.repository.js';\nexport const find = findUserById;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.severity).toBe(2);
    expect(errors[0]!.message).toContain('through its index.ts');
  });

  it("refuses an import of a file in another module's folder", { timeout: 60_000 }, async () => {
    const errors = await lint(
      "import { definitionsOf } from '../people/profile-fields/custom-fields.repository.js';\nexport const fields = definitionsOf;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("allows another module's index.ts and the module's own files", { timeout: 60_000 }, async () => {
    const errors = await lint(
      "import { findUserById } from '../people/index.js';\nimport { roomReach } from './places-scope.js';\nexport const both = [findUserById, roomReach];\n",
    );
    expect(errors).toEqual([]);
  });
});
