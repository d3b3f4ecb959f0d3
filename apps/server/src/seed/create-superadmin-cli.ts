import path from 'node:path';
import readline from 'node:readline';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { loadConfig } from '../env.js';
import { runCreateSuperadmin } from './create-superadmin.js';

/** The password: SUPERADMIN_PASSWORD, else one line of standard input (not echoed on a terminal). */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.SUPERADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const terminal = process.stdin.isTTY;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write('Password: ');
    // Hide what is typed: readline writes nothing back while this is swapped in.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => {
    rl.once('line', resolve);
    rl.once('close', () => resolve(''));
  });
  rl.close();
  if (terminal) process.stdout.write('\n');
  return line;
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await runMigrations(database);
const code = await runCreateSuperadmin(database.db, process.argv.slice(2), {
  readPassword,
  out: (line) => console.log(line),
});
await database.close();
process.exit(code);
