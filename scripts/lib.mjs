// Helpers for the root scripts. Plain Node (no dependencies) so they run before `npm ci`,
// even on the machine's own Node 20; everything they start runs on the pinned Node 24.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** PATH with node_modules/.bin first, so `node` means the pinned Node 24. */
export function projectEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
    ...extra,
  };
}

export function run(command, args, { env, ...options } = {}) {
  return new Promise((resolve) => {
    // The extra variables are added to the project environment, never replace it.
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: projectEnv(env), shell: false });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/**
 * Like run, but holds the command's output back and hands it over at the end, so commands that
 * run at the same time do not interleave their lines. Colours are kept when the terminal has them.
 */
export function runBuffered(command, args, { env, ...options } = {}) {
  return new Promise((resolve) => {
    const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      env: projectEnv({ ...colour, ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
    child.on('error', (error) => resolve({ code: 1, output: Buffer.from(`${error.message}\n`) }));
  });
}

/** Like run, but shows the command's output only when it fails (builds print pages of chunk sizes). */
export function runQuietly(command, args, { env, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, env: projectEnv(env), shell: false });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      if (result !== 0) process.stderr.write(Buffer.concat(output));
      resolve(result);
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Newest modification time of the files under the given paths (skipping build output). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) {
      const base = path.basename(entry);
      if (['node_modules', 'dist', '.data-test', 'test-results'].includes(base)) return;
      for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach((entry) => visit(path.join(root, entry)));
  return newest;
}

export function mtime(file) {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}

/** Installs dependencies when they are missing or older than the lock file. */
export async function ensureDependencies() {
  const installed = mtime('node_modules/.package-lock.json');
  if (installed && installed >= mtime('package-lock.json') && fs.existsSync(bin('node'))) return 0;
  console.log('Installing dependencies (npm ci; a few minutes on a fresh machine)…');
  const started = Date.now();
  // npm itself runs on the machine's Node, which may be older than some packages ask for; they run
  // on the pinned Node 24, so npm's engine warnings (EBADENGINE) would be screens of noise. Errors
  // still show, and `npm ci` by hand shows everything.
  const code = await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  if (code === 0) console.log(`Dependencies installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  else console.error('Installing dependencies failed (see above). Run "npm ci" for the full log.');
  return code;
}

/** The build steps of what is missing or older than its sources. */
export async function ensureBuilt() {
  const steps = [
    {
      name: '@campus/contracts',
      output: 'packages/contracts/dist/index.js',
      sources: ['packages/contracts/src', 'packages/contracts/package.json'],
    },
    {
      name: '@campus/web',
      output: 'apps/web/dist/index.html',
      sources: [
        'apps/web/src',
        'apps/web/index.html',
        'apps/web/package.json',
        'apps/web/vite.config.ts',
        'packages/contracts/src',
      ],
    },
    {
      name: '@campus/server',
      output: 'apps/server/dist/main.js',
      sources: ['apps/server/src', 'apps/server/package.json', 'packages/contracts/src'],
    },
  ];
  for (const step of steps) {
    if (mtime(step.output) && mtime(step.output) >= newestMtime(step.sources)) continue;
    console.log(`Building ${step.name}…`);
    const code = await runQuietly('npm', ['run', 'build', '-w', step.name]);
    if (code !== 0) return code;
  }
  return 0;
}
