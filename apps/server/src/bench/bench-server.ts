/** A child process of the benchmark: serves either the real app or the bare baseline. */
import '../lib/hold-tick-shape.js'; // First: keeps nextTick on V8's fast path (decision 0040).
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { loadConfig } from '../env.js';
import { ANONYMOUS } from '@campus/contracts';
import { workspacesOfUser } from '../modules/platform/index.js';
import { scopeOf } from '../lib/scope.js';
import { listUsers } from '../modules/people/users.repository.js';
import { listUnresolved } from '../modules/enrolments/enrolment-requests.repository.js';
import { listVenues } from '../modules/places/venues.repository.js';
import fs from 'node:fs';
import { createBookingBodySchema, listEventsQuerySchema } from '@campus/contracts';
import { eventsService } from '../modules/events/events.service.js';
import { bookingsService } from '../modules/events/bookings.service.js';
import type { BenchEvents } from './bench-events.js';
import { registerBaselineRoutes } from './register-bench.js';
import { registerScormCommitBaseline } from './scorm-commit-bench.js';
import type { JobQueue } from '../services/jobs/queue.js';

const [mode, dataDir] = process.argv.slice(2) as [
  'app' | 'app-with-workers' | 'baseline' | 'scorm-baseline' | 'bare-health',
  string,
];
// DATABASE_URL (PostgreSQL) when the bench was given one, else the embedded database in dataDir.
// The bare health route opens none: it runs beside the app, whose embedded database is its own.
const database =
  mode === 'bare-health'
    ? null
    : await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pglite') });
const config = loadConfig({
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  // As production logs (info unless told otherwise); the bench sends this process's stdout to
  // /dev/null, so the figure includes making each log line but not a terminal drawing it.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  // Past the limiter, so the bench measures the endpoints (the limiter's bookkeeping still runs).
  RATE_LIMIT_PER_MINUTE: process.env.BENCH_RATE_LIMIT_PER_MINUTE ?? '100000000',
  PORT: '0',
  // The mail bench's local SMTP sink.
  ...(process.env.SMTP_URL ? { SMTP_URL: process.env.SMTP_URL } : {}),
});

const server = !database
  ? // Only the health route, run beside the app so the two are measured in alternating rounds
    // under the same machine load.
    Fastify().get('/health', async () => ({ status: 'ok' }))
  : mode === 'app'
    ? // Without its background workers, as beside a separate worker process (\`npm run worker\`):
      // the minute's status job over 10 000 events would otherwise land in whichever endpoint's
      // seconds it happened to fall, and not in the baseline's.
      await buildApp(config, { database, runWorkers: false })
    : mode === 'app-with-workers'
      ? // The mail bench: bookings and the workers that write and deliver their emails, as one process.
        await buildApp(config, { database, runWorkers: true })
      : mode === 'scorm-baseline'
        ? // The SCORM commit's baseline alone (BENCH_ONLY=scorm-commit has no other data).
          registerScormCommitBaseline(Fastify(), database)
        : (() => {
            // The baseline: Fastify with no plugins, the same database and the same query.
            const bare = Fastify();
            bare.get('/health', async () => ({ status: 'ok' }));
            bare.get('/list/:userId', async (request) => ({
              data: await workspacesOfUser(database.db, (request.params as { userId: string }).userId),
            }));
            bare.get('/users/:customerId', async (request) =>
              listUsers(
                database.db,
                scopeOf({
                  actor: {
                    ...ANONYMOUS,
                    stage: 'second',
                    customerRoles: ['master_administrator'],
                    customerId: (request.params as { customerId: string }).customerId,
                  },
                  secondStage: null,
                }),
                { page: 2, pageSize: 20, search: 'user 1', statuses: [] },
              ),
            );
            bare.get('/requests/:workspaceId', async (request) => {
              const workspaceId = (request.params as { workspaceId: string }).workspaceId;
              const actor = {
                ...ANONYMOUS,
                stage: 'second' as const,
                // Someone else's id: an LXA never sees their own requests.
                userId: '00000000-0000-4000-8000-000000000000',
                workspaceId,
                roles: ['learning_experience_administrator' as const],
              };
              return listUnresolved(database.db, scopeOf({ actor, secondStage: null }), 2, 20);
            });
            bare.get('/venues/:customerId/:workspaceId', async (request) => {
              const { customerId, workspaceId } = request.params as { customerId: string; workspaceId: string };
              const actor = { ...ANONYMOUS, stage: 'second' as const, customerId, workspaceId };
              return listVenues(database.db, scopeOf({ actor, secondStage: null }), {
                page: 2,
                pageSize: 20,
                search: (request.query as { search?: string }).search,
                'filters[status]': [],
              });
            });
            // The coordinator's event list and booking call, as their services run them, with a
            // scope made here in place of the token the app reads.
            const eventData = JSON.parse(fs.readFileSync(path.join(dataDir, 'events.json'), 'utf8')) as BenchEvents;
            const coordinator = scopeOf({
              actor: {
                ...ANONYMOUS,
                stage: 'second',
                userId: eventData.coordinatorId,
                customerId: eventData.customerId,
                workspaceId: eventData.workspaceId,
                roles: ['event_coordinator'],
                services: ['EBS', 'LMS'],
                hasSelectedProfile: true,
              },
              secondStage: null,
            });
            // The app records each booking's emails as one job row in the booking's transaction and
            // writes them off the request; the baseline skips that insert (so it is, if anything, the
            // faster side).
            const jobs = { send: async () => null } as unknown as JobQueue;
            const events = eventsService({ database, jobs });
            const bookings = bookingsService({ database, jobs });
            bare.get('/events', async (request) =>
              events.list(
                coordinator,
                listEventsQuerySchema.parse({ page: '2', pageSize: '20', ...(request.query as object) }),
              ),
            );
            bare.post('/bookings', async (request) =>
              bookings.book(coordinator, createBookingBodySchema.parse(request.body)),
            );
            registerBaselineRoutes(bare, database, coordinator);
            return bare;
          })();
await server.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (server.server.address() as { port: number }).port });
process.on('SIGTERM', async () => {
  await server.close();
  await database?.close();
  process.exit(0);
});
