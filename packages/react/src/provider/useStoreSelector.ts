import { useCallback, useSyncExternalStore } from 'react';

interface VanillaStore<S> {
  getState: () => S;
  subscribe: (listener: (state: S, previous: S) => void) => () => void;
}

/**
 * The whole React binding of a core store (after zustand's: one useSyncExternalStore, nothing more).
 * The selector must return a stable value (a field, not a new object), or React re-renders forever.
 */
export function useStoreSelector<S, T>(store: VanillaStore<S>, selector: (state: S) => T): T {
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
