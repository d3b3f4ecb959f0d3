import type { DatabaseHandle } from '../../db/client.js';
import { pendingMigrations } from '../../db/migrate.js';

/** How many of the migrations shipped with this build the database has not applied. */
export function pendingMigrationCount(database: DatabaseHandle): Promise<number> {
  return pendingMigrations(database);
}
