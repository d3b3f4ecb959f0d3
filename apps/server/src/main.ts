import './lib/hold-tick-shape.js'; // First: keeps nextTick on V8's fast path (decision 0040).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db/client.js';
import { ConfigError, loadConfig } from './env.js';
import { DEMO_USERS } from './seed/demo-data.js';
import { startUp } from './start-up.js';

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
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    // Not refused (one instance on its own address still works), but every link in an email
    // would name this instance's own http://localhost:PORT (decision 0044).
    console.warn(
      `PUBLIC_URL is not set: links in emails and calendar files will point at ${config.publicUrl}. Set it to the address people use, the same on every instance.`,
    );
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const { app, seeded, superadminCreated } = await startUp(config, database);
  if (superadminCreated) console.log(`First superadmin ${config.FIRST_SUPERADMIN_EMAIL} created.`);
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
