import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Queryable } from '../../db/client.js';

/** pg-boss's database for one send: the caller's Drizzle transaction, so the job commits with it (pg-boss runs its INSERT through Drizzle's `sql`). */
export function bossDatabaseOf(db: Queryable) {
  return fromDrizzle(db as unknown as Parameters<typeof fromDrizzle>[0], sql);
}
