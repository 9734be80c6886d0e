// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the asset declarations are no module, so only a reference brings them along wherever these sources are compiled (the apps compile them through the source condition)
/// <reference path="./assets.d.ts" />
import { createLocalClusterEngine, PointsFetchError, type ClusterEngine, type FetchedPoints } from '@fieldwatch/core';
import type { ClusterRequest, ClusterResponse } from './clusterWorker.js';
// inlined into this chunk (14 KB): no second request stands between the map and its worker
import ClusterWorker from './clusterWorker.ts?worker&inline';

/** How long a new worker may take to answer its first message before the page clusters by itself. */
const workerStartTimeoutMs = 5000;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type RequestBody = ClusterRequest extends infer R ? (R extends ClusterRequest ? Omit<R, 'id'> : never) : never;

/**
 * A `ClusterEngine` behind a Web Worker (clusterWorker.ts, inlined into the bundle so that a page needs
 * no second file). Where a worker cannot start — no Worker in the host, or a Content-Security-Policy
 * without `worker-src blob:` — it clusters in the page instead: slower for big sets, never broken.
 */
export function createWorkerClusterEngine({ clustered = true }: { clustered?: boolean } = {}): ClusterEngine {
  let disposed = false;
  // the worker starts now, while the points are still on their way
  const engine: Promise<ClusterEngine> = startWorker().catch(() => createLocalClusterEngine(clustered));
  const started = () => engine;
  return {
    load: async (points) => (await started()).load(points),
    frame: async (view) => (await started()).frame(view),
    bounds: async (key) => (await started()).bounds(key),
    // the worker fetches; clustering in the page (no worker) lets the page fetch instead
    fetchPoints: async (request) => (await started()).fetchPoints?.(request) ?? null,
    expectView: (view) => void started().then((inner) => inner.expectView?.(view)),
    deferIndexing: () => void started().then((inner) => inner.deferIndexing?.()),
    indexNow: () => void started().then((inner) => inner.indexNow?.()),
    dispose: () => {
      disposed = true;
      void engine.then((inner) => inner.dispose());
    },
  };

  async function startWorker(): Promise<ClusterEngine> {
    const taken = spare;
    spare = null;
    const { ask, failAll, terminate } = await (taken ?? bootWorker());
    if (disposed) terminate();
    return {
      // copies, transferred: the caller's arrays stay usable (a reload may reuse them)
      load: async (points) => {
        const copy = { ids: points.ids.slice(), lat: points.lat.slice(), lng: points.lng.slice(), flags: points.flags.slice() };
        await ask({ type: 'load', points: copy, clustered }, [copy.ids.buffer, copy.lat.buffer, copy.lng.buffer, copy.flags.buffer]);
      },
      // a newer fetch leaves an older one unanswered (null): the store has moved on from it anyway
      fetchPoints: async (request) => (await ask<FetchedPoints | null>({ type: 'fetch', request, clustered })) ?? { total: 0, count: 0 },
      frame: (view) => ask({ type: 'frame', view }),
      expectView: (view) => void ask({ type: 'view', view }).catch(() => undefined),
      deferIndexing: () => void ask({ type: 'hold' }).catch(() => undefined),
      indexNow: () => void ask({ type: 'release' }).catch(() => undefined),
      bounds: (key) => ask({ type: 'bounds', key }),
      dispose: () => {
        failAll(new Error('cluster worker stopped'));
        terminate();
      },
    };
  }
}

interface WorkerChannel {
  ask: <T>(body: RequestBody, transfer?: Transferable[]) => Promise<T>;
  failAll: (error: Error) => void;
  terminate: () => void;
}

/** A worker started ahead of its map (`prewarmClusterWorker`), taken by the next engine. */
let spare: Promise<WorkerChannel> | null = null;

/**
 * Starts a cluster worker now, so that the next map's points request leaves at once instead of after
 * the worker has loaded and answered its first message (as `loadMaplibre` prewarms MapLibre's workers).
 */
export function prewarmClusterWorker(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  if (!spare) {
    const booting = bootWorker();
    spare = booting;
    // a worker that cannot start: the next engine tries again, and falls back to the page
    booting.catch(() => {
      if (spare === booting) spare = null;
    });
  }
  return spare.then(
    () => undefined,
    () => undefined,
  );
}

/** A new cluster worker, once it has answered a first message. */
async function bootWorker(): Promise<WorkerChannel> {
  if (typeof Worker === 'undefined') throw new Error('no Web Worker here');
  const worker = new ClusterWorker({ name: 'fieldwatch-clusters' });
  const pending = new Map<number, Pending>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.result);
    else waiting?.reject(reply.status === undefined ? new Error(reply.message) : new PointsFetchError(reply.status, reply.body));
  };
  worker.onerror = (event) => failAll(new Error(event.message || 'cluster worker failed'));
  const ask = <T>(body: RequestBody, transfer: Transferable[] = []) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id }, transfer);
    });
  // a worker that cannot start (a CSP refusing blob: workers) fails its first message, not its
  // constructor; one that never answers is given up after a while
  const ping = ask({ type: 'frame', view: { bbox: [0, 0, 0, 0], zoom: 0 } }).catch((error: Error) => {
    if (error.message !== 'no points loaded') throw error;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('cluster worker did not answer')), workerStartTimeoutMs);
  });
  try {
    await Promise.race([ping, silence]);
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { ask, failAll, terminate: () => worker.terminate() };
}
