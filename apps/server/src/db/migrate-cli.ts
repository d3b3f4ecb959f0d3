import path from 'node:path';
import { loadConfig } from '../env.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';

/** `npm run db:migrate`: applies committed migrations to the configured database. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
