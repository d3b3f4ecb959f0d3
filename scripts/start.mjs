// `npm start`: install what is missing, build what is not built, then serve API and web app
// from one process (migrations, demo data outside production and FIRST_SUPERADMIN_* are applied
// by the server on start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, ensureBuilt, ensureDependencies, projectEnv, root } from './lib.mjs';

const exitIf = (code) => {
  if (code !== 0) process.exit(code);
};

exitIf(await ensureDependencies());
exitIf(await ensureBuilt());

const server = spawn(bin('node'), [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: projectEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
