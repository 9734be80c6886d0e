import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { idleState, resourceCacheOf, type FieldwatchClient, type Resource, type ResourceKey, type ResourceState } from '@fieldwatch/core';
import { useLatest } from '../internal/useLatest.js';

export interface ResourceView<T> extends ResourceState<T> {
  /** asks the server again now (a retry) */
  refetch: () => Promise<T | undefined>;
}

/**
 * The one React binding of core's resource cache (docs/architecture.md, "Remote data"): the state of
 * `resource` in the cache of `client`, fetched while a component shows it. `null`: nothing to read yet
 * (status `idle`). Every component of a client reads the same cache, so a key asked twice on a page is
 * fetched once. Prefer the named hooks (`useTagGroups`, `useFolders`, …) in components.
 */
export function useResource<T>(client: FieldwatchClient, resource: Resource<T> | null): ResourceView<T> {
  const cache = resourceCacheOf(client);
  const hash = resource ? JSON.stringify(resource.key) : null;
  // the loader of the latest render; the key alone decides what is read
  const latestRef = useLatest(resource);
  // one key per distinct value (a key is JSON, so its text gives it back equal)
  const key = useMemo(() => (hash === null ? null : (JSON.parse(hash) as ResourceKey)), [hash]);

  const subscribe = useCallback(
    (listener: () => void) => (key && latestRef.current ? cache.subscribe(key, latestRef.current.load, listener) : () => {}),
    [cache, key, latestRef],
  );
  const snapshot = useCallback(() => (key ? cache.snapshot<T>(key) : (idleState as ResourceState<T>)), [cache, key]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const refetch = useCallback(
    () => (key && latestRef.current ? cache.refetch(key, latestRef.current.load) : Promise.resolve(undefined)),
    [cache, key, latestRef],
  );
  // asked for but not subscribed yet (the first render): already on its way
  const status = state.status === 'idle' && key ? 'loading' : state.status;
  return useMemo(() => ({ ...state, status, refetch }), [state, status, refetch]);
}
