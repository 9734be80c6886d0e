import { useCallback, useSyncExternalStore } from 'react';
import type { BasemapChoice } from '@fieldwatch/core';

/** A user's choices on the map, kept in this browser (docs/map.md "Layers on the map"). */
export interface MapPreferences {
  basemap: BasemapChoice;
  /** layer ids this user turned off (a new layer shows until turned off) */
  hiddenLayers: number[];
}

const defaults: MapPreferences = { basemap: 'map', hiddenLayers: [] };
const keyOf = (userId: number | null) => `fieldwatch.map.${userId ?? 'anonymous'}`;

/** Every map of the page shares one copy per user, and hears changes made by the others (or another tab). */
const cache = new Map<string, MapPreferences>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // storage refused (privacy settings, sandboxed frames): choices last as long as the page
    return null;
  }
}

function read(key: string): MapPreferences {
  const cached = cache.get(key);
  if (cached) return cached;
  let value = defaults;
  try {
    const parsed = JSON.parse(storage()?.getItem(key) ?? 'null') as Partial<MapPreferences> | null;
    if (parsed) {
      value = {
        basemap: parsed.basemap === 'satellite' ? 'satellite' : 'map',
        hiddenLayers: Array.isArray(parsed.hiddenLayers) ? parsed.hiddenLayers.filter((id): id is number => Number.isInteger(id)) : [],
      };
    }
  } catch {
    // a value another version wrote: start again from the defaults
  }
  cache.set(key, value);
  return value;
}

function write(key: string, value: MapPreferences): void {
  cache.set(key, value);
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // full or refused storage: the choice holds for this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key?.startsWith('fieldwatch.map.')) {
      cache.delete(event.key);
      listener();
    }
  };
  globalThis.addEventListener?.('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', fromOtherTab);
  };
}

export function useMapPreferences(userId: number | null) {
  const key = keyOf(userId);
  const preferences = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => defaults,
  );
  const setBasemap = useCallback((basemap: BasemapChoice) => write(key, { ...read(key), basemap }), [key]);
  const setLayerShown = useCallback(
    (layerId: number, shown: boolean) => {
      const hidden = new Set(read(key).hiddenLayers);
      if (shown) hidden.delete(layerId);
      else hidden.add(layerId);
      write(key, { ...read(key), hiddenLayers: [...hidden].sort((a, b) => a - b) });
    },
    [key],
  );
  return { preferences, setBasemap, setLayerShown };
}
