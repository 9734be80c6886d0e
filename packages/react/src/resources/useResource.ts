import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { idleState, resourceCacheOf, type FieldwatchClient, type Resource, type ResourceState } from '@fieldwatch/core';

export interface ResourceView<T> extends ResourceState<T> {
  /** asks the server again now (a retry) */
  refetch(): Promise<T | undefined>;
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
  const latest = useRef(resource);
  latest.current = resource;
  const key = useMemo(() => resource?.key ?? null, [hash]);

  const subscribe = useCallback(
    (listener: () => void) => (key && latest.current ? cache.subscribe(key, latest.current.load, listener) : () => {}),
    [cache, key],
  );
  const snapshot = useCallback(() => (key ? cache.snapshot<T>(key) : (idleState as ResourceState<T>)), [cache, key]);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const refetch = useCallback(() => (key && latest.current ? cache.refetch(key, latest.current.load) : Promise.resolve(undefined)), [cache, key]);
  // asked for but not subscribed yet (the first render): already on its way
  const status = state.status === 'idle' && key ? 'loading' : state.status;
  return useMemo(() => ({ ...state, status, refetch }), [state, status, refetch]);
}
