// What the three benchmark pages share: the view they are given in the query string, and the marks the
// runner (bench/map/measure.mjs) reads. Each page marks `bench:start` right before it asks for the
// data and `bench:ready` when the first complete frame with that data is drawn; a page that fails says
// why in `window.__benchError`.

export interface BenchParams {
  /** the GeoJSON file of the baselines (absolute URL) */
  data: string;
  /** [longitude, latitude] */
  center: [number, number];
  /** MapLibre zoom (512 px tiles); Leaflet shows the same scale at zoom + 1 */
  zoom: number;
  /** extra switches (Leaflet's chunkedLoading) */
  search: URLSearchParams;
}

declare global {
  interface Window {
    __benchError?: string;
    /** the view after the pan-and-zoom script, where the page can tell it (MapLibre zoom) */
    __benchView?: () => { zoom: number; center: [number, number] };
  }
}

export function benchParams(): BenchParams {
  const search = new URLSearchParams(location.search);
  const number = (name: string) => {
    const value = Number(search.get(name));
    if (!search.has(name) || !Number.isFinite(value)) throw new Error(`query parameter ${name} is missing`);
    return value;
  };
  return {
    data: new URL(search.get('data') ?? '/data/empty.geojson', location.href).href,
    center: [number('lng'), number('lat')],
    zoom: number('zoom'),
    search,
  };
}

export function markStart(): void {
  performance.mark('bench:start');
}

/** `at`: when it happened, if the page learnt it later (a `performance.now()` time). */
export function markReady(at?: number): void {
  if (performance.getEntriesByName('bench:ready').length > 0) return;
  performance.mark('bench:ready', at === undefined ? undefined : { startTime: at });
}

export function reportError(error: unknown): void {
  window.__benchError ??= error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  console.error(error);
}

/** Resolves after `count` animation frames: work queued before them has been drawn. */
export function afterFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const step = () => (--count <= 0 ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  });
}

window.addEventListener('error', (event) => reportError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
