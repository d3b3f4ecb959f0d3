import './lib/hold-tick-shape.js'; // First: keeps nextTick on V8's fast path (decision 0040).
import path from 'node:path';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { withStartUpLock } from './db/start-up-lock.js';
import { loadConfig } from './env.js';
import { MODULE_JOBS } from './modules/jobs.js';
import { registerWorkers } from './services/jobs/workers.js';
import { createServices } from './services/services.js';

/**
 * `npm run worker`: background workers in their own process (set RUN_WORKERS=false on the web
 * processes). Needs a PostgreSQL server: the embedded database serves one process only.
 */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('A separate worker process needs DATABASE_URL (the embedded database is single-process).');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
// Under the start-up lock, like the web instances (decision 0044): a worker and web processes
// started together on an empty database would otherwise race on the schema, keys and queue.
const services = await withStartUpLock(database, async () => {
  await runMigrations(database);
  const created = await createServices(config, database);
  await created.jobs.start();
  return created;
});
await registerWorkers(services, MODULE_JOBS);
console.log('Workers running.');

const stop = async () => {
  await services.jobs.stop();
  services.mailer.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
