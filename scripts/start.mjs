// `npm start`: install what is missing, build what changed, then serve API + dashboard + playground.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIsCurrent, ensureDependencies, log, root } from './lib.mjs';
import { build } from './build.mjs';

await ensureDependencies();
if (buildIsCurrent()) log('build is up to date');
else await build();

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
