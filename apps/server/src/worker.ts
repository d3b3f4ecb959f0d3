import './lib/hold-tick-shape.js'; // First: keeps nextTick on V8's fast path (decision 0040).
import path from 'node:path';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { loadConfig } from './env.js';
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
await runMigrations(database);
const services = await createServices(config, database);
await services.jobs.start();
await registerWorkers(services);
console.log('Workers running.');

const stop = async () => {
  await services.jobs.stop();
  services.mailer.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
