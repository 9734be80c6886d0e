/**
 * The cluster worker (docs/map.md "Two ways to a frame"): off the page's main thread it fetches the
 * binary points, decodes them and indexes them with supercluster, so that neither a slow answer nor
 * 50,000 reports ever hold up the page. It answers the messages of `workerClusterEngine.ts`, one answer
 * per request id.
 */
import {
  boundsOf,
  decodePoints,
  frameOf,
  indexPoints,
  type FetchedPoints,
  type MapView,
  type PackedPoints,
  type PreparedRequest,
} from '@fieldwatch/core';

export type ClusterRequest =
  | { id: number; type: 'load'; points: PackedPoints; clustered: boolean }
  | { id: number; type: 'fetch'; request: PreparedRequest; clustered: boolean }
  | { id: number; type: 'frame'; view: MapView }
  | { id: number; type: 'view'; view: MapView }
  | { id: number; type: 'hold' }
  | { id: number; type: 'release' }
  | { id: number; type: 'bounds'; key: number };

export type ClusterResponse =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string; status?: number; body?: unknown };

let index: ReturnType<typeof indexPoints> | null = null;
/** the newest fetch: an older one that ends later is not kept */
let latestFetch = 0;
let fetching: AbortController | null = null;
/** the view the first frame of the fetch on its way is for (`expectView`) */
let expected: MapView | null = null;
/**
 * the fetch on its way indexes only once released (`deferIndexing`, then `indexNow`); a new fetch keeps
 * the hold, since the store tells it before the fetch of a new load, and releases the old one first
 */
let held = false;
/** lets a held fetch go on to index its points */
let release: (() => void) | null = null;

/** Lets a fetch waiting on the hold go on: to its points, or to its end when a newer fetch took over. */
function wake(): void {
  release?.();
  release = null;
}

function releaseHeld(): void {
  held = false;
  wake();
}

class FetchFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('points request failed');
  }
}

/** Fetches and indexes the points; `null` when a newer fetch took over meanwhile. */
async function fetchAndIndex(id: number, request: PreparedRequest, clustered: boolean): Promise<FetchedPoints | null> {
  latestFetch = id;
  wake();
  fetching?.abort();
  const controller = (fetching = new AbortController());
  let response: Response;
  try {
    response = await fetch(request.url, { ...request.init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) return null;
    throw new FetchFailure(0, String(error));
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not the envelope (a proxy's page): the status says enough
    }
    throw new FetchFailure(response.status, body);
  }
  const points = decodePoints(await response.arrayBuffer());
  if (id !== latestFetch) return null;
  while (held) {
    await new Promise<void>((resolve) => (release = resolve));
    if (id !== latestFetch) return null;
  }
  const whole = points.ids.length === points.total;
  index = whole ? indexPoints(points, clustered) : null;
  const view = expected;
  expected = null;
  return {
    total: points.total,
    count: whole ? points.ids.length : 0,
    ...(index && view ? { first: { view, frame: frameOf(index, view) } } : {}),
  };
}

async function answer(request: ClusterRequest): Promise<unknown> {
  switch (request.type) {
    case 'load':
      index = indexPoints(request.points, request.clustered);
      return null;
    case 'fetch':
      return fetchAndIndex(request.id, request.request, request.clustered);
    case 'view':
      expected = request.view;
      return null;
    case 'hold':
      held = true;
      return null;
    case 'release':
      releaseHeld();
      return null;
    case 'frame':
    case 'bounds':
      if (!index) throw new Error('no points loaded');
      return request.type === 'frame' ? frameOf(index, request.view) : boundsOf(index, request.key);
  }
}

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage(message: ClusterResponse): void;
};
scope.onmessage = (event) => {
  const request = event.data;
  answer(request).then(
    (result) => scope.postMessage({ id: request.id, ok: true, result }),
    (error: unknown) =>
      scope.postMessage(
        error instanceof FetchFailure
          ? { id: request.id, ok: false, message: 'points request failed', status: error.status, body: error.body }
          : { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) },
      ),
  );
};
