import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * An embedded engine with the extensions the migrations create (pg_trgm for the trigram search
 * indexes); PostgreSQL servers ship them as contrib modules.
 */
export function newPglite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm, ...options.extensions } });
}
/** The one Drizzle type the code uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or a transaction inside it. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The embedded engine, when that is what runs (pg-boss and tests need it). */
  pglite: PGlite | null;
  /** The connection pool, when a PostgreSQL server is used (the job queue shares it). */
  pool: pg.Pool | null;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Data directory for the embedded database; null keeps it in memory. */
  pgliteDir?: string | null;
  /** An existing PGlite instance (tests load one from a migrated snapshot). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('[database] idle connection lost:', error.message));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pglite: null,
      pool,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let pglite = options.pglite;
  if (!pglite) {
    if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    pglite = newPglite(options.pgliteDir ? { dataDir: options.pgliteDir } : {});
    await pglite.waitReady;
  }
  const engine = pglite;
  const db = drizzlePglite(engine, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite: engine,
    pool: null,
    ping: async () => {
      await engine.query('select 1');
    },
    close: async () => {
      if (!engine.closed) await engine.close();
    },
  };
}
