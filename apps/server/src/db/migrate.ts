import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.js';

/** The committed SQL migrations: src/db/migrations, found from both src/ and dist/. */
export function migrationsFolder(): string {
  const candidates = ['./migrations', '../../src/db/migrations'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  const found = candidates.find((candidate) => fs.existsSync(`${candidate}/meta/_journal.json`));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    await migrateNodePg(handle.db as never, { migrationsFolder: migrationsFolderPath });
  }
}

/** Number of migration files that have not been applied (0 means the schema is current). */
export async function pendingMigrations(handle: DatabaseHandle): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  try {
    const result = await handle.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as {
      applied: number;
    }[];
    return journal.entries.length - (rows[0]?.applied ?? 0);
  } catch {
    return journal.entries.length;
  }
}
