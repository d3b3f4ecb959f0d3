/**
 * `npm run bench`: requests/s and p99 latency of /api/health and of three real authenticated list
 * endpoints (a person's workspaces, a site admin's user list, an LXA's enrolment requests), next to a bare Fastify server on the same database doing the same query, measured in
 * the same run; then a sign-in storm (storm.ts) with reads measured while it lasts. Each server
 * runs in its own child process; autocannon and the storm's clients run here. Writes the
 * figures to docs/performance.md, one section per engine: embedded PGlite, or PostgreSQL when
 * DATABASE_URL names a throwaway database (the bench migrates it and fills it with its data).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData } from '../seed/demo-data.js';
import { generateBenchData } from './bench-data.js';
import { BOOKING_EVENTS_PER_SIDE, generateEventBenchData, type BenchEvents } from './bench-events.js';
import { hashPassword } from '../modules/people/index.js';
import { signInStorm, simultaneousSignIns, type SimultaneousResult, type StormResult } from './storm.js';
import { drainBacklog, mailBurst } from './mail-burst.js';
import { startSmtpSink } from './smtp-sink.js';
import { registerRoundTrips, type RoundTrips } from './register-bench.js';
import { LocalStorage } from '../services/storage/local-storage.js';
import {
  commitRounds,
  commitSchedule,
  commitsBare,
  commitThroughApp,
  commitThroughBaseline,
  generateScormCommitBench,
  launchLearners,
  SCORM_COMMIT_INTERVAL_MS,
  type CommitFigures,
  type ScormCommitBench,
} from './scorm-commit-bench.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** /api/health and the bare route take turns this many times, DURATION_SECONDS in all each. */
const HEALTH_ROUNDS = 4;
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const ENGINE = DATABASE_URL ? 'postgresql' : 'pglite';
const CONNECTIONS = 10;
const STORM_CLIENTS = Number(process.env.BENCH_STORM_CLIENTS ?? 200);
const STORM_SECONDS = Number(process.env.BENCH_STORM_SECONDS ?? 30);
/** People pressing Sign in at the same moment, once each, before the storm (decision 0042). */
const SIMULTANEOUS_SIGN_INS = 20;
/** Reads start once the storm is under way and stop before it ends. */
const STORM_RAMP_SECONDS = 3;
/** Loads and saves of the 200-learner register, one after the other (a save names the versions its load read). */
const REGISTER_ROUNDS = Number(process.env.BENCH_REGISTER_ROUNDS ?? 100);
/** Seconds of SCORM commits measured (after a 10 s warm-up round), for the app and for the bare write. */
const SCORM_COMMIT_SECONDS = Number(process.env.BENCH_SCORM_SECONDS ?? 60);
/** `BENCH_ONLY=scorm-commit` runs that case alone (its own data and section of the docs). */
const ONLY = process.env.BENCH_ONLY;
const here = fileURLToPath(import.meta.url);
const docsFile = fileURLToPath(new URL('../../../../docs/performance.md', import.meta.url));

interface Measurement {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function measure(
  url: string,
  headers: Record<string, string> = {},
  { connections = CONNECTIONS, duration = DURATION_SECONDS } = {},
): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration, headers });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * POST bookings, each for a learner and event not booked before: learner after learner on the
 * side's events (unlimited sessions), so every request books someone.
 */
async function measureBookings(
  url: string,
  headers: Record<string, string>,
  data: BenchEvents,
  side: 0 | 1,
): Promise<Measurement> {
  const targets = data.sessions.slice(side * BOOKING_EVENTS_PER_SIDE, (side + 1) * BOOKING_EVENTS_PER_SIDE);
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (request) => {
          const index = next++;
          const target = targets[index % targets.length]!;
          const learnerId = data.freeLearners[Math.floor(index / targets.length) % data.freeLearners.length];
          return {
            ...request,
            body: JSON.stringify({ learnerId, eventId: target.eventId, occurrenceId: target.sessionId }),
          };
        },
      },
    ],
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

interface BurstResult {
  attempts: number;
  milliseconds: number;
  booked: number;
  waiting: number;
  refused: number;
  positionsInOrder: boolean;
}

/** 1 000 booking attempts at once for a 10-seat session, as a coordinator booking 1 000 people. */
async function bookingBurst(base: string, token: string, data: BenchEvents, attempts = 1000): Promise<BurstResult> {
  const started = performance.now();
  const answers = await Promise.all(
    data.freeLearners.slice(0, attempts).map(async (learnerId) => {
      const response = await fetch(`${base}/api/classroom/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          learnerId,
          eventId: data.burst.eventId,
          occurrenceId: data.burst.sessionId,
          joinWaitingList: true,
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { booking: unknown; subscription: { position: number } | null },
      };
    }),
  );
  const milliseconds = performance.now() - started;
  const ok = answers.filter((answer) => answer.status < 300);
  const positions = ok
    .flatMap((answer) => (answer.body.subscription ? [answer.body.subscription.position] : []))
    .sort((a, b) => a - b);
  return {
    attempts,
    milliseconds,
    booked: ok.filter((answer) => answer.body.booking).length,
    waiting: positions.length,
    refused: answers.length - ok.length,
    // Positions are counted on read: each answer saw its place when it joined.
    positionsInOrder: positions.every((position, index) => position === index + 1),
  };
}

function startServer(
  mode: 'app' | 'app-with-workers' | 'baseline' | 'scorm-baseline' | 'bare-health',
  dataDir: string,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // BENCH_CPU_PROF=dir: the app writes a V8 CPU profile there when it stops (node --cpu-prof).
    const profile = process.env.BENCH_CPU_PROF && mode === 'app';
    const child = fork(here.replace(/bench\.(ts|js)$/, `bench-server.$1`), [mode, dataDir], {
      execArgv: profile
        ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : undefined,
      // The app logs a line per request, as in production: to /dev/null, not the terminal.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

async function stop(child: ChildProcess) {
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The simultaneous sign-ins in one line: all should be admitted, the slowest within about 3 s. */
const simultaneousLine = (result: SimultaneousResult) =>
  `Simultaneous sign-ins: ${result.people} people pressing Sign in at once, ${result.admitted} admitted, ${result.refused} refused (503), ${result.errors} other answers; admitted p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms.`;

/** The storm's figures as a table: sign-ins admitted and refused, and the reads meanwhile. */
function stormFigures(storm: StormResult, list: Measurement, health: Measurement, workspaces: number): string {
  const perSecond = (count: number) => (count / storm.seconds).toFixed(1);
  const shareRefused = storm.refused / Math.max(1, storm.admitted + storm.refused);
  return [
    `Share of sign-in answers that were refusals: ${(shareRefused * 100).toFixed(0)} %.`,
    '',
    '| During the storm | Count | Per second | p50 ms | p99 ms | Errors |',
    '|---|---|---|---|---|---|',
    `| Sign-ins admitted (200) | ${storm.admitted} | ${perSecond(storm.admitted)} | ${storm.admittedP50.toFixed(0)} | ${storm.admittedP99.toFixed(0)} | ${storm.errors} |`,
    `| Sign-ins refused (503 with Retry-After) | ${storm.refused} | ${perSecond(storm.refused)} | | ${storm.refusedP99.toFixed(0)} | |`,
    `| GET /api/sso/v2/user-workspaces/{userId} (${workspaces} rows, authenticated, ${CONNECTIONS} connections) | | ${list.requestsPerSecond.toFixed(0)} | | ${list.p99.toFixed(1)} | ${list.errors} |`,
    `| GET /api/health (1 connection) | | ${health.requestsPerSecond.toFixed(0)} | | ${health.p99.toFixed(1)} | ${health.errors} |`,
  ].join('\n');
}

/**
 * /api/health against a bare Fastify route, in alternating rounds with both servers up: the
 * machine is shared, and its load moves by a factor of two within a minute, so measuring one
 * after the other compared two different machines.
 */
async function measureHealth(appUrl: string, dataDir: string): Promise<[Measurement, Measurement]> {
  const bare = await startServer('bare-health', dataDir);
  const rounds = { duration: Math.max(1, Math.round(DURATION_SECONDS / HEALTH_ROUNDS)) };
  // Each server answers for a second first, not counted: both are measured warm (their hot paths
  // compiled), as a server is after its first minute; the app has far more code to compile.
  await measure(appUrl, {}, { duration: 1 });
  await measure(`http://127.0.0.1:${bare.port}/health`, {}, { duration: 1 });
  const app: Measurement[] = [];
  const baseline: Measurement[] = [];
  for (let round = 0; round < HEALTH_ROUNDS; round++) {
    app.push(await measure(appUrl, {}, rounds));
    baseline.push(await measure(`http://127.0.0.1:${bare.port}/health`, {}, rounds));
  }
  await stop(bare.child);
  const combine = (all: Measurement[]): Measurement => ({
    requestsPerSecond: all.reduce((sum, m) => sum + m.requestsPerSecond, 0) / all.length,
    p99: Math.max(...all.map((m) => m.p99)),
    errors: all.reduce((sum, m) => sum + m.errors, 0),
  });
  return [combine(app), combine(baseline)];
}

const loadNow = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

/** Replaces the marked section of docs/performance.md (or appends it), written as prettier would. */
async function writeSection(marker: string, body: string) {
  const section = `<!-- ${marker}:start -->\n${body}\n<!-- ${marker}:end -->`;
  const current = fs.existsSync(docsFile) ? fs.readFileSync(docsFile, 'utf8') : '';
  const marked = new RegExp(`<!-- ${marker}:start -->[\\s\\S]*<!-- ${marker}:end -->`);
  const next = marked.test(current) ? current.replace(marked, () => section) : `${current}\n${section}\n`;
  // Written as the repository's formatter would, so the CI format check stays green after a run.
  fs.writeFileSync(
    docsFile,
    await prettier.format(next, { filepath: docsFile, ...(await prettier.resolveConfig(docsFile)) }),
  );
}

/** The SCORM commit case's data: its own customer, 200 learners, a module imported into the app's storage. */
async function generateScormCommitData(database: Awaited<ReturnType<typeof openDatabase>>, dataDir: string) {
  const bench = await generateScormCommitBench(
    database.db,
    new LocalStorage(path.join(dataDir, 'files'), 'bench'),
    await hashPassword('Demo!2345'),
  );
  fs.writeFileSync(path.join(dataDir, 'scorm-commit.json'), JSON.stringify(bench));
  return bench;
}

interface ScormCommitRun {
  learners: number;
  app: CommitFigures;
  /** The same write behind the baseline server's route (the ratio's other side). */
  baseline: CommitFigures;
  /** The same write in the bench's process, no HTTP. */
  bare: CommitFigures;
  loadApp: string;
  loadBaseline: string;
  loadBare: string;
}

/** The app's side of the commit case, with the app up: sign in and launch, then the schedule. */
async function scormCommitsThroughApp(base: string, bench: ScormCommitBench) {
  console.log(`Launching ${bench.learners.length} learners' SCORM attempts…`);
  const targets = await launchLearners(base, bench, 'Demo!2345');
  console.log(
    `Measuring ${bench.learners.length} learners committing every ${SCORM_COMMIT_INTERVAL_MS / 1000} s for ${SCORM_COMMIT_SECONDS} s (after a warm-up round)…`,
  );
  const load = loadNow();
  const figures = await commitSchedule(targets.length, SCORM_COMMIT_SECONDS, commitThroughApp(base, targets));
  console.log(figures);
  return { targets, figures, load };
}

/**
 * The baseline's side, with the app stopped: the same schedule of commits on the same attempts
 * through a Fastify route with no plugins that does the same write (bench-server.ts).
 */
async function scormCommitsThroughBaseline(attemptIds: string[], dataDir: string, firstSequence: number) {
  const baseline = await startServer('scorm-baseline', dataDir);
  console.log('Measuring the same commits through the bare Fastify baseline…');
  const load = loadNow();
  const figures = await commitSchedule(
    attemptIds.length,
    SCORM_COMMIT_SECONDS,
    commitThroughBaseline(`http://127.0.0.1:${baseline.port}`, attemptIds, firstSequence),
  );
  await stop(baseline.child);
  console.log(figures);
  return { figures, load };
}

/** The bare side, with no server up: the same schedule of writes on the same attempts, in this process. */
async function scormCommitsBare(attemptIds: string[], dataDir: string, firstSequence: number) {
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
  console.log('Measuring the bare write of the same commits…');
  const load = loadNow();
  const figures = await commitSchedule(
    attemptIds.length,
    SCORM_COMMIT_SECONDS,
    await commitsBare(database, attemptIds, firstSequence),
  );
  await database.close();
  console.log(figures);
  return { figures, load };
}

async function writeScormCommitSection(run: ScormCommitRun) {
  const engine = DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  const row = (name: string, figures: CommitFigures, load: string) =>
    `| ${name} | ${figures.commits} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.p99.toFixed(1)} | ${figures.perSecond.toFixed(0)} | ${figures.errors} | ${figures.lateMs.toFixed(0)} | ${load} |`;
  const table = [
    '| Commit | Commits timed | p50 ms | p95 ms | p99 ms | Calls/s (1 / mean time) | Errors | Schedule late by, at worst (ms) | Load average at the start |',
    '|---|---|---|---|---|---|---|---|---|',
    row(
      'POST /api/course-catalogue/v2/scorm-player/attempts/{id}/commit (the app, each learner its token)',
      run.app,
      run.loadApp,
    ),
    row(
      "Baseline: the same write behind a Fastify route with no plugins (the player's repository functions in one transaction)",
      run.baseline,
      run.loadBaseline,
    ),
    row("Bare write in the bench's process (the same functions, no HTTP)", run.bare, run.loadBare),
  ].join('\n');
  const ratio = run.app.perSecond / run.baseline.perSecond;
  const bareRatio = run.app.perSecond / run.bare.perSecond;
  const body = `Last run: ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}, ${engine}: ${run.learners} learners each committing a SCORM 2004 SCO's whole data (status, score, location, session time, 5 interactions, 3 000 characters of suspend_data) every ${SCORM_COMMIT_INTERVAL_MS / 1000} s, spread evenly over the ${SCORM_COMMIT_INTERVAL_MS / 1000} s, for ${SCORM_COMMIT_SECONDS} s after a warm-up round (not counted).\n\n${table}\n\nRatio (app/baseline, calls per second of one at a time as the register rows count them): ${ratio.toFixed(2)}. App over the in-process write: ${bareRatio.toFixed(2)}.`;
  await writeSection(`bench:scorm-commit:${ENGINE}`, body);
  console.log(`\n${table}\n\nRatio ${ratio.toFixed(2)} (in-process ${bareRatio.toFixed(2)})`);
}

/** `BENCH_ONLY=scorm-commit`: the commit case alone, on a database of its own data only. */
async function scormCommitOnly() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  console.log(`Generating data in ${dataDir}…`);
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  const bench = await generateScormCommitData(database, dataDir);
  await database.db.execute(sql`analyze`);
  await database.close();
  const app = await startServer('app', dataDir);
  const { targets, figures, load } = await scormCommitsThroughApp(`http://127.0.0.1:${app.port}`, bench);
  await stop(app.child);
  const attemptIds = targets.map((target) => target.attemptId);
  const rounds = commitRounds(SCORM_COMMIT_SECONDS);
  const baseline = await scormCommitsThroughBaseline(attemptIds, dataDir, rounds + 1);
  const bare = await scormCommitsBare(attemptIds, dataDir, 2 * rounds + 1);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await writeScormCommitSection({
    learners: targets.length,
    app: figures,
    baseline: baseline.figures,
    bare: bare.figures,
    loadApp: load,
    loadBaseline: baseline.load,
    loadBare: bare.load,
  });
  console.log(`Written to ${path.relative(process.cwd(), docsFile)}`);
}

async function main() {
  const loadBefore = loadNow();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  console.log(`Generating data in ${dataDir}…`);
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
  await runMigrations(database);
  await seedDemoData(database.db, 'Demo!2345');
  const generated = await generateBenchData(database.db);
  const benchUser = await database.db.query.users.findFirst({
    where: (table, { eq }) => eq(table.email, generated.benchUserEmail),
  });
  const eventData = await generateEventBenchData(database.db, benchUser!.id, await hashPassword('Demo!2345'));
  fs.writeFileSync(path.join(dataDir, 'events.json'), JSON.stringify(eventData));
  const scormBench = await generateScormCommitData(database, dataDir);
  await database.close();
  console.log(
    `Generated ${generated.users} users, ${generated.workspaces} workspaces; the bench user has ${generated.benchUserWorkspaces} workspaces.`,
  );

  const results: Record<string, Measurement> = {};
  const app = await startServer('app', dataDir);
  const base = `http://127.0.0.1:${app.port}`;
  const login = await fetch(`${base}/api/sso/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: generated.benchUserEmail, password: 'Demo!2345' }),
  });
  const { idToken } = (await login.json()) as { idToken: string };
  const userId = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()).sub as string;
  const listPath = `/api/sso/v2/user-workspaces/${userId}`;
  // The site admin's user list: a platform token, then page 2 of a name search.
  const exchange = await fetch(`${base}/api/sso/v2/exchange/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: '{}',
  });
  const { token: platformToken } = (await exchange.json()) as { token: string };
  const usersPath = '/api/sso/v2/users?page=2&pageSize=20&search=user%201';
  // The LXA's request list: a workspace token for the bench workspace, then page 2.
  const entered = await fetch(`${base}/api/sso/v2/validate/workspace/${generated.benchWorkspaceId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ token: idToken }),
  });
  if (!entered.ok) throw new Error(`Entering the bench workspace failed: ${entered.status}`);
  const { token: lxaToken } = (await entered.json()) as { token: string };
  const requestsPath = '/api/learning-activities/enrolments/unresolved?page=2&pageSize=20';
  // The infrastructure manager's venue list (the same person and workspace token): page 2 as the
  // screen first loads it, and page 2 of a search that matches every venue (the most it reads).
  const venuesPath = '/api/classroom/venues?page=2&pageSize=20';
  const venueSearchPath = '/api/classroom/venues?page=2&pageSize=20&search=venue';
  const venuesSample = await fetch(`${base}${venuesPath}`, { headers: { authorization: `Bearer ${lxaToken}` } });
  if (!venuesSample.ok) throw new Error(`The venue list failed: ${venuesSample.status}`);
  const sample = await fetch(`${base}${requestsPath}`, { headers: { authorization: `Bearer ${lxaToken}` } });
  const sampled = (await sample.json()) as { data: unknown[]; pagination: { total: number } };
  console.log(`The LXA's request list: ${sampled.pagination.total} waiting, ${sampled.data.length} on page 2.`);
  const coordinating = await fetch(`${base}/api/sso/v2/validate/workspace/${eventData.workspaceId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ token: idToken }),
  });
  if (!coordinating.ok) throw new Error(`Entering the events workspace failed: ${coordinating.status}`);
  const { token: coordinatorToken } = (await coordinating.json()) as { token: string };
  const eventsPath = '/api/classroom/list-events?page=2&pageSize=20';
  const eventSearchPath = '/api/classroom/list-events?page=2&pageSize=20&search=london%20workshop';
  const eventsSample = await fetch(`${base}${eventsPath}`, {
    headers: { authorization: `Bearer ${coordinatorToken}` },
  });
  if (!eventsSample.ok) throw new Error(`The event list failed: ${eventsSample.status} ${await eventsSample.text()}`);
  console.log('Measuring the app…');
  [results.appHealth, results.baseHealth] = await measureHealth(`${base}/api/health`, dataDir);
  results.appList = await measure(`${base}${listPath}`, { authorization: `Bearer ${idToken}` });
  results.appUsers = await measure(`${base}${usersPath}`, { authorization: `Bearer ${platformToken}` });
  results.appRequests = await measure(`${base}${requestsPath}`, { authorization: `Bearer ${lxaToken}` });
  results.appVenues = await measure(`${base}${venuesPath}`, { authorization: `Bearer ${lxaToken}` });
  results.appVenueSearch = await measure(`${base}${venueSearchPath}`, { authorization: `Bearer ${lxaToken}` });
  results.appEvents = await measure(`${base}${eventsPath}`, { authorization: `Bearer ${coordinatorToken}` });
  results.appEventSearch = await measure(`${base}${eventSearchPath}`, { authorization: `Bearer ${coordinatorToken}` });
  results.appBookings = await measureBookings(
    `${base}/api/classroom/bookings`,
    { authorization: `Bearer ${coordinatorToken}` },
    eventData,
    0,
  );
  console.log(`Measuring ${REGISTER_ROUNDS} loads and saves of a ${eventData.register.learners}-learner register…`);
  const appRegister = await registerRoundTrips(
    {
      load: `${base}/api/classroom/digital-register-list/${eventData.register.sessionId}`,
      save: `${base}/api/classroom/digital-register-bulk`,
    },
    { authorization: `Bearer ${coordinatorToken}` },
    REGISTER_ROUNDS,
  );
  const scormApp = await scormCommitsThroughApp(base, scormBench);
  console.log('Measuring a burst of 1 000 booking attempts for 10 seats…');
  const burst = await bookingBurst(base, coordinatorToken, eventData);
  console.log(burst);
  // Last, because every admitted sign-in adds a session and an audit row.
  const stormEmails = Array.from({ length: STORM_CLIENTS }, (_, index) => `bench${1000 + index}@bench.test`);
  console.log(`Measuring ${SIMULTANEOUS_SIGN_INS} simultaneous sign-ins…`);
  const simultaneous = await simultaneousSignIns(base, stormEmails.slice(0, SIMULTANEOUS_SIGN_INS), 'Demo!2345');
  console.log(simultaneous);
  console.log(`Measuring a sign-in storm of ${STORM_CLIENTS} clients for ${STORM_SECONDS} s…`);
  const stormRun = signInStorm(base, stormEmails, 'Demo!2345', STORM_SECONDS);
  await new Promise((resolve) => setTimeout(resolve, STORM_RAMP_SECONDS * 1000));
  const during = { duration: STORM_SECONDS - 2 * STORM_RAMP_SECONDS };
  const [stormList, stormHealth] = await Promise.all([
    measure(`${base}${listPath}`, { authorization: `Bearer ${idToken}` }, during),
    measure(`${base}/api/health`, {}, { ...during, connections: 1 }),
  ]);
  const storm = await stormRun;
  await stop(app.child);

  // Mail: the app with its workers, delivering to a local SMTP sink (decision 0045).
  const sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  const mailing = await startServer('app-with-workers', dataDir);
  console.log('Measuring the delivery of the emails the bookings above left queued…');
  const backlog = await drainBacklog(sink);
  console.log(backlog);
  console.log('Measuring a burst of 300 bookings and their confirmations…');
  const mail = await mailBurst(`http://127.0.0.1:${mailing.port}`, coordinatorToken, eventData, sink);
  console.log(mail);
  await stop(mailing.child);
  delete process.env.SMTP_URL;
  await sink.close();

  const baseline = await startServer('baseline', dataDir);
  console.log('Measuring the bare Fastify baseline…');
  results.baseList = await measure(`http://127.0.0.1:${baseline.port}/list/${userId}`);
  results.baseUsers = await measure(`http://127.0.0.1:${baseline.port}/users/${generated.benchCustomerId}`);
  results.baseRequests = await measure(`http://127.0.0.1:${baseline.port}/requests/${generated.benchWorkspaceId}`);
  const bareVenues = `http://127.0.0.1:${baseline.port}/venues/${generated.venueCustomerId}/${generated.benchWorkspaceId}`;
  results.baseVenues = await measure(bareVenues);
  results.baseVenueSearch = await measure(`${bareVenues}?search=venue`);
  results.baseEvents = await measure(`http://127.0.0.1:${baseline.port}/events`);
  results.baseEventSearch = await measure(`http://127.0.0.1:${baseline.port}/events?search=london%20workshop`);
  results.baseBookings = await measureBookings(`http://127.0.0.1:${baseline.port}/bookings`, {}, eventData, 1);
  const baseRegister: RoundTrips = await registerRoundTrips(
    {
      load: `http://127.0.0.1:${baseline.port}/registers/${eventData.register.sessionId}`,
      save: `http://127.0.0.1:${baseline.port}/registers`,
    },
    {},
    REGISTER_ROUNDS,
  );
  await stop(baseline.child);
  const scormAttemptIds = scormApp.targets.map((target) => target.attemptId);
  const scormRounds = commitRounds(SCORM_COMMIT_SECONDS);
  const scormBaseline = await scormCommitsThroughBaseline(scormAttemptIds, dataDir, scormRounds + 1);
  const scormBare = await scormCommitsBare(scormAttemptIds, dataDir, 2 * scormRounds + 1);
  fs.rmSync(dataDir, { recursive: true, force: true });

  const row = (name: string, app: Measurement, bare: Measurement) =>
    `| ${name} | ${app.requestsPerSecond.toFixed(0)} | ${app.p99.toFixed(1)} | ${bare.requestsPerSecond.toFixed(0)} | ${bare.p99.toFixed(1)} | ${(app.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${app.errors + bare.errors} |`;
  const table = [
    '| Endpoint | App req/s | App p99 ms | Baseline req/s | Baseline p99 ms | Throughput ratio (app/baseline) | Errors |',
    '|---|---|---|---|---|---|---|',
    row('GET /api/health', results.appHealth!, results.baseHealth!),
    row(
      `GET /api/sso/v2/user-workspaces/{userId} (${generated.benchUserWorkspaces} rows, authenticated)`,
      results.appList!,
      results.baseList!,
    ),
    row(
      'GET /api/sso/v2/users?page=2&search=… (site admin, a customer of about 1 250 people)',
      results.appUsers!,
      results.baseUsers!,
    ),
    row(
      `GET /api/learning-activities/enrolments/unresolved?page=2 (LXA, ${generated.enrolments} enrolments in all)`,
      results.appRequests!,
      results.baseRequests!,
    ),
    row(
      `GET /api/classroom/venues?page=2 (infrastructure manager, ${generated.venues} venues)`,
      results.appVenues!,
      results.baseVenues!,
    ),
    row(
      `GET /api/classroom/venues?page=2&search=venue (a search matching all ${generated.venues})`,
      results.appVenueSearch!,
      results.baseVenueSearch!,
    ),
    row(
      `GET /api/classroom/list-events?page=2 (coordinator, ${eventData.events} events, ${eventData.bookings} bookings)`,
      results.appEvents!,
      results.baseEvents!,
    ),
    row(
      'GET /api/classroom/list-events?page=2&search=london workshop (advanced search, half the events match)',
      results.appEventSearch!,
      results.baseEventSearch!,
    ),
    row(
      'POST /api/classroom/bookings (coordinator books a new learner each time: lock, nine checks, insert)',
      results.appBookings!,
      results.baseBookings!,
    ),
    row(
      `GET /api/classroom/digital-register-list/{sessionId} (${eventData.register.learners} learners, ${REGISTER_ROUNDS} loads one after the other)`,
      appRegister.load,
      baseRegister.load,
    ),
    row(
      `POST /api/classroom/digital-register-bulk (all ${eventData.register.learners} rows with the versions read, after each load)`,
      appRegister.save,
      baseRegister.save,
    ),
  ].join('\n');
  const burstLine = `Booking burst: ${burst.attempts} simultaneous attempts (a coordinator booking ${burst.attempts} different learners, joining the waiting list when full) for a 10-seat session took ${(burst.milliseconds / 1000).toFixed(1)} s: ${burst.booked} booked, ${burst.waiting} on the waiting list${burst.positionsInOrder ? ' at positions 1…' + burst.waiting + ' with no gap or duplicate' : ' (positions NOT 1…N)'}, ${burst.refused} refused.`;
  const stormTable = stormFigures(storm, stormList, stormHealth, generated.benchUserWorkspaces);
  const backlogLine = `Mail backlog: the bookings above (made through the app without its workers) left their emails queued; the app with its workers wrote and delivered ${backlog.messages} messages (confirmations with calendar invitations, waiting-list places) to a local SMTP sink in ${backlog.seconds.toFixed(1)} s: ${backlog.perMinute.toFixed(0)} a minute.`;
  const mailLine = `Mail: ${mail.bookings} simultaneous bookings of one ${mail.bookings}-seat session (${mail.booked} booked), each confirmation (text, HTML and a calendar invitation) written by the booking-email worker and delivered over pooled SMTP to a local sink: ${mail.confirmations} arrived in ${mail.seconds.toFixed(1)} s (${mail.perMinute.toFixed(0)} a minute); from a booking's answer to its confirmation at the sink p50 ${mail.p50.toFixed(2)} s, p99 ${mail.p99.toFixed(2)} s, slowest ${mail.max.toFixed(2)} s.`;
  console.log(
    `\n${table}\n\n${burstLine}\n\n${simultaneousLine(simultaneous)}\n\n${stormTable}\n\n${backlogLine}\n\n${mailLine}\n`,
  );

  const engine = DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  await writeSection(
    `bench:${ENGINE}`,
    `Last run: ${new Date().toISOString()} on ${os.cpus().length} cores (load average before the run ${loadBefore}), Node ${process.version}, ${engine}, ${CONNECTIONS} connections × ${DURATION_SECONDS} s per endpoint; /api/health and the bare route in ${HEALTH_ROUNDS} alternating rounds.\n\n${table}\n\n${burstLine}\n\n${simultaneousLine(simultaneous)}\n\nSign-in storm: ${storm.clients} clients signing in back to back for ${storm.seconds} s (each waits the Retry-After of a refusal before trying again), with reads measured from second ${STORM_RAMP_SECONDS} to ${storm.seconds - STORM_RAMP_SECONDS}.\n\n${stormTable}\n\n${backlogLine}\n\n${mailLine}`,
  );
  await writeScormCommitSection({
    learners: scormApp.targets.length,
    app: scormApp.figures,
    baseline: scormBaseline.figures,
    bare: scormBare.figures,
    loadApp: scormApp.load,
    loadBaseline: scormBaseline.load,
    loadBare: scormBare.load,
  });
  console.log(`Written to ${path.relative(process.cwd(), docsFile)}`);
}

await (ONLY === 'scorm-commit' ? scormCommitOnly() : main());
