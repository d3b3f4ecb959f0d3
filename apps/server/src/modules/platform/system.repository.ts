import type { DatabaseHandle } from '../../db/client.js';
import { pendingMigrations } from '../../db/migrate.js';

/**
 * How many of the migrations shipped with this build the database has not applied.
 * @unscoped global The installation's migrations, in no tenant.
 */
export function pendingMigrationCount(database: DatabaseHandle): Promise<number> {
  return pendingMigrations(database);
}
