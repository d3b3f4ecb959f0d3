import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { count, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { newPglite, openDatabase, type DatabaseHandle } from './db/client.js';
import { customers, users } from './db/schema/index.js';
import { loadConfig } from './env.js';
import { DEMO_USERS } from './seed/demo-data.js';
import { startUp, type StartedUp } from './start-up.js';
import { withDatabase } from './test/template.js';

/**
 * Instances started at once on an empty database (issue 24 item 7, decision 0044): before the
 * start-up lock, the second one failed on drizzle's CREATE SCHEMA / CREATE TABLE
 * (pg_type_typname_nsp_index) or seeded the demo data a second time, and each could write its own
 * signing key into the shared DATA_DIR.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-start-up-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

function keepClosed(started: StartedUp[], handles: DatabaseHandle[]) {
  cleanups.push(async () => {
    for (const { app } of started) await app.close();
    for (const handle of handles) await handle.close();
  });
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two instances started at once on an empty PostgreSQL database', () => {
  it('both serve, share one signing key, and the demo data is loaded once', { timeout: 120_000 }, async () => {
    const url = serverUrl ?? '';
    const name = `campus_empty_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
    const databaseUrl = withDatabase(url, name);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: newDataDir(), // shared, as two instances on one machine share it
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      RUN_WORKERS: 'false',
      SEED_DEMO_DATA: 'true',
    });
    // Two pools, as two processes have: the lock must hold across connections, not within one.
    const handles = [await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl })];
    const outcomes = await Promise.allSettled(handles.map((handle) => startUp(config, handle)));
    const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    keepClosed(started, handles);
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual([
      'started',
      'started',
    ]);

    for (const { app } of started) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    }

    // Exactly one of them did the first-run work, and it was done once.
    expect(started.filter((instance) => instance.seeded)).toHaveLength(1);
    const { db } = handles[0] as DatabaseHandle;
    const [demoUsers] = await db
      .select({ total: count() })
      .from(users)
      .where(sql`${users.email} in ${DEMO_USERS.map((user) => user.email)}`);
    expect(demoUsers?.total).toBe(DEMO_USERS.length);
    const duplicated = await db
      .select({ name: customers.name })
      .from(customers)
      .groupBy(customers.name)
      .having(sql`count(*) > 1`);
    expect(duplicated).toEqual([]);

    // One key in the shared DATA_DIR: a token one instance signs, the other accepts.
    const [first, second] = started as [StartedUp, StartedUp];
    expect(first.app.services.keys.kid).toBe(second.app.services.keys.kid);
    expect(fs.readdirSync(path.join(config.dataDir, 'keys')).sort()).toEqual(['jwt-es256.pem', 'upload-secret']);
  });
});

describe('start-up on the embedded database', () => {
  it('takes the same locked path: a second start on the same database finds the work done', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: newDataDir(),
      LOG_LEVEL: 'silent',
      RUN_WORKERS: 'false',
      SEED_DEMO_DATA: 'false',
    });
    // The migrated template when there is one (the migrations then find nothing to do, as on
    // every start but the first); a fresh engine otherwise.
    const template = inject('pgliteTemplatePath');
    const pglite = newPglite(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {});
    await pglite.waitReady;
    const handle = await openDatabase({ pglite });
    const started: StartedUp[] = [];
    keepClosed(started, [handle]);
    started.push(await startUp(config, handle));
    started.push(await startUp(config, handle));
    // The lock was released both times (a held one would show here).
    const locks = await pglite.query<{ total: number }>(
      "select count(*)::int as total from pg_locks where locktype = 'advisory'",
    );
    expect(locks.rows[0]?.total).toBe(0);
    expect((await started[1]?.app.inject({ url: '/api/health' }))?.statusCode).toBe(200);
  }, 60_000);
});
