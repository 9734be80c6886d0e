// The published packages as a consumer gets them (a step of `npm test`, after the build): `npm pack` of
// @fieldwatch/core, @fieldwatch/react and @fieldwatch/elements, unpacked into an app's node_modules, then
//   - node: the elements (and core and react) import in plain Node, without a DOM, and the React
//     components of the elements render their tags on the server;
//   - types: every package's `.d.ts` passes `tsc --strict` with `skipLibCheck: false`;
//   - one tiny app (app/src/App.js: FieldwatchProvider, ReportList, ReportMap) built with each of Vite,
//     webpack 5, Rollup, esbuild and Next.js, with nothing but what the bundler itself needs
//     (docs/bundlers.md), and the esbuild and Vite builds opened in Chromium.
// Everything else the app needs resolves from the workspace's node_modules (the app sits inside the
// repository), so nothing is downloaded. Prints one line per check and exits non-zero when one fails.
//
//   node e2e/consumers/run.mjs [check…]     (checks: node types vite webpack rollup esbuild next browser)
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = fileURLToPath(new URL('./app', import.meta.url));
const work = join(root, 'test-results', 'consumers');
const app = join(work, 'app');
const require = createRequire(join(root, 'package.json'));
const packages = [
  ['@fieldwatch/core', 'packages/core'],
  ['@fieldwatch/react', 'packages/react'],
  ['@fieldwatch/elements', 'packages/elements'],
];

/** Runs a command; resolves with its exit code and output. */
function exec(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? app,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function execOrThrow(command, args, options) {
  const { code, output } = await exec(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-4000)}`);
  return output;
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => statSync(file).isFile());
}

/** What no consumer's bundler understands: none of it may be left in the packages or in a build's output. */
const viteOnly = [/\?url["']/, /\?worker/, /\?raw["']/, /import\(["'][^"']+\.css["']\)/];

function assertPortable(dir) {
  for (const file of filesUnder(dir).filter((f) => /\.m?js$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const found = viteOnly.find((pattern) => pattern.test(text));
    if (found) throw new Error(`${relative(root, file)} holds a Vite-only import (${found})`);
  }
}

/** The built app holds the components' code: a word of the list, one of the map and the provider. */
function assertBuilt(dir) {
  const js = filesUnder(dir)
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  if (!js.includes('fieldwatch-clusters')) throw new Error(`${relative(root, dir)}: no cluster worker in the output`);
  if (!js.includes('maplibre')) throw new Error(`${relative(root, dir)}: no maplibre-gl in the output`);
}

/**
 * The README of an unpacked package and the guides it carries link only to files the tarball holds: a
 * reader on npm or in node_modules follows every link, as the docs link check does in the repository.
 */
function assertGuidesShipped(name, target) {
  const markdown = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? markdown(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  const files = [join(target, 'README.md'), ...(existsSync(join(target, 'docs')) ? markdown(join(target, 'docs')) : [])];
  const dead = [];
  for (const file of files) {
    for (const [, link] of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(link)) continue;
      if (!existsSync(join(file, '..', link))) dead.push(`${relative(target, file)} → ${link}`);
    }
  }
  if (!existsSync(join(target, 'docs'))) throw new Error(`${name}: the tarball carries no guides`);
  if (dead.length > 0) throw new Error(`${name}: links the tarball cannot follow:\n  ${dead.join('\n  ')}`);
}

// ---- set-up: pack and unpack ----

async function setUp() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(app, 'node_modules', '@fieldwatch'), { recursive: true });
  cpSync(fixtures, app, { recursive: true });
  // Next builds its own folder: the shared app is copied in beside its pages
  cpSync(join(fixtures, 'src', 'App.js'), join(app, 'next', 'app', 'App.js'));
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'fieldwatch-consumer', private: true, type: 'module' }, null, 2));
  for (const [name, dir] of packages) {
    const output = await execOrThrow('npm', ['pack', '--silent', '--pack-destination', work, '-w', name], {
      cwd: root,
      env: { npm_config_offline: 'true' },
    });
    const tarball = join(work, output.trim().split('\n').pop());
    const target = join(app, 'node_modules', name);
    mkdirSync(target, { recursive: true });
    await execOrThrow('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
    if (!existsSync(join(target, 'package.json'))) throw new Error(`${name}: nothing unpacked from ${tarball} (${dir})`);
    assertGuidesShipped(name, target);
  }
  for (const [name] of packages) assertPortable(join(app, 'node_modules', name, 'dist'));
}

// ---- the checks ----

const checks = {
  /** Node without a DOM: what a server-rendering framework does with the packages. */
  async node() {
    const script = `
      const elements = await import('@fieldwatch/elements');
      await import('@fieldwatch/elements/define');
      await import('@fieldwatch/elements/define');
      if (typeof elements.ReportMapElementClass !== 'function') throw new Error('no element class');
      await import('@fieldwatch/core');
      await import('@fieldwatch/react');
      const { createElement } = await import('react');
      const { renderToString } = await import('react-dom/server');
      const { ReportMap, ReportForm } = await import('@fieldwatch/elements/react');
      const html = renderToString(createElement('div', null, createElement(ReportMap, { apiBase: '/api', clustered: false, zoom: 4 }), createElement(ReportForm, { locale: 'zh' })));
      const expected = '<div><report-map api-base="/api" zoom="4" clustered="false"></report-map><report-form locale="zh"></report-form></div>';
      if (html !== expected) throw new Error('server rendering gave ' + html);
    `;
    await execOrThrow(process.execPath, ['--input-type=module', '-e', script]);
  },

  /** The `.d.ts` files, strict and with skipLibCheck off, as a TypeScript app reads them. */
  async types() {
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify(
        {
          compilerOptions: {
            strict: true,
            skipLibCheck: false,
            noEmit: true,
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            types: [],
            exactOptionalPropertyTypes: true,
            noUncheckedIndexedAccess: true,
          },
          files: ['types/consumer.tsx'],
        },
        null,
        2,
      ),
    );
    await execOrThrow(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json']);
  },

  async vite() {
    const { build } = await import(require.resolve('vite'));
    await build({ root: app, logLevel: 'silent', configFile: false, build: { outDir: 'dist-vite', emptyOutDir: true } });
    assertBuilt(join(app, 'dist-vite'));
    assertPortable(join(app, 'dist-vite'));
  },

  async webpack() {
    const webpack = require('webpack');
    const stats = await new Promise((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          context: app,
          entry: './src/main.js',
          output: { path: join(app, 'dist-webpack') },
          // time, not need: terser over maplibre-gl takes a minute of the test on two cores
          optimization: { minimize: false },
          performance: { hints: false },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    assertBuilt(join(app, 'dist-webpack'));
  },

  async rollup() {
    const { rollup } = await import(require.resolve('rollup'));
    const { nodeResolve } = await import(require.resolve('@rollup/plugin-node-resolve'));
    const commonjs = (await import(require.resolve('@rollup/plugin-commonjs'))).default;
    const replace = (await import(require.resolve('@rollup/plugin-replace'))).default;
    const bundle = await rollup({
      input: join(app, 'src', 'main.js'),
      // what any Rollup app with React needs: packages from node_modules, React's CommonJS, its NODE_ENV
      plugins: [
        nodeResolve({ browser: true }),
        commonjs(),
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      ],
      onwarn: () => undefined,
    });
    await bundle.write({ dir: join(app, 'dist-rollup'), format: 'es' });
    await bundle.close();
    assertBuilt(join(app, 'dist-rollup'));
  },

  async esbuild() {
    const esbuild = require('esbuild');
    await esbuild.build({
      entryPoints: [join(app, 'src', 'main-with-styles.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir: join(app, 'dist-esbuild'),
      logLevel: 'silent',
    });
    writeFileSync(
      join(app, 'dist-esbuild', 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>esbuild</title><link rel="stylesheet" href="./main-with-styles.css"></head><body><div id="root"></div><script type="module" src="./main-with-styles.js"></script></body></html>',
    );
    assertBuilt(join(app, 'dist-esbuild'));
  },

  async next() {
    await execOrThrow(process.execPath, [require.resolve('next/dist/bin/next'), 'build', 'next'], {
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    });
    const html = readFileSync(join(app, 'next', '.next', 'server', 'app', 'index.html'), 'utf8');
    if (!html.includes('<report-map api-base="/api"')) throw new Error('the page rendered on the server has no <report-map>');
    assertBuilt(join(app, 'next', '.next', 'static'));
  },

  /** The esbuild and Vite builds in Chromium: the app draws, nothing throws. */
  async browser() {
    const { chromium } = require('@playwright/test');
    const browser = await chromium.launch({ executablePath: chromiumLaunchOptions.executablePath, args: ['--no-sandbox'] });
    try {
      for (const dist of ['dist-esbuild', 'dist-vite']) {
        const server = await serve(join(app, dist));
        const page = await browser.newPage();
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // no Fieldwatch behind this app: every API call is refused, as by a server without the public features
        await page.route('**/api/**', (route) =>
          route.fulfill({ status: 403, json: { error: { type: 'INACTIVE_FEATURE', message: 'Feature is inactive' } } }),
        );
        await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
        await page.locator('#fieldwatch-app').waitFor({ timeout: 30_000 });
        // the provider shows its children once the catalogue is here: Chinese, for language="zh"
        const text = await page.locator('#fieldwatch-app').innerText();
        // runs in the page
        const styled = await page.evaluate(() =>
          [...globalThis.document.styleSheets].some((sheet) =>
            [...sheet.cssRules].some((rule) => rule.cssText.includes('.maplibregl-map')),
          ),
        );
        await page.close();
        server.close();
        if (!styled) throw new Error(`${dist}: styles.css is not on the page`);
        if (!/[\u4e00-\u9fff]/.test(text)) throw new Error(`${dist}: no Chinese on the page: ${text.slice(0, 200)}`);
        if (errors.length) throw new Error(`${dist}: ${errors.join('; ')}`);
      }
    } finally {
      await browser.close();
    }
  },
};

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

function serve(dir) {
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---- run ----

const asked = process.argv.slice(2);
const chosen = asked.length ? asked : Object.keys(checks);
let failed = 0;
const started = Date.now();
try {
  await setUp();
  console.log(`ok   set-up: packed and unpacked ${packages.length} packages (${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.log(`FAIL set-up: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
for (const name of chosen) {
  const check = checks[name];
  if (!check) throw new Error(`no check ${name}: ${Object.keys(checks).join(', ')}`);
  const begun = Date.now();
  try {
    await check();
    console.log(`ok   ${name} (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name} (${((Date.now() - begun) / 1000).toFixed(1)} s)\n${error instanceof Error ? error.stack : error}`);
  }
}
console.log(`${chosen.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
