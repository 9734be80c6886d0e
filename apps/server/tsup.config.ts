import { defineConfig } from 'tsup';

export default defineConfig({
  // the server, and the command that moves stored files between the disk and a bucket
  entry: ['src/main.ts', 'src/mediaMove.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The core is bundled in so that the server runs from its dist alone; every other dependency stays
  // external and is resolved from node_modules at run time.
  noExternal: ['@fieldwatch/core'],
});
