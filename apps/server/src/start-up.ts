import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { withStartUpLock } from './db/start-up-lock.js';
import type { Config } from './env.js';
import { isDatabaseEmpty, seedDemoData } from './seed/demo-data.js';
import { storeDemoMedia } from './seed/demo-media.js';
import { storeDemoScorm } from './seed/demo-scorm.js';
import { ensureFirstSuperadmin } from './seed/first-superadmin.js';

export interface StartedUp {
  app: FastifyInstance;
  /** Whether this instance loaded the demo data (only ever one of several started at once). */
  seeded: boolean;
  /** Whether this instance created the first superadmin. */
  superadminCreated: boolean;
}

/**
 * Everything an instance does before it listens: migrations, first-run seeding, the app itself
 * (its keys, generated on first start, and the job queue's schema) and the demo media. All of it
 * under the start-up lock (decision 0044), so any number of instances may start at once on an
 * empty database: one does the first-run work, the rest wait for it and then find it done.
 * The lock is released before listening; serving needs no lock.
 */
export function startUp(config: Config, database: DatabaseHandle): Promise<StartedUp> {
  return withStartUpLock(database, async () => {
    await runMigrations(database);
    const seeded = config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db));
    if (seeded) await seedDemoData(database.db, config.DEMO_PASSWORD);
    let superadminCreated = false;
    if (config.FIRST_SUPERADMIN_EMAIL && config.FIRST_SUPERADMIN_PASSWORD) {
      const outcome = await ensureFirstSuperadmin(database.db, {
        email: config.FIRST_SUPERADMIN_EMAIL,
        firstName: 'Platform',
        lastName: 'Superadmin',
        password: config.FIRST_SUPERADMIN_PASSWORD,
      });
      superadminCreated = outcome === 'created';
    }
    const app = await buildApp(config, { database });
    try {
      // The demo library's bytes, wherever the demo data came from (start-up or npm run db:seed).
      if (config.SEED_DEMO_DATA) {
        await storeDemoMedia(database.db, app.services.storage);
        await storeDemoScorm(database.db, app.services.storage);
      }
    } catch (error) {
      await app.close();
      throw error;
    }
    return { app, seeded, superadminCreated };
  });
}
