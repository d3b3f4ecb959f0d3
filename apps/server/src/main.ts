import './lib/hold-tick-shape.js'; // First: keeps nextTick on V8's fast path (decision 0040).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { ConfigError, loadConfig } from './env.js';
import { DEMO_USERS, isDatabaseEmpty, seedDemoData } from './seed/demo-data.js';
import { storeDemoMedia } from './seed/demo-media.js';
import { ensureFirstSuperadmin } from './seed/first-superadmin.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  let config;
  try {
    config = loadConfig(process.env, { webDistDir: fs.existsSync(webDist) ? webDist : null });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await runMigrations(database);
  const seeded = config.SEED_DEMO_DATA && (await isDatabaseEmpty(database.db));
  if (seeded) await seedDemoData(database.db, config.DEMO_PASSWORD);
  if (config.FIRST_SUPERADMIN_EMAIL && config.FIRST_SUPERADMIN_PASSWORD) {
    const outcome = await ensureFirstSuperadmin(database.db, {
      email: config.FIRST_SUPERADMIN_EMAIL,
      firstName: 'Platform',
      lastName: 'Superadmin',
      password: config.FIRST_SUPERADMIN_PASSWORD,
    });
    if (outcome === 'created') console.log(`First superadmin ${config.FIRST_SUPERADMIN_EMAIL} created.`);
  }

  const app = await buildApp(config, { database });
  // The demo library's bytes, wherever the demo data came from (start-up or npm run db:seed).
  if (config.SEED_DEMO_DATA) await storeDemoMedia(database.db, app.services.storage);
  await app.listen({ port: config.PORT, host: config.HOST });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `\nCampus is running at ${config.tls ? 'https' : 'http'}://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (seeded) console.log('Demo data loaded.');
  if (config.SEED_DEMO_DATA) {
    console.log(
      `Demo sign-ins (password: ${config.DEMO_PASSWORD === 'Demo!2345' ? 'Demo!2345' : 'from DEMO_PASSWORD'}):`,
    );
    for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(28)} ${user.note}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error('Forced exit.');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    // Stop accepting, let in-flight requests finish, stop the job queue, then close the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await main();
