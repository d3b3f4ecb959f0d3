// `npm test`: lint, format check, migrations against the schema, typecheck, unit and API tests (PGlite),
// the route-access matrix on its own line, web component tests, then the
// Playwright journeys in Chromium (CHROME_PATH, else Debian's, else the one npm installs: packages/browser).
// Ends with one "N passed, N failed" line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveChromium } from '../packages/browser/index.mjs';
import { bin, ensureBuilt, ensureDependencies, root, run } from './lib.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-reports-'));
const results = [];
let passed = 0;
let failed = 0;

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

async function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args);
  results.push({ name, ok: code === 0, detail: code === 0 ? 'ok' : `exit ${code}` });
  if (code === 0) passed += 1;
  else failed += 1;
}

async function vitest(name, workspaceDir, selection = []) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    bin('vitest'),
    ['run', ...selection, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: path.join(root, workspaceDir),
    },
  );
  const json = readJson(report);
  const ok = json ? json.numPassedTests : 0;
  // A run that crashed before reporting counts as one failure, never as a pass.
  const bad = json ? json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0) : 1;
  passed += ok;
  failed += bad;
  results.push({ name, ok: code === 0, detail: `${ok} passed, ${bad} failed` });
}

async function playwright() {
  console.log('\n=== Playwright journeys (Chromium) ===');
  let browser;
  try {
    browser = await resolveChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed += 1;
    results.push({ name: 'Playwright journeys', ok: false, detail: 'no browser' });
    return;
  }
  const name = `Playwright journeys (Chromium from ${browser.source})`;
  console.log(`Chromium: ${browser.executablePath}`);
  const buildCode = await ensureBuilt();
  if (buildCode !== 0) {
    failed += 1;
    results.push({ name, ok: false, detail: 'build failed' });
    return;
  }
  const report = path.join(reports, 'playwright.json');
  const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { CHROME_PATH: browser.executablePath, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const stats = readJson(report)?.stats;
  const ok = stats ? stats.expected + stats.flaky : 0;
  const bad = stats ? stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0) : 1;
  passed += ok;
  failed += bad;
  results.push({ name, ok: code === 0, detail: `${ok} passed, ${bad} failed` });
}

// A fresh clone needs nothing but Node and npm: install first, as `npm start` does.
if ((await ensureDependencies()) !== 0) process.exit(1);
await check('Lint', bin('eslint'), ['.', '--max-warnings=0']);
await check('Format (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']);
await check('Build contracts', 'npm', ['run', 'build', '-w', '@campus/contracts']);
await check('Migrations match the schema (drizzle-kit)', 'node', ['scripts/check-migrations.mjs']);
await check('Typecheck', bin('tsc'), ['-b', 'packages/contracts', 'apps/server', 'apps/web', 'e2e']);
// The spec's route-access matrix (154 routes × 26 personas) reports on its own line: it is most of
// the contracts' test count and would otherwise hide how many other tests ran.
const ROUTE_ACCESS = 'src/routes/route-access.test.ts';
await vitest('Contracts unit tests', 'packages/contracts', ['--exclude', ROUTE_ACCESS]);
await vitest('Route-access matrix (154 routes × 26 personas)', 'packages/contracts', [ROUTE_ACCESS]);
await vitest('Browser choice tests', 'packages/browser');
await vitest('Server unit and API tests (PGlite)', 'apps/server');
await vitest('Web component tests', 'apps/web');
await playwright();

fs.rmSync(reports, { recursive: true, force: true });
console.log('\n=== Summary ===');
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail}`);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
