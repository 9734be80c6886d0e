import { render, waitFor } from '@testing-library/react';
import {
  createAlertsStore,
  createClient,
  createOptionsStore,
  createReportsStore,
  createSessionStore,
  encodePoints,
  memoryStorage,
  pointsMediaType,
} from '@fieldwatch/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@fieldwatch/testing/fakeApi';
import { switchFetch } from '@fieldwatch/testing/fetchSwitch';
import { loginResult } from '@fieldwatch/testing/fixtures';
import { administrator, settingsRoutes } from '@fieldwatch/testing/settingsFixtures';
import { FakeMap, fakeDispatcher } from '../../test/fakeMaplibre.js';
import { ReportMap } from '../components/ReportMap/ReportMap.js';
import { FieldwatchProvider } from '../provider/FieldwatchProvider.js';
import { preloadMapCode, preloadReportMap, takePreloadedReportMap } from './preloadReportMap.js';

// A browser with WebGL, with MapLibre replaced by a recorder (happy-dom cannot draw a map).
vi.mock('./loadMaplibre.js', async () => {
  const { fakeMaplibre } = await import('../../test/fakeMaplibre.js');
  return { hasWebGL: () => true, loadMaplibre: () => Promise.resolve(fakeMaplibre) };
});
const offlineBasemap = vi.hoisted(() => ({
  load: vi.fn((_view?: unknown) => Promise.resolve({ version: 8, name: 'offline', sources: {}, layers: [] })),
}));
vi.mock('./offlineBasemap.js', () => ({ loadOfflineBasemap: offlineBasemap.load }));

afterEach(() => {
  FakeMap.instances = [];
  offlineBasemap.load.mockClear();
});

const points = (count: number) => ({
  status: 200,
  body: new Blob([
    encodePoints({
      ids: Uint32Array.from({ length: count }, (_, i) => i + 1),
      lat: Int32Array.from({ length: count }, () => 51_500_000),
      lng: Int32Array.from({ length: count }, () => -200_000),
      flags: new Uint8Array(count),
    }).slice().buffer,
  ]),
  headers: { 'content-type': pointsMediaType },
});

/** A signed-in page's client and stores, as the dashboard makes them before its map is on screen. */
function signedIn() {
  const api = fakeApi({
    ...settingsRoutes({ latitude: '51.5', longitude: '-0.2', zoom: '11' }).routes,
    'POST /reports/geo': () => points(3),
    'POST /reports/geo/clusters': () => ok({ clusters: [], points: { ids: [], lat: [], lng: [], flags: [] } }),
    'GET /layers': () => ({ status: 200, body: { data: [], total: 0 } }),
  });
  switchFetch(api.fetch);
  const session = createSessionStore({ storage: memoryStorage() });
  session.getState().signIn(loginResult(administrator));
  const client = createClient({ baseURL: '/api', session, fetch: api.fetch });
  return { api, session, client, options: createOptionsStore(client), reports: createReportsStore(client) };
}

describe('the report map started before it is on screen', () => {
  it("asks for the points and, once the options are in, the clusters of a window around the options' center", async () => {
    const { api, client, options, reports } = signedIn();
    preloadReportMap({ client, reports, options });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/reports/geo')).toBe(true));
    expect(api.calls.some((call) => call.path === '/reports/geo/clusters')).toBe(false);
    await options.getState().load();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/reports/geo/clusters')).toBe(true));
    const { bbox, zoom } = api.calls.find((call) => call.path === '/reports/geo/clusters')!.body as { bbox: number[]; zoom: number };
    expect(zoom).toBe(11);
    // the window's view grown by half on every side, around the options' center
    expect(bbox[0]! < -0.2 && bbox[2]! > -0.2 && bbox[1]! < 51.5 && bbox[3]! > 51.5).toBe(true);
    const store = takePreloadedReportMap(client, reports);
    expect(store).not.toBeNull();
    // handed over once, and only to a map of the same stores
    expect(takePreloadedReportMap(client, reports)).toBeNull();
    await waitFor(() => expect(store!.getState().status).toBe('ready'));
    expect(store!.getState().total).toBe(3);
    store!.getState().dispose();
  });

  it('is taken by the ReportMap that mounts next, which asks for nothing again', async () => {
    const { api, session, client, options, reports } = signedIn();
    preloadReportMap({ client, reports, options });
    await options.getState().load();
    render(
      <FieldwatchProvider client={client} session={session} options={options} alerts={createAlertsStore()} reports={reports} language="en">
        <ReportMap />
      </FieldwatchProvider>,
    );
    await waitFor(() => expect(document.querySelector('[data-fieldwatch-map]')!.textContent).toContain('3 reports match the filters.'));
    await waitFor(() => expect(FakeMap.instances).toHaveLength(1));
    expect(api.calls.filter((call) => call.path === '/reports/geo')).toHaveLength(1);
    expect(takePreloadedReportMap(client, reports)).toBeNull();
    // the offline basemap's detail for the first view was loaded with the sign-in, and is in the map's
    // first style: its geometry is not cut into tiles a second time when that detail follows
    const view = { center: [-0.2, 51.5], zoom: 11 };
    expect(offlineBasemap.load).toHaveBeenCalledWith({ ...view, size: [window.innerWidth, window.innerHeight] });
    // and the map's own style: its box's size (none laid out in this DOM)
    expect(offlineBasemap.load).toHaveBeenCalledWith({ ...view, size: [0, 0] });
  });

  it("resolves its code's preload once MapLibre's workers have answered, not when they were started", async () => {
    const { client } = signedIn();
    let answer: (alive: boolean) => void = () => {};
    fakeDispatcher.answered = new Promise((resolve) => (answer = resolve));
    try {
      let done = false;
      const preloading = preloadMapCode(client).then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(done).toBe(false);
      answer(true);
      await preloading;
      expect(done).toBe(true);
    } finally {
      fakeDispatcher.answered = Promise.resolve(true);
    }
  });

  it('is not taken by a map of other stores', () => {
    const first = signedIn();
    const other = signedIn();
    preloadReportMap({ client: first.client, reports: first.reports, options: first.options });
    expect(takePreloadedReportMap(other.client, other.reports)).toBeNull();
    takePreloadedReportMap(first.client, first.reports)?.getState().dispose();
  });
});
