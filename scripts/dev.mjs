// `npm run dev`: the API with reload on 8080 and the dashboard's Vite dev server (proxying /api) on 5173.
import { spawn } from 'node:child_process';
import { ensureDependencies, log, root } from './lib.mjs';

await ensureDependencies();
const children = [
  // core from source, as everywhere in the workspace (its exports' @fieldwatch/source condition)
  spawn('npx', ['tsx', 'watch', '--conditions=@fieldwatch/source', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: `${root}/apps/dashboard`, stdio: 'inherit' }),
];
log('API on http://localhost:8080/api, dashboard with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
