import type { DatabaseHandle } from './client.js';

/**
 * The advisory lock every start-up step that changes a shared database takes (decision 0044):
 * migrations, the first-run seeding (demo data, first superadmin), key generation and the job
 * queue's own schema. A fixed 64-bit number ("campus" start-up), the same in every process.
 */
export const START_UP_LOCK = BigInt('0x7163616d70757301').toString();

/**
 * Runs `work` while holding the start-up lock, so that instances started at once on an empty
 * database take turns: the first migrates and seeds, the others wait, then find the schema
 * current and the data there. Without it the second instance's CREATE TABLE (or drizzle's own
 * CREATE SCHEMA) raced the first's and failed on a duplicate pg_type row.
 *
 * PostgreSQL: a session lock on one pooled connection kept out of the pool meanwhile (the work
 * itself runs on other connections; the lock only excludes other processes). Released when the
 * work ends or fails, and by the server if this process dies holding it. The embedded database
 * serves one process, so nothing can race there; the same call is made so both take one path.
 */
export async function withStartUpLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.pool) {
    const client = await handle.pool.connect();
    let broken = false;
    try {
      await client.query('select pg_advisory_lock($1::bigint)', [START_UP_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1::bigint)', [START_UP_LOCK]).catch(() => {
          // A connection that cannot unlock is dropped instead: closing it releases the lock.
          broken = true;
        });
      }
    } finally {
      client.release(broken);
    }
  }
  if (handle.pglite) {
    await handle.pglite.query('select pg_advisory_lock($1::bigint)', [START_UP_LOCK]);
    try {
      return await work();
    } finally {
      await handle.pglite.query('select pg_advisory_unlock($1::bigint)', [START_UP_LOCK]);
    }
  }
  return work();
}
