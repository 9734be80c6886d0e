// `npm run media:move -- --to s3|disk [--delete-source]`: build what changed, then move stored files
// between DATA_DIR/media and the S3_BUCKET bucket (docs/deployment.md "Object storage").
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIsCurrent, ensureDependencies, root } from './lib.mjs';
import { build } from './build.mjs';

await ensureDependencies();
if (!buildIsCurrent()) await build();

const move = spawn(process.execPath, [join(root, 'apps/server/dist/mediaMove.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
move.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
