// `npm run dev`: the server with watch (tsx) and the Vite dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api and /dev to the server on :3000.
import { spawn } from 'node:child_process';
import { ensureDependencies, projectEnv, root, run } from './lib.mjs';

if ((await ensureDependencies()) !== 0) process.exit(1);
if ((await run('npm', ['run', 'build', '-w', '@campus/contracts'])) !== 0) process.exit(1);

const children = [
  spawn('npm', ['run', 'dev', '-w', '@campus/server'], { cwd: root, stdio: 'inherit', env: projectEnv() }),
  spawn('npm', ['run', 'dev', '-w', '@campus/web'], { cwd: root, stdio: 'inherit', env: projectEnv() }),
  spawn('npx', ['tsc', '-b', 'packages/contracts', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
    env: projectEnv(),
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
