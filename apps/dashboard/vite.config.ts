import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    // one compile from source: the workspace packages need no build before the dashboard (docs/decisions.md).
    // Aliases, not the @fieldwatch/source condition: through the package, its `sideEffects` lets the
    // bundler split the components' CSS into each page's chunk, and the pages' styles then apply in
    // another order (the main panel covered the navigation's Log out button)
    alias: {
      '@fieldwatch/core': source('../../packages/core/src/index.ts'),
      '@fieldwatch/react': source('../../packages/react/src/index.ts'),
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // no data: URLs: the server's CSP is default-src 'self'
    assetsInlineLimit: 0,
  },
});
