// One run of one page in Chromium: a fresh browser context, the page from its URL until its first
// complete frame, then a scripted pan-and-zoom with real mouse input. What it reads:
// - bytes over the wire: what each data response took on the wire (body as encoded plus headers);
// - time to first frame: the page's `bench:ready` mark minus its `bench:start` mark (bench.ts);
// - main-thread blocking: 'longtask' entries (a PerformanceObserver installed before any page script)
//   between the two marks: the longest, and the total blocking time (the parts over 50 ms);
// - the JS heap of the page's main thread after a garbage collection (workers not counted);
// - during the pan-and-zoom: the intervals between animation frames (median, p95) and the longest task.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

export const viewport = { width: 1366, height: 850 };

/** Debian's Chromium as the tests start it (scripts/chromium.mjs): no browser download, software WebGL. */
export function launchBrowser() {
  return chromium.launch(chromiumLaunchOptions);
}

function observeLongTasks() {
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: the figures say 0
  }
}

const median = (values) => percentile(values, 50);
export function percentile(values, p) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
export { median };

/** `Server-Timing: db;dur=1.2, total;dur=3` → { db: 1.2, total: 3 } */
function serverTimingOf(header) {
  const out = {};
  for (const part of (header ?? '').split(',')) {
    const match = /^\s*([\w-]+)(?:;.*?dur=([\d.]+))?/.exec(part);
    if (match?.[2]) out[match[1]] = Number(match[2]);
  }
  return out;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Mouse input at a fixed rate, as a real mouse sends it: each event is dispatched through the DevTools
 * protocol without waiting for the page to take the previous one (Chromium queues and coalesces them),
 * so that every page gets the same input timeline however slow it draws. Playwright's `page.mouse`
 * waits for each event's acknowledgement, which comes with the next frame: software-WebGL frames of
 * 100-250 ms would stretch a half-second drag to several seconds, differently on every page.
 */
function mouseOf(cdp) {
  const sent = [];
  const send = (params) => sent.push(cdp.send('Input.dispatchMouseEvent', params));
  const settled = () => Promise.all(sent.splice(0));
  return {
    async drag(from, by, steps = 30) {
      send({ type: 'mouseMoved', x: from.x, y: from.y });
      send({ type: 'mousePressed', x: from.x, y: from.y, button: 'left', buttons: 1, clickCount: 1 });
      for (let i = 1; i <= steps; i++) {
        await pause(16);
        send({ type: 'mouseMoved', x: from.x + (by.x * i) / steps, y: from.y + (by.y * i) / steps, button: 'left', buttons: 1 });
      }
      send({ type: 'mouseReleased', x: from.x + by.x, y: from.y + by.y, button: 'left', buttons: 0, clickCount: 1 });
      await settled();
    },
    async wheel(at, deltaY, times) {
      send({ type: 'mouseMoved', x: at.x, y: at.y });
      for (let i = 0; i < times; i++) {
        if (i > 0) await pause(120);
        send({ type: 'mouseWheel', x: at.x, y: at.y, deltaX: 0, deltaY });
      }
      await settled();
    },
  };
}

/**
 * The same script on every page (~5 s): drags across the spread, zooms in, drags, zooms out, drags.
 * Frames count only while the map is being moved (a drag, or a burst of wheel turns and the zoom's
 * animation after it): in the pauses between moves any page draws at 60 Hz, which would dilute the figure.
 */
async function panAndZoom(page, cdp) {
  const mouse = mouseOf(cdp);
  const center = { x: viewport.width / 2, y: viewport.height / 2 };
  const moving = async (work) => {
    await page.evaluate(() => (window.__benchMoving = true));
    await work();
    await page.evaluate(() => (window.__benchMoving = false));
  };
  await moving(() => mouse.drag(center, { x: 400, y: 0 }));
  await pause(300);
  await moving(() => mouse.drag(center, { x: -400, y: 200 }));
  await pause(300);
  await moving(async () => {
    await mouse.wheel(center, -120, 3);
    await pause(400);
  });
  await pause(400);
  await moving(() => mouse.drag(center, { x: 250, y: -150 }));
  await pause(300);
  await moving(async () => {
    await mouse.wheel(center, 120, 3);
    await pause(400);
  });
  await pause(400);
  await moving(() => mouse.drag(center, { x: -250, y: -50 }));
}

/**
 * Measures the page at `url`. `isData(url)` tells the data requests from the page's own files.
 * Resolves `{ ok: true, … }` or `{ ok: false, error }`; `screenshot` (a path) keeps the first frame,
 * `trace` (a path) a Chrome trace of the load up to it.
 */
export async function measurePage(browser, { url, isData, timeout, screenshot, trace }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const finished = [];
  let phase = 'load';
  const phaseOf = new WeakMap();
  page.on('request', (request) => phaseOf.set(request, phase));
  // what went wrong, for the message of a failed run
  const troubles = [];
  page.on('response', (response) => {
    if (response.status() >= 400) troubles.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') troubles.push(message.text().split('\n')[0]);
  });
  page.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = response ? await response.allHeaders() : {};
        const timing = request.timing();
        return {
          url: request.url(),
          data: isData(request.url()),
          phase: phaseOf.get(request) ?? 'load',
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          serverTiming: serverTimingOf(headers['server-timing']),
          waiting: timing.responseStart - timing.requestStart,
          download: timing.responseEnd - timing.responseStart,
        };
      })().catch(() => null),
    );
  });
  try {
    await context.addInitScript(observeLongTasks);
    if (trace) await browser.startTracing(page, { path: trace, screenshots: false });
    await page.goto(url, { waitUntil: 'commit', timeout });
    await page.waitForFunction(() => performance.getEntriesByName('bench:ready').length > 0 || window.__benchError, null, {
      timeout,
      polling: 200,
    });
    const failure = await page.evaluate(() => window.__benchError);
    if (failure) throw new Error(failure);
    phase = 'pan';
    if (trace) await browser.stopTracing();
    if (screenshot) await page.screenshot({ path: screenshot });
    await pause(300); // long-task entries are delivered after their task; let the last ones arrive

    const load = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name).at(-1)?.startTime;
      const start = at('bench:start');
      const ready = at('bench:ready');
      const tasks = window.__benchLongTasks.filter((t) => t.start + t.duration > start && t.start < ready);
      const marks = performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('fw-map:'))
        .map((mark) => ({ name: mark.name, at: mark.startTime - start }));
      return { start, ready, tasks, marks };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');

    const panStart = await page.evaluate(() => {
      window.__benchIntervals = [];
      window.__benchRecording = true;
      let last;
      const record = (time) => {
        if (window.__benchMoving && last !== undefined) window.__benchIntervals.push(time - last);
        last = time;
        if (window.__benchRecording) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
      return performance.now();
    });
    await panAndZoom(page, cdp);
    await pause(1000); // work that the last input started (re-clustering after a zoom) counts too
    const pan = await page.evaluate((since) => {
      window.__benchRecording = false;
      const tasks = window.__benchLongTasks.filter((t) => t.start + t.duration > since);
      return {
        intervals: window.__benchIntervals,
        tasks,
        seconds: (performance.now() - since) / 1000,
        view: window.__benchView?.() ?? null,
      };
    }, panStart);

    const requests = (await Promise.all(finished)).filter(Boolean);
    const data = requests.filter((r) => r.data && r.phase === 'load');
    const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);
    return {
      ok: true,
      firstFrame: load.ready - load.start,
      dataBytes: sum(data, 'bytes'),
      dataRequests: data.length,
      assetBytes: sum(
        requests.filter((r) => !r.data && r.phase === 'load'),
        'bytes',
      ),
      serverTiming: data.length === 1 ? data[0].serverTiming : mergeTimings(data.map((r) => r.serverTiming)),
      waiting: Math.max(0, ...data.map((r) => r.waiting)),
      download: Math.max(0, ...data.map((r) => r.download)),
      longestTask: Math.max(0, ...load.tasks.map((t) => t.duration)),
      blocking: sum(
        load.tasks.map((t) => ({ over: Math.max(0, t.duration - 50) })),
        'over',
      ),
      heap: usedSize,
      marks: load.marks,
      frameP50: median(pan.intervals),
      frameP95: percentile(pan.intervals, 95),
      panSeconds: pan.seconds,
      panLongestTask: Math.max(0, ...pan.tasks.map((t) => t.duration)),
      panDataBytes: sum(
        requests.filter((r) => r.data && r.phase === 'pan'),
        'bytes',
      ),
      panDataRequests: requests.filter((r) => r.data && r.phase === 'pan').length,
      zoomAfterPan: pan.view?.zoom ?? Number.NaN,
    };
  } catch (error) {
    if (trace) await browser.stopTracing().catch(() => {}); // a run that failed before its first frame: its trace, if still recording
    if (screenshot) await page.screenshot({ path: screenshot.replace(/\.png$/, '-failed.png') }).catch(() => {});
    const said = String(error?.message ?? error).split('\n')[0];
    return { ok: false, error: troubles.length ? `${said} (${[...new Set(troubles)].slice(0, 3).join('; ')})` : said };
  } finally {
    await context.close();
  }
}

/** Several data requests (tiles, pages): their server times add up. */
function mergeTimings(timings) {
  const out = {};
  for (const timing of timings) for (const [name, dur] of Object.entries(timing)) out[name] = (out[name] ?? 0) + dur;
  return out;
}
