/**
 * The map store's choices: points in the browser or clusters from the server, following the shared
 * filters, reusing an answer that covers a pan, and dropping answers that came too late. The calls
 * answer through a fetch that plays the server's part with its real encodings (the server's own
 * tests cover what it answers).
 */
import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../api/client.js';
import { textOf, urlOf } from '../../test/fetch.js';
import { boundsOf, createLocalClusterEngine, frameOf, indexPoints, PointsFetchError, type ClusterEngine } from '../geo/clusters.js';
import { decodePoints, encodePoints, type PackedPoints } from '../geo/points.js';
import { createSessionStore } from '../session/store.js';
import type { ReportClusters } from '../schemas/report.js';
import { createReportMapStore, paddedView } from './reportMap.js';
import { createReportsStore } from './reports.js';

const points: PackedPoints = {
  ids: Uint32Array.from([1, 2, 3]),
  lat: Int32Array.from([51_500_000, 51_510_000, -33_900_000]),
  lng: Int32Array.from([-100_000, -110_000, 18_400_000]),
  flags: Uint8Array.from([0, 1, 2]),
};

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/** A fetch answering /reports/geo (binary, honouring `max`) and /reports/geo/clusters. */
function server(total = 3) {
  const sent: Sent[] = [];
  let delay = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname.replace('/api', '');
    const body = JSON.parse(textOf(init?.body ?? '{}')) as Record<string, unknown>;
    sent.push({ path, body });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (path === '/reports/geo') {
      const max = body.max as number | undefined;
      const cut = max !== undefined && total > max;
      const encoded = cut
        ? encodePoints({ ids: new Uint32Array(0), lat: new Int32Array(0), lng: new Int32Array(0), flags: new Uint8Array(0) }, total)
        : encodePoints(points);
      return new Response(encoded.slice().buffer, { headers: { 'content-type': 'application/vnd.fieldwatch.points' } });
    }
    const clusters: ReportClusters = {
      clusters: { lng: [0], lat: [51], count: [total - 1], bounds: [[-1, 50, 1, 52]] },
      points: { ids: [3], lat: [-33_900_000], lng: [18_400_000], flags: [2] },
    };
    return Response.json({ data: clusters, total });
  };
  return { fetch, sent, slow: (ms: number) => (delay = ms) };
}

/** A fetch whose points answer waits until `release` is called: the server's clusters come first. */
function pointsHeldBack(api: ReturnType<typeof server>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (urlOf(input).endsWith('/reports/geo')) await held;
    return api.fetch(input, init);
  };
  return { fetch, release };
}

function setUp(total = 3, maxPoints = 10) {
  const api = server(total);
  const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: api.fetch });
  const reports = createReportsStore(client);
  const map = createReportMapStore({ client, reports, engine: createLocalClusterEngine, maxPoints });
  return { api, reports, map };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

const view = { bbox: [-180, -85, 180, 85] as [number, number, number, number], zoom: 2 };

describe('the map store', () => {
  it('holds the points in the browser when few match, and draws every view without asking again', async () => {
    const { api, map } = setUp();
    map.getState().setView(view);
    await map.getState().reload();
    expect(map.getState()).toMatchObject({ status: 'ready', mode: 'points', total: 3 });
    // the points, and the clusters of the view asked at the same time (in case there are too many: dropped)
    expect(api.sent.map((call) => call.path).sort()).toEqual(['/reports/geo', '/reports/geo/clusters']);
    expect(api.sent.find((call) => call.path === '/reports/geo')!.body).toEqual({ filters: {}, max: 10 });
    expect(map.getState().frame!.clusters[0]).toMatchObject({ count: 2 });
    map.getState().setView({ bbox: [-1, 51, 1, 52], zoom: 17 });
    await until(() => map.getState().frame?.points.length === 2);
    expect(api.sent).toHaveLength(2);
  });

  it('keeps the frame of a small pan inside the area it covers, in the browser as from the server', async () => {
    const api = server();
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: api.fetch });
    const local = createLocalClusterEngine();
    let frames = 0;
    const engine: ClusterEngine = { ...local, frame: (view) => (frames++, local.frame(view)) };
    const map = createReportMapStore({ client, reports: createReportsStore(client), engine: () => engine, maxPoints: 10 });
    map.getState().setView({ bbox: [-1, 51, 1, 52], zoom: 8.2 });
    await map.getState().reload();
    // (the first frame is the browser's or the server's, whichever answer came first)
    const made = frames;
    const first = map.getState().frame;
    map.getState().setView({ bbox: [-0.8, 51.1, 1.2, 52.1], zoom: 8.7 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frames).toBe(made);
    expect(map.getState().frame).toBe(first);
    map.getState().setView({ bbox: [4, 51, 6, 52], zoom: 8.7 });
    await until(() => frames === made + 1);
  });

  it("draws a small set's first frame from the server's clusters when they come first, and later views from the browser", async () => {
    const api = server();
    // the points answer waits until the test lets it go
    const { fetch, release } = pointsHeldBack(api);
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch });
    const map = createReportMapStore({ client, reports: createReportsStore(client), engine: createLocalClusterEngine, maxPoints: 10 });
    map.getState().setView(view);
    await map.getState().reload();
    expect(map.getState()).toMatchObject({ status: 'ready', mode: 'points', total: 3 });
    // the server's clusters carry their bounds; the browser's do not
    expect(map.getState().frame!.clusters[0]).toMatchObject({ count: 2, bounds: [-1, 50, 1, 52] });
    const fromServer = map.getState().frame;
    // a move waits for the points to be indexed
    map.getState().setView({ bbox: [-1, 51, 1, 52], zoom: 17 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(map.getState().frame).toBe(fromServer);
    release();
    await until(() => map.getState().frame?.points.length === 2);
    expect(api.sent.map((call) => call.path).sort()).toEqual(['/reports/geo', '/reports/geo/clusters']);
  });

  it('asks the server for the clusters of the view when too many match, a padded view it reuses for a small pan', async () => {
    const { api, map } = setUp(1_000_000);
    map.getState().setView({ bbox: [-1, 51, 1, 52], zoom: 8.2 });
    await map.getState().reload();
    expect(map.getState()).toMatchObject({ status: 'ready', mode: 'clusters', total: 1_000_000 });
    // asked together, not one after the other
    expect(api.sent.map((call) => call.path).sort()).toEqual(['/reports/geo', '/reports/geo/clusters']);
    expect(api.sent.find((call) => call.path === '/reports/geo/clusters')!.body).toEqual({
      filters: {},
      bbox: paddedView({ bbox: [-1, 51, 1, 52], zoom: 8.2 }).bbox,
      zoom: 8.2,
    });
    expect(map.getState().frame!.clusters[0]).toMatchObject({ count: 999_999, bounds: [-1, 50, 1, 52] });
    expect(await map.getState().clusterBounds(map.getState().frame!.clusters[0]!)).toEqual([-1, 50, 1, 52]);

    map.getState().setView({ bbox: [-0.8, 51.1, 1.2, 52.1], zoom: 8.7 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent).toHaveLength(2);
    // another whole zoom level: other cells
    map.getState().setView({ bbox: [-0.5, 51.3, 0.5, 51.8], zoom: 9.1 });
    await until(() => api.sent.length === 3);
  });

  it('draws the server clusters of a large set as soon as they come, without waiting for the points answer', async () => {
    const api = server(1_000_000);
    let releasePoints: () => void = () => undefined;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (new URL(urlOf(input)).pathname.endsWith('/reports/geo')) await new Promise<void>((resolve) => (releasePoints = resolve));
      return api.fetch(input, init);
    };
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch });
    const map = createReportMapStore({ client, reports: createReportsStore(client), engine: createLocalClusterEngine, maxPoints: 10 });
    map.getState().setView({ bbox: [-1, 51, 1, 52], zoom: 8 });
    const loading = map.getState().reload();
    await until(() => map.getState().status === 'ready');
    expect(map.getState()).toMatchObject({ mode: 'clusters', total: 1_000_000 });
    expect(map.getState().frame!.clusters[0]).toMatchObject({ count: 999_999 });
    releasePoints();
    await loading;
  });

  it('follows the filters the list applies', async () => {
    const { api, reports, map } = setUp();
    map.getState().setView(view);
    await map.getState().reload();
    reports.getState().setDraft({ lifecycle: ['closed'] });
    // the list's own request fails here (no list in this fake server): the map does not care
    await reports
      .getState()
      .apply()
      .catch(() => undefined);
    await until(() => api.sent.filter((call) => call.path === '/reports/geo').length === 2);
    expect(api.sent.filter((call) => call.path === '/reports/geo').at(-1)!.body).toEqual({ filters: { lifecycle: ['closed'] }, max: 10 });
  });

  it('drops an answer that a newer request overtook', async () => {
    const { api, map } = setUp(1_000_000);
    map.getState().setView(view);
    api.slow(30);
    const first = map.getState().reload();
    api.slow(0);
    const second = map.getState().reload();
    await Promise.all([first, second]);
    expect(map.getState().status).toBe('ready');
    expect(map.getState().error).toBeNull();
  });

  it('pads a view by half its size on each side, and takes the world when that is wider', () => {
    expect(paddedView({ bbox: [0, 10, 2, 12], zoom: 9 }).bbox).toEqual([-1, 9, 3, 13]);
    expect(paddedView({ bbox: [179, 0, -179, 1], zoom: 9 }).bbox).toEqual([178, -0.5, -178, 1.5]);
    expect(paddedView({ bbox: [-100, -80, 100, 80], zoom: 1 }).bbox).toEqual([-180, -90, 180, 90]);
  });

  describe("a small set's points beside the server's clusters of the first view", () => {
    /** An engine that fetches (the worker's part) and holds its indexing as the worker does when told to. */
    function holdingEngine(fetch: typeof globalThis.fetch) {
      const told: string[] = [];
      let held = false;
      let go: () => void = () => {};
      let index: ReturnType<typeof indexPoints> | null = null;
      const engine: ClusterEngine = {
        ...createLocalClusterEngine(),
        fetchPoints: async (request) => {
          const points = decodePoints(await (await fetch(request.url, request.init)).arrayBuffer());
          if (held) await new Promise<void>((resolve) => (go = resolve));
          index = indexPoints(points);
          told.push('indexed');
          return { total: points.total, count: points.ids.length };
        },
        deferIndexing: () => {
          told.push('hold');
          held = true;
        },
        indexNow: () => {
          told.push('release');
          held = false;
          go();
        },
        frame: (view) => Promise.resolve(frameOf(index!, view)),
        bounds: (key) => Promise.resolve(boundsOf(index!, key)),
      };
      return { engine, told };
    }

    function setUpHeld() {
      // the points answer waits until the clusters have made the first frame
      const { fetch, release: answer } = pointsHeldBack(server());
      const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch });
      const { engine, told } = holdingEngine(fetch);
      const map = createReportMapStore({ client, reports: createReportsStore(client), engine: () => engine, maxPoints: 10 });
      return { map, told, answer };
    }

    /** The clusters answer comes `clusters` (a status, or after a wait) once the points are in the engine. */
    function setUpPointsFirst(clusters: { status: number } | { afterMs: number }) {
      const api = server();
      const fetch: typeof globalThis.fetch = async (input, init) => {
        if (!urlOf(input).endsWith('/reports/geo/clusters')) return api.fetch(input, init);
        if ('status' in clusters) return Response.json({ code: 'ERROR', message: 'down' }, { status: clusters.status });
        await new Promise((resolve) => setTimeout(resolve, clusters.afterMs));
        return api.fetch(input, init);
      };
      const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch });
      const { engine, told } = holdingEngine(fetch);
      const map = createReportMapStore({ client, reports: createReportsStore(client), engine: () => engine, maxPoints: 10 });
      return { map, told };
    }

    it('are indexed once the map has drawn that frame, not while it draws it', async () => {
      const { map, told, answer } = setUpHeld();
      map.getState().setView(view);
      await map.getState().reload();
      expect(map.getState().frame!.clusters[0]).toMatchObject({ bounds: [-1, 50, 1, 52] });
      answer();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(told).toEqual(['hold']);
      map.getState().frameDrawn();
      await until(() => told.includes('indexed'));
      expect(told).toEqual(['hold', 'release', 'indexed']);
      // later views come from the browser's index
      map.getState().setView({ bbox: [-1, 51, 1, 52], zoom: 17 });
      await until(() => map.getState().frame?.points.length === 2);
    });

    it('that come first wait for the clusters, so their indexing never competes with the first frame', async () => {
      const { map, told } = setUpPointsFirst({ afterMs: 40 });
      map.getState().setView(view);
      await map.getState().reload();
      // the clusters made the first frame (they carry their bounds; the browser's clusters do not)
      expect(map.getState().frame!.clusters[0]).toMatchObject({ bounds: [-1, 50, 1, 52] });
      expect(told).toEqual(['hold']);
      map.getState().frameDrawn();
      await until(() => told.includes('indexed'));
      expect(told).toEqual(['hold', 'release', 'indexed']);
    });

    it('are indexed at once when the clusters fail, and make the first frame themselves', async () => {
      const { map, told } = setUpPointsFirst({ status: 500 });
      map.getState().setView(view);
      await map.getState().reload();
      expect(told).toEqual(['hold', 'release', 'indexed']);
      expect(map.getState().status).toBe('ready');
      expect(map.getState().frame!.clusters.length + map.getState().frame!.points.length).toBeGreaterThan(0);
      expect(map.getState().frame!.clusters.every((cluster) => cluster.bounds === undefined)).toBe(true);
    });

    it('are indexed at once when the map moves to a view the first frame does not cover', async () => {
      const { map, told, answer } = setUpHeld();
      map.getState().setView(view);
      await map.getState().reload();
      answer();
      map.getState().setView({ bbox: [-1, 51, 1, 52], zoom: 17 });
      await until(() => map.getState().frame?.points.length === 2);
      expect(told).toEqual(['hold', 'release', 'indexed']);
    });
  });

  it('lets an engine that can fetch (the worker) send the points request itself, with a fresh token after a refusal', async () => {
    const api = server();
    const session = createSessionStore();
    const user = {
      id: 7,
      username: 'northadmin',
      role: { id: 2, name: 'Organization Admin', capabilities: [] },
      organizations: [],
      active: true,
      needs2FA: false,
      options: {},
    };
    session.getState().signIn({ user, token: { access_token: 'old', refresh_token: 'r1', expires_in: 900 } } as never);
    const refreshes: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (urlOf(input).endsWith('/user/7/token')) {
        refreshes.push(textOf(init?.body));
        return Response.json({ data: { access_token: 'new', refresh_token: 'r2', expires_in: 900 } });
      }
      return api.fetch(input, init);
    };
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch, session });
    const sent: { url: string; authorization: string; body: unknown }[] = [];
    let index: ReturnType<typeof indexPoints> | null = null;
    // the worker's part, played here: the first answer refuses the old token
    const engine: ClusterEngine = {
      ...createLocalClusterEngine(),
      fetchPoints: async (request) => {
        sent.push({ url: request.url, authorization: request.init.headers.Authorization!, body: JSON.parse(request.init.body!) });
        if (request.init.headers.Authorization === 'Bearer old')
          throw new PointsFetchError(401, { error: { type: 'UNAUTHENTICATED', message: 'x' } });
        const response = await api.fetch(request.url, request.init);
        const points = decodePoints(await response.arrayBuffer());
        index = indexPoints(points);
        return { total: points.total, count: points.ids.length };
      },
      frame: (view) => Promise.resolve(frameOf(index!, view)),
      bounds: (key) => Promise.resolve(boundsOf(index!, key)),
    };
    const map = createReportMapStore({ client, reports: createReportsStore(client), engine: () => engine, maxPoints: 10 });
    map.getState().setView(view);
    await map.getState().reload();
    expect(map.getState()).toMatchObject({ status: 'ready', mode: 'points', total: 3 });
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(sent[1]).toMatchObject({ url: 'http://fieldwatch.test/api/reports/geo', body: { filters: {}, max: 10 } });
    expect(refreshes).toHaveLength(1);
    expect(map.getState().frame!.clusters[0]).toMatchObject({ count: 2 });
  });

  it('draws the first frame the engine made with the points for the view it was told, asking it for no other', async () => {
    const api = server();
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: api.fetch });
    let expected: Parameters<NonNullable<ClusterEngine['expectView']>>[0] | null = null;
    const frames: unknown[] = [];
    const engine: ClusterEngine = {
      ...createLocalClusterEngine(),
      expectView: (told) => (expected = told),
      fetchPoints: async (request) => {
        const points = decodePoints(await (await api.fetch(request.url, request.init)).arrayBuffer());
        const index = indexPoints(points);
        return { total: points.total, count: points.ids.length, first: { view: expected!, frame: frameOf(index, expected!) } };
      },
      frame: (asked) => {
        frames.push(asked);
        return Promise.reject(new Error('not this way'));
      },
    };
    const map = createReportMapStore({ client, reports: createReportsStore(client), engine: () => engine, maxPoints: 10 });
    // the map's view comes while the points are on their way, as a new map reports it
    const loading = map.getState().reload();
    map.getState().setView(view);
    await loading;
    expect(expected).toEqual(paddedView(view));
    expect(map.getState()).toMatchObject({ status: 'ready', mode: 'points', total: 3 });
    expect(map.getState().frame!.clusters[0]).toMatchObject({ count: 2 });
    expect(frames).toEqual([]);
  });

  it('reports an engine fetch that failed as the catalogue error of its answer', async () => {
    const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: server().fetch });
    const engine: ClusterEngine = {
      ...createLocalClusterEngine(),
      fetchPoints: () => Promise.reject(new PointsFetchError(403, { error: { type: 'INSUFFICIENT_PRIVILEGES', message: 'x' } })),
    };
    const map = createReportMapStore({ client, reports: createReportsStore(client), engine: () => engine });
    await map.getState().reload();
    expect(map.getState().status).toBe('error');
    expect(map.getState().error).toMatchObject({ code: 'INSUFFICIENT_PRIVILEGES', status: 403 });
  });

  it('loads again by itself after a load that got no answer, and shows the reports when the server returns', async () => {
    vi.useFakeTimers();
    try {
      const client = createClient({ baseURL: 'http://fieldwatch.test/api', fetch: server().fetch });
      let up = false;
      // down: the points request gets no answer; up: the engine leaves the request to the store, which the server answers
      const engine: ClusterEngine = {
        ...createLocalClusterEngine(),
        fetchPoints: () => (up ? Promise.resolve(null) : Promise.reject(new PointsFetchError(0, undefined))),
      };
      const map = createReportMapStore({ client, reports: createReportsStore(client), engine: () => engine });
      map.getState().setView(view);
      await map.getState().reload();
      expect(map.getState()).toMatchObject({ status: 'error', error: { code: 'NETWORK_ERROR' } });
      up = true;
      // the first retry comes within 2 s
      await vi.advanceTimersByTimeAsync(2_000);
      expect(map.getState()).toMatchObject({ status: 'ready', total: 3 });
      map.getState().dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
