import path from 'node:path';
import { loadConfig } from '../env.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { withStartUpLock } from './start-up-lock.js';

/** `npm run db:migrate`: applies committed migrations to the configured database. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
// Safe while instances start: they migrate under the same lock (decision 0044).
await withStartUpLock(database, () => runMigrations(database));
await database.close();
console.log(`Migrations applied (${database.kind}).`);
