import { hashKey, startsWith, type ResourceKey } from './key.js';
import { createRetries, type Retries } from './retry.js';
import { idleState, type ResourceState } from './state.js';

/**
 * Fetches a resource's data. `signal` aborts when nobody needs the answer any more; `previous` is the
 * data held so far (a loader may then ask only for what is new, like the activity feed's refresh).
 */
export type ResourceLoader<T> = (signal: AbortSignal, previous: T | undefined) => Promise<T>;

/**
 * Remote data shared by everything that reads it, one entry per key (docs/architecture.md, "Remote
 * data"). Readers subscribe; the first one starts the request, later ones share it and its answer, and
 * when the last one leaves the request under way is aborted. An answer that a newer request replaced
 * is dropped, never shown. A write invalidates the keys it changed: those read now are fetched again,
 * the others on their next read. Data nobody reads is kept but stale: the next reader fetches it again.
 * A read that failed for want of an answer is tried again by itself while someone reads it, with a
 * back-off and at once when the browser is online again or the page visible again (./retry.ts).
 */
export interface ResourceCache {
  /** The state of `key` now: the same object until it changes (for `useSyncExternalStore`). */
  snapshot<T>(key: ResourceKey): ResourceState<T>;
  /**
   * Reads `key` with `load` and calls `listener` at each change of its state. Fetches unless the data is
   * fresh or a request is under way. Returns the unsubscribe.
   */
  subscribe<T>(key: ResourceKey, load: ResourceLoader<T>, listener: () => void): () => void;
  /** The data of `key`: at once when fresh, else the answer of the request under way or of a new one. */
  fetch<T>(key: ResourceKey, load: ResourceLoader<T>): Promise<T>;
  /**
   * A new request for `key` now (the one under way is aborted), with `load` for this once (load more)
   * or the loader its readers gave. Resolves undefined when `key` has no loader yet.
   */
  refetch<T>(key: ResourceKey, load?: ResourceLoader<T>): Promise<T | undefined>;
  /** The data of every key under `prefix` changed on the server: fetched again now where read, else when next read. */
  invalidate(prefix: ResourceKey): void;
  /** What is under `prefix` is gone (deleted): marked stale, requests aborted, nothing fetched again now. */
  discard(prefix: ResourceKey): void;
  /** `data` is the newest version of `key` (a write's answer): shown at once, any older request aborted. */
  set<T>(key: ResourceKey, data: T): void;
}

interface Entry {
  key: ResourceKey;
  state: ResourceState<unknown>;
  listeners: Set<() => void>;
  /** the loader its readers gave, for refetches */
  load: ResourceLoader<unknown> | null;
  request: { controller: AbortController; promise: Promise<unknown> } | null;
  /** fetched again before a new reader trusts it */
  stale: boolean;
  /** the retry of a failed read, waiting */
  retries: Retries;
}

const ignore = () => {};

export function createResourceCache(): ResourceCache {
  const entries = new Map<string, Entry>();

  const entryOf = (key: ResourceKey): Entry => {
    const hash = hashKey(key);
    let entry = entries.get(hash);
    if (!entry)
      entries.set(
        hash,
        (entry = { key, state: idleState, listeners: new Set(), load: null, request: null, stale: false, retries: createRetries() }),
      );
    return entry;
  };

  const update = (entry: Entry, state: ResourceState<unknown>) => {
    entry.state = state;
    for (const listener of [...entry.listeners]) listener();
  };

  /** Stops the request under way; its answer, should it still come, is dropped. */
  const abort = (entry: Entry) => {
    const request = entry.request;
    if (!request) return;
    entry.request = null;
    request.controller.abort();
  };

  /** The readers' own read failed for want of an answer: read again later, while someone still reads. */
  const retryLater = (entry: Entry, error: unknown) =>
    entry.retries.failed(error, () => {
      if (entry.listeners.size > 0 && entry.load && !entry.request) void start(entry, entry.load);
    });

  const start = <T>(entry: Entry, load: ResourceLoader<T>): Promise<T> => {
    abort(entry);
    entry.retries.cancel();
    const controller = new AbortController();
    const promise = load(controller.signal, entry.state.data as T | undefined).then(
      (data) => {
        if (entry.request?.controller === controller) {
          entry.request = null;
          entry.stale = entry.listeners.size === 0;
          entry.retries.succeeded();
          update(entry, { status: 'success', data, error: null, fetching: false });
        }
        return data;
      },
      (error: unknown) => {
        if (entry.request?.controller === controller) {
          entry.request = null;
          // the readers' read (or any, while nothing is shown) is tried again; a "load more" that failed
          // under data already shown keeps its own retry button
          if (entry.listeners.size > 0 && (load === entry.load || entry.state.data === undefined)) retryLater(entry, error);
          update(entry, { status: 'error', data: entry.state.data, error, fetching: false });
        }
        throw error;
      },
    );
    // a request that a reader started has no caller waiting on its promise
    promise.catch(ignore);
    entry.request = { controller, promise };
    const { state } = entry;
    update(entry, { ...state, status: state.data === undefined ? 'loading' : state.status, fetching: true });
    return promise;
  };

  const isFresh = (entry: Entry) => entry.state.status === 'success' && !entry.stale;

  const leave = (entry: Entry) => {
    if (entry.listeners.size > 0) return;
    entry.stale = true;
    entry.retries.cancel();
    if (!entry.request) return;
    abort(entry);
    const { state } = entry;
    update(entry, state.data === undefined && state.status === 'loading' ? idleState : { ...state, fetching: false });
  };

  const under = (prefix: ResourceKey) => [...entries.values()].filter((entry) => startsWith(entry.key, prefix));

  return {
    snapshot: <T>(key: ResourceKey) => (entries.get(hashKey(key))?.state ?? idleState) as ResourceState<T>,

    subscribe(key, load, listener) {
      const entry = entryOf(key);
      entry.listeners.add(listener);
      entry.load = load as ResourceLoader<unknown>;
      if (!entry.request && !isFresh(entry)) void start(entry, load);
      return () => {
        if (!entry.listeners.delete(listener)) return;
        // checked a moment later: a reader that re-subscribes at once (a key change, React's strict
        // mode) keeps the request under way
        queueMicrotask(() => leave(entry));
      };
    },

    fetch<T>(key: ResourceKey, load: ResourceLoader<T>) {
      const entry = entryOf(key);
      entry.load ??= load as ResourceLoader<unknown>;
      if (entry.request) return entry.request.promise as Promise<T>;
      if (isFresh(entry)) return Promise.resolve(entry.state.data as T);
      return start(entry, load);
    },

    refetch<T>(key: ResourceKey, load?: ResourceLoader<T>) {
      const entry = entryOf(key);
      const loader = (load ?? entry.load) as ResourceLoader<T> | null;
      return loader ? start(entry, loader) : Promise.resolve(undefined);
    },

    invalidate(prefix) {
      for (const entry of under(prefix)) {
        entry.stale = true;
        // a request under way may have been answered before the write: asked again
        if (entry.load && (entry.listeners.size > 0 || entry.request)) void start(entry, entry.load);
      }
    },

    discard(prefix) {
      for (const entry of under(prefix)) {
        entry.stale = true;
        if (entry.request) {
          abort(entry);
          update(entry, { ...entry.state, fetching: false });
        }
      }
    },

    set(key, data) {
      const entry = entryOf(key);
      abort(entry);
      entry.stale = entry.listeners.size === 0;
      update(entry, { status: 'success', data, error: null, fetching: false });
    },
  };
}
