// `npm test`: lint, format check, migrations against the schema, typecheck, unit and API tests (PGlite),
// the route-access matrix on its own line, web component tests, then the
// Playwright journeys in Chromium's headless shell (CHROME_PATH, else Debian's, else the one npm installs:
// packages/browser, decision 0036).
// Steps that need nothing from each other run at the same time (two cores are enough to gain from
// it), each one's output held back and printed whole when it ends; the summary keeps one order.
// Ends with one "N passed, N failed" line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveHeadlessShell } from '../packages/browser/index.mjs';
import { bin, ensureBuilt, ensureDependencies, root, run, runBuffered } from './lib.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-test-reports-'));
const results = [];
let passed = 0;
let failed = 0;
const started = Date.now();

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The summary lists the steps in this order, whichever ends first. */
const ORDER = [
  'Lint',
  'Format (Prettier)',
  'Build contracts',
  'Migrations match the schema (drizzle-kit)',
  'Typecheck',
  'Contracts unit tests',
  'Route-access matrix',
  'Browser choice tests',
  'Server unit and API tests (PGlite)',
  'Web component tests',
  'Playwright journeys',
];
const rank = (name) => ORDER.findIndex((prefix) => name.startsWith(prefix));

/** Runs a command with its output held back, then prints the output under the step's name. */
async function runStep(name, command, args, options) {
  const since = Date.now();
  const { code, output } = await runBuffered(command, args, options);
  console.log(`\n=== ${name} (${seconds(since)}) ===`);
  process.stdout.write(output);
  return { code, time: seconds(since) };
}

async function check(name, command, args) {
  const { code, time } = await runStep(name, command, args);
  results.push({ name, ok: code === 0, detail: code === 0 ? 'ok' : `exit ${code}`, time });
  if (code === 0) passed += 1;
  else failed += 1;
}

async function vitest(name, workspaceDir, selection = []) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const { code, time } = await runStep(
    name,
    bin('vitest'),
    ['run', ...selection, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: path.join(root, workspaceDir) },
  );
  const json = readJson(report);
  const ok = json ? json.numPassedTests : 0;
  // A run that crashed before reporting counts as one failure, never as a pass.
  const bad = json ? json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0) : 1;
  passed += ok;
  failed += bad;
  results.push({ name, ok: code === 0, detail: `${ok} passed, ${bad} failed`, time });
}

/** The journeys, on the build made while the suites ran (`built`). */
async function playwright(built) {
  console.log('\n=== Playwright journeys (Chromium) ===');
  const since = Date.now();
  let browser;
  try {
    browser = await resolveHeadlessShell();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    failed += 1;
    results.push({ name: 'Playwright journeys', ok: false, detail: 'no browser', time: seconds(since) });
    return;
  }
  const name = `Playwright journeys (Chromium from ${browser.source})`;
  console.log(`Chromium: ${browser.executablePath}`);
  if ((await built) !== 0) {
    failed += 1;
    results.push({ name, ok: false, detail: 'build failed', time: seconds(since) });
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
  results.push({ name, ok: code === 0, detail: `${ok} passed, ${bad} failed`, time: seconds(since) });
}

// A fresh clone needs nothing but Node and npm: install first, as `npm start` does.
if ((await ensureDependencies()) !== 0) process.exit(1);

// The route-access matrix (154 routes × 26 personas) reports on its own line: it is most of the
// contracts' test count and would otherwise hide how many other tests ran.
const ROUTE_ACCESS = 'src/routes/route-access.test.ts';

// Lint and the format check (one core each) beside the chain that needs the contracts built:
// drizzle-kit reads the schema, which imports them; the typecheck (tsc -b) builds the server.
console.log('\nRunning lint, the format check and the build, migration and type checks together…');
await Promise.all([
  check('Lint', bin('eslint'), ['.', '--max-warnings=0']),
  check('Format (Prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']),
  (async () => {
    await check('Build contracts', 'npm', ['run', 'build', '-w', '@campus/contracts']);
    await check('Migrations match the schema (drizzle-kit)', 'node', ['scripts/check-migrations.mjs']);
    // The server's and the contracts' own projects leave their tests out (they are not built);
    // their tsconfig.test.json projects check the tests against them.
    await check('Typecheck', bin('tsc'), [
      '-b',
      'packages/contracts',
      'apps/server',
      'apps/web',
      'e2e',
      'packages/contracts/tsconfig.test.json',
      'apps/server/tsconfig.test.json',
    ]);
  })(),
]);
// The three small suites at once: each is mostly vitest's own start-up (spawning workers,
// transforming and importing), which leaves a core idle when they run one after another.
await Promise.all([
  vitest('Contracts unit tests', 'packages/contracts', ['--exclude', ROUTE_ACCESS]),
  vitest('Route-access matrix (154 routes × 26 personas)', 'packages/contracts', [ROUTE_ACCESS]),
  vitest('Browser choice tests', 'packages/browser'),
]);

// The journeys' build (the web app; the typecheck built the server) is made beside the server
// suite, which leaves a core idle while its last files finish.
console.log('\nRunning the server suite while the app is built for the journeys…');
const built = ensureBuilt();
await vitest('Server unit and API tests (PGlite)', 'apps/server');
await vitest('Web component tests', 'apps/web');
await playwright(built);

fs.rmSync(reports, { recursive: true, force: true });
results.sort((a, b) => rank(a.name) - rank(b.name));
console.log('\n=== Summary ===');
for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}: ${result.detail} (${result.time})`);
}
console.log(`\nAll steps in ${seconds(started)}.`);
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
