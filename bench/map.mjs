// `npm run bench:map`: the map side by side with maplibre-gl's own clustering and Leaflet.
//
// For each size N it seeds a PostgreSQL database with N random reports (bench/lib/seed.mjs, as
// bench:api seeds them, on top of the ~520 demo reports), exports the same points once as a GeoJSON
// file, starts the built product server on the database, and measures in Debian's Chromium (software
// WebGL, 1366×850, the whole spread in view) three ways of showing them:
//   fieldwatch  the product's ReportMap (@fieldwatch/react), signed in as admin, data from /api
//   maplibre    maplibre-gl's own GeoJSON source with `cluster: true` (radius 50), circle layers
//   maplibreCounts  the same, its clusters drawn as badges with their counts as the product draws them
//   leaflet     Leaflet with Leaflet.markercluster, as the best-known peer's dashboard draws reports
// plus the references, measured in turn with them: the MapLibre page with a single point (the floor:
// map, basemap, one frame; and what panning costs with no data), on the maplibre page's basemap and on
// a plain one. For each it prints bytes over the wire for the data (the pages' own files apart), time
// from the data request to the first complete frame, main-thread long tasks while loading, and the
// frame times and longest task of a scripted pan-and-zoom (mouse drags and wheel turns sent through
// the DevTools protocol, the same on every page); then where the Fieldwatch page's time goes (its
// `fw-map:` marks and the server's Server-Timing), and the goals (bench/map/report.mjs, printGoals).
// The pages are built with Vite into bench/map/dist (bench/map/pages: one folder per way).
//
//   BENCH_MAP_SIZES=10000,100000,1000000   the sizes N (default these three)
//   BENCH_MAP_RUNS=3                       runs per (way, N); the figures are medians
//   BENCH_MAP_WAYS=fieldwatch,maplibre,leaflet
//   BENCH_MAP_DB_1000000=fw_bench_…        reuse a kept database for that N (any N: BENCH_MAP_DB_<N>):
//                                          the bench only reads it (never seeds or drops it), but the
//                                          product server it starts applies pending migrations and
//                                          signing in records a session, as with bench:api's BENCH_DB
//   BENCH_MAP_KEEP=1                       keep the databases this run creates (their names are printed)
//   BENCH_DATABASE_URL=postgres://…        the server to create the bench databases on
//   BENCH_MAP_PORT=8298                    the pages' web server (the product server takes the next port)
//   BENCH_MAP_TIMEOUT=300                  seconds a run may take before it counts as failed
//   BENCH_MAP_LEAFLET_CHUNKED=0            Leaflet.markercluster without chunkedLoading (one long task)
//   BENCH_MAP_BASEMAP=offline              compare the product's map and maplibre's own on the product's
//                                          offline basemap instead of a plain background (the default, like
//                                          Leaflet, which has no tiles offline, and like the reference figures)
//   BENCH_MAP_OFFLINE=0                    skip the extra rows on the offline basemap (default: measured too)
//   BENCH_MAP_SCREENSHOTS=dir              keep a screenshot of each page's first frame (first run)
//   BENCH_MAP_TRACES=dir                   keep a Chrome trace of each page's load (first run; open it in
//                                          DevTools' Performance panel) to see where its first frame's time goes
//   BENCH_MAP_SIGNIN_SIZES=100000          the sizes with a "dashboard after sign-in" row (none: no such row):
//                                          the built dashboard signed in through its form, from the Enter key
//                                          to the list's first row and the map's first frame (bench/map/signIn.mjs)
//   BENCH_MAP_SIGNIN_RUNS=5                sign-ins per size for that row; the figures are medians
//   BENCH_MAP_SCALE_SIZES=1000000,10000000 the sizes with two more rows of the product's map: cold (its server
//                                          process started afresh before each run, as after a deploy, and the page
//                                          loaded once it says it is ready, as a load balancer waits) and while
//                                          reports are written (BENCH_MAP_WRITERS clients creating
//                                          and publishing reports in the view through the API, default 4)
//   BENCH_MAP_BUILD=0                      use apps/server/dist as it is, even if the sources changed
//   CHROMIUM_PATH=/usr/bin/chromium
//
// Time: Leaflet at 1,000,000 takes ~45 s a run and seeding a million reports a few minutes; e.g.
// BENCH_MAP_SIZES=10000,100000 BENCH_MAP_RUNS=1 for a quick look.
// Not a test: it prints figures and checks them against its goals, exiting 1 when one is missed.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsCurrent, ensureDependencies, log, root } from '../scripts/lib.mjs';
import { build } from '../scripts/build.mjs';
import { spread } from './lib/seed.mjs';
import { startServer, stopServer, waitForReady, waitForServer } from './lib/server.mjs';

const env = process.env;
const allWays = ['fieldwatch', 'maplibre', 'maplibreCounts', 'leaflet'];
/** the page that draws a way (pages/<name>) */
const pageOf = (way) => (way.startsWith('empty') || way === 'maplibreCounts' ? 'maplibre' : way.replace(/Offline$/, ''));
const sizes = (env.BENCH_MAP_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const runs = Number(env.BENCH_MAP_RUNS ?? 3);
const ways = (env.BENCH_MAP_WAYS ?? allWays.join(',')).split(',').filter((way) => allWays.includes(way));
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keep = env.BENCH_MAP_KEEP === '1';
const webPort = Number(env.BENCH_MAP_PORT ?? 8298);
const apiPort = webPort + 1;
const timeout = Number(env.BENCH_MAP_TIMEOUT ?? 300) * 1000;
const screenshots = env.BENCH_MAP_SCREENSHOTS;
const traces = env.BENCH_MAP_TRACES;
const signInSizes = (env.BENCH_MAP_SIGNIN_SIZES ?? '100000')
  .split(',')
  .map(Number)
  .filter((n) => sizes.includes(n));
const signInRuns = Number(env.BENCH_MAP_SIGNIN_RUNS ?? 5);
const scaleSizes = (env.BENCH_MAP_SCALE_SIZES ?? '1000000,10000000')
  .split(',')
  .map(Number)
  .filter((n) => sizes.includes(n));
const writers = Number(env.BENCH_MAP_WRITERS ?? 4);
// The ways are compared on a plain background by default: Leaflet has no offline tiles, and the
// reference figures (maplibre's own clustering 0.43 s at 10,000) are those of a map without a basemap.
// The product's offline basemap is measured too, as extra rows (BENCH_MAP_OFFLINE=0: not).
const basemap = env.BENCH_MAP_BASEMAP === 'offline' ? 'offline' : 'plain';
const offlineRows = basemap === 'plain' && env.BENCH_MAP_OFFLINE !== '0';
// the reference maps: one point on the compared background (the goals compare panning with it), and one
// point on the other background, which tells the basemap's cost from the map's own
const references = basemap === 'plain' ? (offlineRows ? ['empty', 'emptyOffline'] : ['empty']) : ['empty', 'emptyPlain'];
/** the product's map and maplibre's own again, on the offline basemap: information, not goals */
const extraWays = offlineRows ? ['fieldwatchOffline', 'maplibreOffline'] : [];
if (sizes.some((n) => !Number.isInteger(n) || n < 0) || !(runs >= 1) || ways.length === 0) {
  console.error('BENCH_MAP_SIZES, BENCH_MAP_RUNS or BENCH_MAP_WAYS is not valid');
  process.exit(2);
}

await ensureDependencies();
if (env.BENCH_MAP_BUILD !== '0' && !buildIsCurrent()) await build();
if (!existsSync(join(root, 'apps/server/dist/main.js'))) throw new Error('apps/server is not built');

const { buildPages, distDir } = await import('./map/build.mjs');
const { startWebServer } = await import('./map/serve.mjs');
const { prepareDatabase, dropDatabase, exportGeoJson, writeOnePoint } = await import('./map/points.mjs');
const { launchBrowser, measurePage, median, viewport } = await import('./map/measure.mjs');
const { printBundles, printSize, printGoals, printSignIn } = await import('./map/report.mjs');
const { measureSignIn } = await import('./map/signIn.mjs');
const { startWriters } = await import('./map/writes.mjs');

// the whole spread in view: at MapLibre zoom 6 its 6° × 4° box is ~550 × 590 px of the 1366 × 850
const view = { lng: spread.longitude, lat: spread.latitude, zoom: 6 };
const labels = {
  fieldwatch: 'Fieldwatch ReportMap',
  maplibre: 'maplibre cluster:true',
  maplibreCounts: 'maplibre, with counts',
  leaflet: 'Leaflet.markercluster',
  empty: basemap === 'plain' ? 'empty map, plain' : 'empty map, 1 point',
  emptyPlain: 'empty map, plain',
  fieldwatchOffline: 'Fieldwatch, offline map',
  maplibreOffline: 'maplibre, offline map',
  emptyOffline: 'empty map, offline map',
  fieldwatchCold: 'Fieldwatch, restarted',
  fieldwatchWrites: 'Fieldwatch, writes run',
};

function pageUrl(origin, way, data) {
  const query = new URLSearchParams({ lng: String(view.lng), lat: String(view.lat), zoom: String(view.zoom) });
  if (data) query.set('data', data);
  if (way === 'leaflet' && env.BENCH_MAP_LEAFLET_CHUNKED === '0') query.set('chunked', '0');
  const onPlain = way === 'emptyPlain' || (basemap === 'plain' && ['fieldwatch', 'maplibre', 'maplibreCounts', 'empty'].includes(way));
  if (onPlain) query.set('basemap', 'plain');
  if (way === 'maplibreCounts') query.set('counts', '1');
  return `${origin}/${pageOf(way)}/?${query}`;
}

const isData = (way) => (url) => {
  const { pathname } = new URL(url);
  return way.startsWith('fieldwatch') ? pathname.startsWith('/api/reports/geo') : pathname.startsWith('/data/');
};

/** Medians of the ok runs of one (way, N); the first error when none was ok. */
function summarize(results) {
  const ok = results.filter((r) => r.ok);
  if (ok.length === 0) return { ok: false, error: results[0]?.error ?? 'not run', runs: results.length };
  const numeric = Object.keys(ok[0]).filter((key) => typeof ok[0][key] === 'number');
  const out = { ok: true, runs: ok.length, failed: results.length - ok.length, error: results.find((r) => !r.ok)?.error };
  for (const key of numeric) out[key] = median(ok.map((r) => r[key]));
  const timingNames = [...new Set(ok.flatMap((r) => Object.keys(r.serverTiming)))];
  out.serverTiming = Object.fromEntries(timingNames.map((name) => [name, median(ok.map((r) => r.serverTiming[name]))]));
  const markNames = [...new Set(ok.flatMap((r) => r.marks.map((m) => m.name)))];
  out.marks = markNames
    .map((name) => ({ name, at: median(ok.map((r) => r.marks.find((m) => m.name === name)?.at)) }))
    .sort((a, b) => a.at - b.at);
  return out;
}

/** One run's outcome as the progress log says it. */
const said = (result) => (result.ok ? `${(result.firstFrame / 1000).toFixed(2)} s to first frame` : `failed: ${result.error}`);

async function measureWays(browser, origin, list, data, label) {
  const results = Object.fromEntries(list.map((way) => [way, []]));
  for (let run = 1; run <= runs; run++) {
    // one run of each way in turn, so that drift (caches, load on the machine) spreads over all of them
    for (const way of list) {
      // the first run's screenshot and trace, named by way and size
      const kept = `${way}-${label.replace(/\W/g, '')}`;
      const shot = screenshots && run === 1 ? join(screenshots, `${kept}.png`) : undefined;
      const trace = traces && run === 1 ? join(traces, `${kept}.json`) : undefined;
      const url = pageUrl(origin, way, way.startsWith('empty') ? '/data/empty.geojson' : data);
      const result = await measurePage(browser, { url, isData: isData(way), timeout, screenshot: shot, trace });
      results[way].push(result);
      log(`  ${label}, ${labels[way]}, run ${run}/${runs}: ${said(result)}`);
    }
  }
  return Object.fromEntries(list.map((way) => [way, summarize(results[way])]));
}

/**
 * The product's map right after its server process starts (`restart` makes a new one before each run)
 * and while `writers` clients create and publish reports in the view: a median row each.
 */
async function measureScale(browser, origin, data, label, { restart, apiOrigin }) {
  const measure = () => measurePage(browser, { url: pageUrl(origin, 'fieldwatch', data), isData: isData('fieldwatch'), timeout });
  const cold = [];
  for (let run = 1; run <= runs; run++) {
    const readyAfter = await restart();
    const result = await measure();
    cold.push({ ...result, readyAfter });
    log(
      `  ${label}, ${labels.fieldwatchCold}, run ${run}/${runs}: ready ${(readyAfter / 1000).toFixed(2)} s after its start, ${said(result)}`,
    );
  }
  const writing = await startWriters(apiOrigin, { clients: writers });
  // the writes under way before the clock starts
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const warm = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measure();
    warm.push(result);
    log(`  ${label}, ${labels.fieldwatchWrites}, run ${run}/${runs}: ${said(result)}`);
  }
  const written = await writing.stop();
  const rate = written.created / written.seconds;
  log(`  ${label}: ${written.created} reports created and published meanwhile (${rate.toFixed(0)}/s by ${writers} clients)`);
  const writes = summarize(warm);
  if (written.errors.length) Object.assign(writes, { ok: false, error: `writes failed: ${written.errors[0]}` });
  return { fieldwatchCold: summarize(cold), fieldwatchWrites: { ...writes, writeRate: rate } };
}

/** The dashboard as the product server serves it, signed in as admin through its form: medians of the ok runs. */
async function measureSignIns(browser, origin, size) {
  const results = [];
  for (let run = 1; run <= signInRuns; run++) {
    const result = await measureSignIn(browser, { origin, username: 'admin', password: 'Fieldwatch#1', timeout });
    results.push(result);
    const outcome = result.ok
      ? `list ${(result.list / 1000).toFixed(2)} s, map ${(result.map / 1000).toFixed(2)} s after Enter`
      : `failed: ${result.error}`;
    log(`  ${size.toLocaleString('en')}, dashboard after sign-in, run ${run}/${signInRuns}: ${outcome}`);
  }
  const ok = results.filter((r) => r.ok);
  if (ok.length === 0) return { ok: false, error: results[0]?.error ?? 'not run', runs: results.length };
  return {
    ok: true,
    runs: ok.length,
    failed: results.length - ok.length,
    list: median(ok.map((r) => r.list)),
    map: median(ok.map((r) => r.map)),
  };
}

const work = mkdtempSync(join(tmpdir(), 'fw-bench-map-'));
const dataDir = join(work, 'data');
const serverDataDir = join(work, 'server');
mkdirSync(dataDir);
mkdirSync(serverDataDir);
if (screenshots) mkdirSync(screenshots, { recursive: true });
if (traces) mkdirSync(traces, { recursive: true });

let web;
let browser;
let server;
const created = [];
const measured = {};
let built;
try {
  log(`building the pages (${ways.join(', ')}) into ${distDir}`);
  const pages = await buildPages([...new Set(['maplibre', ...ways.map(pageOf)])]);
  for (const [page, result] of Object.entries(pages)) if (!result.ok) log(`${page} page did not build: ${result.error}`);
  // each way as its page built
  built = Object.fromEntries([...allWays, ...extraWays].map((way) => [way, pages[pageOf(way)]]).filter(([, result]) => result));
  const measurable = ways.filter((way) => built[way]?.ok);

  web = await startWebServer({ port: webPort, distDir, dataDir });
  browser = await launchBrowser();
  log(
    `Chromium ${browser.version()}, ${viewport.width}×${viewport.height}, ${runs} run(s) per way and size, maplibre on the ${basemap} basemap`,
  );

  await writeOnePoint(join(dataDir, 'empty.geojson.gz'), [view.lng, view.lat]);
  if (built.maplibre.ok) {
    // the first map of a fresh browser also compiles MapLibre's shaders: not counted
    const warm = await measurePage(browser, { url: pageUrl(web.origin, 'empty', '/data/empty.geojson'), isData: isData('empty'), timeout });
    log(`  warm-up, ${labels.empty}: ${warm.ok ? `${(warm.firstFrame / 1000).toFixed(2)} s` : `failed: ${warm.error}`} (not counted)`);
  }

  for (const size of sizes) {
    const reuse = env[`BENCH_MAP_DB_${size}`];
    const database = await prepareDatabase({ size, adminUrl, reuse, port: apiPort, dataDir: serverDataDir });
    if (!database.reused) created.push(database.name);
    const file = `points-${size}.geojson`;
    const exported = await exportGeoJson(database.url, join(dataDir, `${file}.gz`));
    log(
      `${size.toLocaleString('en')}: ${exported.points.toLocaleString('en')} points as GeoJSON, ${(exported.rawBytes / 1e6).toFixed(1)} MB, ${(exported.gzipBytes / 1e6).toFixed(1)} MB gzip`,
    );
    // a fresh server process, as after a deploy: nothing cached in it
    server = startServer(apiPort, { DATABASE_URL: database.url, DATA_DIR: serverDataDir });
    await waitForServer(server, apiPort);
    web.setApiPort(apiPort);
    const extras = extraWays.filter((way) => built[way]?.ok);
    const list = [...measurable, ...extras, ...(built.maplibre.ok ? references : [])];
    const results = await measureWays(browser, web.origin, list, `/data/${file}`, size.toLocaleString('en'));
    const signIn = signInSizes.includes(size) ? await measureSignIns(browser, `http://127.0.0.1:${apiPort}`, size) : undefined;
    const scale =
      scaleSizes.includes(size) && measurable.includes('fieldwatch')
        ? await measureScale(browser, web.origin, `/data/${file}`, size.toLocaleString('en'), {
            apiOrigin: `http://127.0.0.1:${apiPort}`,
            // a new process, sent the page once it says it is ready, as a load balancer would: to how long that took
            restart: async () => {
              await stopServer(server);
              server = startServer(apiPort, { DATABASE_URL: database.url, DATA_DIR: serverDataDir });
              return waitForReady(server, apiPort);
            },
          })
        : {};
    await stopServer(server);
    server = undefined;
    for (const way of ways) results[way] ??= { ok: false, error: built[way]?.error ?? 'its page did not build' };
    const empty = Object.fromEntries(
      [...extras, ...references].map((way) => [way, results[way] ?? { ok: false, error: 'the MapLibre page did not build' }]),
    );
    Object.assign(empty, scale);
    measured[size] = { points: exported.points, file: exported, results, references: empty, signIn };
    printSize(size, measured[size], ways, labels, runs);
    if (signIn) printSignIn(size, signIn);
  }
  printBundles(built, measured, ways, labels, { basemap, chunked: env.BENCH_MAP_LEAFLET_CHUNKED !== '0' });
} finally {
  if (server) await stopServer(server);
  await browser?.close();
  await web?.close();
  rmSync(work, { recursive: true, force: true });
  for (const name of created) {
    if (keep) log(`kept database ${name} (BENCH_MAP_DB_${name.split('_')[3]}=${name} reuses it)`);
    else await dropDatabase(adminUrl, name);
  }
}

const missed = printGoals(measured, ways);
process.exit(missed ? 1 : 0);
