import path from 'node:path';
import { loadConfig } from '../env.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { isDatabaseEmpty, seedDemoData } from './demo-data.js';

/** `npm run db:seed`: loads the demo data into an empty database (and refuses otherwise). */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(database);
if (!(await isDatabaseEmpty(database.db))) {
  console.error('The database already has data; demo data is only loaded into an empty database.');
  await database.close();
  process.exit(1);
}
await seedDemoData(database.db, config.DEMO_PASSWORD);
await database.close();
console.log('Demo data loaded.');
