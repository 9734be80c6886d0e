// The three pages, each its own Vite build (so that a page that does not build leaves the other two
// measurable), into bench/map/dist/<way>/ (ignored by git). Configured like apps/dashboard's
// vite.config.ts: React, vanilla-extract, the workspace packages compiled from source.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { root } from '../../scripts/lib.mjs';

export const pagesDir = join(root, 'bench/map/pages');
export const distDir = join(root, 'bench/map/dist');

/**
 * Builds the page of each way; resolves `{ [way]: { ok: true, assets } | { ok: false, error } }` where
 * `assets` lists the built files with their raw and gzip sizes.
 */
export async function buildPages(ways) {
  const [{ build, defaultClientConditions }, { default: react }, { vanillaExtractPlugin }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@vanilla-extract/vite-plugin'),
  ]);
  const results = {};
  for (const way of ways) {
    const outDir = join(distDir, way);
    try {
      await build({
        configFile: false,
        root: join(pagesDir, way),
        base: `/${way}/`,
        logLevel: 'error',
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { conditions: ['@fieldwatch/source', ...defaultClientConditions] },
        build: { outDir, emptyOutDir: true, assetsInlineLimit: 0, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
      });
      results[way] = { ok: true, assets: assetsOf(outDir) };
    } catch (error) {
      // Vite's message, without its colors and frame: the first lines say what is missing
      const message = stripVTControlCharacters(String(error?.message ?? error));
      results[way] = { ok: false, error: message.split('\n').filter(Boolean).slice(0, 2).join(' ') };
    }
  }
  return results;
}

function assetsOf(dir) {
  const files = [];
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        const bytes = readFileSync(file);
        files.push({ file: file.slice(dir.length + 1), raw: bytes.length, gzip: gzipSync(bytes).length });
      }
    }
  };
  walk(dir);
  return files;
}
