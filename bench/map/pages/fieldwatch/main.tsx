// Fieldwatch's own map: `ReportMap` of @fieldwatch/react inside `FieldwatchProvider`, with the client and
// stores made as the dashboard makes them (apps/dashboard/src/app/services.ts), signed in as `admin`
// through the API and with the options loaded before the map mounts. MapLibre (its workers started),
// the handshake's map service, a cluster worker and the offline basemap are loaded before the clock
// starts (the shared loaders keep them), as the MapLibre page loads MapLibre and the basemap: the clock
// measures the reports, not the code. The provider is on the page before the clock too, as the
// dashboard's is long before a map shows (its first render sets up the interface language, whose
// first `Intl` calls load the browser's locale data); the clock starts when ReportMap mounts in it.
// Contract with ReportMap: the element marked `data-fieldwatch-map` turns `data-map-state="ready"` when
// the first complete frame with the current data is drawn, and ReportMap marks its phases `fw-map:…`
// (the runner prints them).
import { useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createAlertsStore,
  createClient,
  createOptionsStore,
  createReportsStore,
  createSessionStore,
  login,
  memoryStorage,
} from '@fieldwatch/core';
import type { StyleSpecification } from 'maplibre-gl';
import { FieldwatchProvider, ReportMap, loadOfflineBasemap, preloadMapCode } from '@fieldwatch/react';
import { benchParams, markReady, markStart, reportError } from '../bench.js';
import 'maplibre-gl/dist/maplibre-gl.css';
import '../page.css';

/** `?basemap=plain`: the water color only, as on the MapLibre page (given to ReportMap as its `mapStyle`). */
const plainBasemap: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'water', type: 'background', paint: { 'background-color': '#c9dfee' } }],
};

/** Resolves when ReportMap says its first complete frame is drawn; fails when it says it could not. */
function whenMapReady(): Promise<void> {
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(check);
    function check() {
      const state = document.querySelector('[data-fieldwatch-map]')?.getAttribute('data-map-state');
      if (state === 'ready' || state === 'error') observer.disconnect();
      if (state === 'ready') resolve();
      if (state === 'error') reject(new Error('ReportMap: data-map-state="error"'));
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-state'] });
    check();
  });
}

/** Shows its children once told to (`onMount` gives the switch, once the provider has rendered it). */
function Stage({ onMount, children }: { onMount: (show: () => void) => void; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => onMount(() => setShown(true)), [onMount]);
  return shown ? children : null;
}

async function main() {
  const { center, zoom, search } = benchParams();
  const plain = search.get('basemap') === 'plain';
  const session = createSessionStore({ storage: memoryStorage() });
  const client = createClient({ baseURL: '/api', session });
  const options = createOptionsStore(client);
  const outcome = await login(client, 'admin', 'Fieldwatch#1');
  if (outcome.status !== 'signedIn') throw new Error('admin needs no second factor in the demo data');
  await options.getState().load();
  // what a page has at hand before it shows a map, as the dashboard's sign-in form preloads it: the
  // handshake's map service (no tile server here: the offline basemap), MapLibre's code and workers, a
  // cluster worker, and the basemap's geometry for the view
  await Promise.all([preloadMapCode(client), plain ? null : loadOfflineBasemap({ center, zoom })]);

  const container = document.getElementById('map');
  if (!container) throw new Error('no #map');
  const showMap = await new Promise<() => void>((resolve) => {
    createRoot(container).render(
      <FieldwatchProvider
        client={client}
        session={session}
        options={options}
        alerts={createAlertsStore()}
        reports={createReportsStore(client)}
      >
        <Stage onMount={resolve}>
          <ReportMap center={center} zoom={zoom} {...(plain ? { mapStyle: plainBasemap } : {})} />
        </Stage>
      </FieldwatchProvider>,
    );
  });
  const ready = whenMapReady();
  markStart();
  showMap();
  await ready;
  // ReportMap's own mark is the moment it drew; the observer may see the attribute a little later
  markReady(performance.getEntriesByName('fw-map:ready').at(-1)?.startTime);
}

main().catch(reportError);
