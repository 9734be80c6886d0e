import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // one compile from source: the workspace packages are read through their source condition and need no
  // build before the dashboard (docs/architecture.md, "Source resolution")
  resolve: { conditions: ['@fieldwatch/source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // no data: URLs: the server's CSP is default-src 'self'
    assetsInlineLimit: 0,
  },
});
