// `npm run db:check`: the committed migrations are consistent (drizzle-kit check) and match the
// TypeScript schema. drizzle-kit check alone only looks at the migration history; drift (a schema
// change nobody generated a migration for) shows when `drizzle-kit generate`, run into a copy of the
// migrations folder, would write anything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, projectEnv, root } from './lib.mjs';

const server = path.join(root, 'apps/server');
const migrations = path.join(server, 'src/db/migrations');

/** Runs drizzle-kit in apps/server with no input (it would otherwise wait on a question). */
function drizzleKit(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(bin('drizzle-kit'), args, {
      cwd: server,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: projectEnv(env),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** Every file under the folder with its content, by relative path. */
function contents(folder) {
  const files = new Map();
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else files.set(path.relative(folder, full), fs.readFileSync(full, 'utf8'));
    }
  };
  visit(folder);
  return files;
}

const check = await drizzleKit(['check']);
if (check.code !== 0) {
  console.error(check.output);
  console.error('drizzle-kit check: the migration history is inconsistent (see above).');
  process.exit(1);
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-migrations-'));
let generate;
let after;
let changed;
try {
  fs.cpSync(migrations, copy, { recursive: true });
  const before = contents(copy);
  // drizzle-kit joins `out` to the config's folder, so it must be relative.
  generate = await drizzleKit(['generate'], { DRIZZLE_OUT: path.relative(server, copy) });
  after = contents(copy);
  changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
if (generate.code !== 0 || changed.length > 0) {
  for (const file of changed.filter((name) => name.endsWith('.sql'))) {
    console.error(`--- ${file} (what is missing)\n${after.get(file)}`);
  }
  if (generate.code !== 0) console.error(generate.output);
  console.error(
    'The schema in apps/server/src/db/schema differs from the committed migrations: run "npm run db:generate" and commit the new migration.',
  );
  process.exit(1);
}
console.log('Migrations are consistent and match the schema.');
