import pg from 'pg';
import { type PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData } from '../seed/demo-data.js';
import { createJobQueue } from '../services/jobs/queue.js';

export const TEST_PASSWORD = 'Demo!2345';

/**
 * Migrates, loads the demo data and creates pg-boss's schema: the state every test starts from.
 * Server tests build their own data (test/factories.ts); TEST_WITHOUT_DEMO_DATA=true leaves the
 * demo data out, to check that none leans on it.
 */
export async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  if (process.env.TEST_WITHOUT_DEMO_DATA !== 'true') await seedDemoData(handle.db, TEST_PASSWORD);
  const jobs = createJobQueue(handle);
  await jobs.start();
  await jobs.stop();
}

/** PGlite: the template is a dumped data directory that each test file loads in milliseconds. */
export async function createPgliteTemplate(): Promise<Buffer> {
  const handle = await openDatabase({ pgliteDir: null });
  await prepareTemplate(handle);
  const dump = await (handle.pglite as PGlite).dumpDataDir('none');
  await handle.close();
  return Buffer.from(await dump.arrayBuffer());
}

/** PostgreSQL: the template is a database that each test file clones with CREATE DATABASE … TEMPLATE. */
export async function createPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, name) });
  await prepareTemplate(handle);
  await handle.close();
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
