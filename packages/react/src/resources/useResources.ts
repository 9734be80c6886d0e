import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { resourceCacheOf, type FieldwatchClient, type Resource, type ResourceKey, type ResourceState } from '@fieldwatch/core';
import { useLatest } from '../internal/useLatest.js';

/**
 * `useResource` for a list of resources whose length varies (the files of the layers shown): their
 * states in the same order, one array until one of them changes.
 */
export function useResources<T>(client: FieldwatchClient, resources: readonly Resource<T>[]): readonly ResourceState<T>[] {
  const cache = resourceCacheOf(client);
  const hash = JSON.stringify(resources.map((resource) => resource.key));
  // the loaders of the latest render; the keys alone decide what is read
  const latestRef = useLatest(resources);
  // one array per distinct list of keys (a key is JSON, so its text gives it back equal)
  const keys = useMemo(() => JSON.parse(hash) as ResourceKey[], [hash]);
  const last = useRef<readonly ResourceState<T>[]>([]);

  const subscribe = useCallback(
    (listener: () => void) => {
      // the same keys in the same order as the resources of the latest render
      const loaders = latestRef.current;
      const leaves = keys.map((key, index) => cache.subscribe(key, loaders[index]!.load, listener));
      return () => leaves.forEach((leave) => leave());
    },
    [cache, keys, latestRef],
  );
  const snapshot = useCallback(() => {
    const next = keys.map((key) => cache.snapshot<T>(key));
    const previous = last.current;
    if (next.length === previous.length && next.every((state, index) => state === previous[index])) return previous;
    return (last.current = next);
  }, [cache, keys]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
