import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { resolveHeadlessShell } from '@campus/browser';
import {
  MAIN_PORT,
  OLD_SYSTEM_JWT_SECRET,
  OLD_SYSTEM_URL,
  SHORT_SESSION_PORT,
  SHORT_SESSION_TTL_SECONDS,
} from './fixtures/servers';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = MAIN_PORT;
// The server runs on the same (pinned) Node as Playwright: the shell's PATH may find another.
const node = JSON.stringify(process.execPath);
// CHROME_PATH, else Chromium's headless shell: Debian's, else the one shipped on npm (packages/browser,
// decision 0036).
const browser = await resolveHeadlessShell();
// At least two, also on a two-core machine; E2E_WORKERS sets another number.
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Journeys run against the built app served by the real server on a throwaway embedded
 * database with the demo data, in the Chromium packages/browser picks (Playwright's own download is not used).
 * Each journey that changes data creates its own customer and people first (fixtures/tenant.ts,
 * decision 0023), so they run in parallel, a retry starts clean, and the demo data stays as it was.
 */
export default defineConfig({
  testDir: './specs',
  // Fails the run if a journey changed a demo person (decision 0023).
  globalTeardown: './fixtures/demo-data-check.ts',
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // As a person who asks for less motion: axe reads each dialog, menu and toast once it is in
    // place, not mid-fade (the theme honours the preference).
    reducedMotion: 'reduce',
    // Recording a trace for every journey cost a quarter of the journeys' time (decision 0036):
    // a failed journey keeps its screenshot, and its retry on CI (or `--trace on`) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browser.executablePath, args: browser.args },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, grep: /@mobile/ },
  ],
  // Playwright starts its web servers one after another, each once the one before is ready. The
  // short-session server comes first and is not waited for, so both start at once: on two cores
  // the second no longer waits for the first's ready (docs/performance.md, "CI time"). Its one
  // journey waits for it (`waitUntilReady`).
  webServer: [
    // Short-lived workspace tokens, so the session timer's dialog and logout can be walked.
    // It sends no mail and runs no scheduled job for the session timer's journey, so it runs as a web
    // process without workers (RUN_WORKERS=false, as beside `npm run worker`): its job polling was a
    // steady few per cent of a core for the whole run (docs/performance.md, "CI time").
    server(
      SHORT_SESSION_PORT,
      'e2e-short-session',
      { WORKSPACE_TOKEN_TTL_SECONDS: String(SHORT_SESSION_TTL_SECONDS), RUN_WORKERS: 'false' },
      { waitForReady: false },
    ),
    // The test-only seeding route (decision 0023) is opened here alone, under NODE_ENV=test.
    server(port, 'e2e', { NODE_ENV: 'test', E2E_SEEDING: 'true', OLD_SYSTEM_JWT_SECRET, OLD_SYSTEM_URL }),
  ],
});

/** The real server on the built app, with a throwaway embedded database and the demo data. */
function server(
  listenOn: number,
  dataName: string,
  env: Record<string, string>,
  { waitForReady = true }: { waitForReady?: boolean } = {},
) {
  const dataDir = path.join(here, '..', '.data-test', dataName);
  return {
    command: `${node} -e "require('fs').rmSync(process.argv[1],{recursive:true,force:true})" "${dataDir}" && ${node} ../apps/server/dist/main.js`,
    cwd: here,
    // Without a url Playwright starts the server and goes on at once.
    ...(waitForReady && { url: `http://localhost:${listenOn}/api/ready` }),
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(listenOn),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
  };
}
