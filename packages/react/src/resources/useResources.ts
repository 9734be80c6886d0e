import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { resourceCacheOf, type FieldwatchClient, type Resource, type ResourceState } from '@fieldwatch/core';

/**
 * `useResource` for a list of resources whose length varies (the files of the layers shown): their
 * states in the same order, one array until one of them changes.
 */
export function useResources<T>(client: FieldwatchClient, resources: readonly Resource<T>[]): readonly ResourceState<T>[] {
  const cache = resourceCacheOf(client);
  const hash = JSON.stringify(resources.map((resource) => resource.key));
  const latest = useRef(resources);
  latest.current = resources;
  const keys = useMemo(() => resources.map((resource) => resource.key), [hash]);
  const last = useRef<readonly ResourceState<T>[]>([]);

  const subscribe = useCallback(
    (listener: () => void) => {
      const leaves = latest.current.map((resource) => cache.subscribe(resource.key, resource.load, listener));
      return () => leaves.forEach((leave) => leave());
    },
    [cache, keys],
  );
  const snapshot = useCallback(() => {
    const next = keys.map((key) => cache.snapshot<T>(key));
    const previous = last.current;
    if (next.length === previous.length && next.every((state, index) => state === previous[index])) return previous;
    return (last.current = next);
  }, [cache, keys]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
