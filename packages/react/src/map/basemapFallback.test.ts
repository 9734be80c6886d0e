import type { StyleSpecification } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallBackToOfflineBasemap, type BasemapFallbackMap } from './basemapFallback.js';

const offline: StyleSpecification = { version: 8, name: 'offline', sources: {}, layers: [] };

type Listener = (event: Record<string, unknown>) => void;

/**
 * The events MapLibre fires while a style loads, in its order: `styledataloading` (synchronously in
 * setStyle), then `style.load`, then `sourcedata` per tile or `error` with the source's id. WebGL is
 * not in happy-dom, so a real map cannot load here; the fallback is tested against these events.
 */
class EventedMap {
  private listeners = new Map<string, Set<Listener>>();
  styles: unknown[] = [];
  private sources: string[] = [];
  on(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
    return this;
  }
  off(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
    return this;
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  setStyle(style: unknown) {
    this.styles.push(style);
    this.fire('styledataloading');
    return this;
  }
  getStyle() {
    return { version: 8, sources: Object.fromEntries(this.sources.map((id) => [id, {}])), layers: [] };
  }
  loadStyle(...sources: string[]) {
    this.sources = sources;
    this.fire('style.load');
  }
  asMap() {
    return this as unknown as BasemapFallbackMap;
  }
}

const httpError = (status: number) => Object.assign(new Error(`AJAXError: ${status}`), { status });

function watch(map: EventedMap, timeoutMs?: number) {
  const onFallback = vi.fn<(error: Error) => void>();
  const detach = fallBackToOfflineBasemap(map.asMap(), {
    onFallback,
    offlineStyle: () => Promise.resolve(offline),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { onFallback, detach };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('fallBackToOfflineBasemap', () => {
  it('draws the offline basemap when the style document fails (no network, 401)', async () => {
    const map = new EventedMap();
    const { onFallback } = watch(map);
    map.fire('error', { error: httpError(401) });
    await settle();
    expect(map.styles).toEqual([offline]);
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
  });

  it('draws it when the style loaded but its tiles fail before any drew', async () => {
    const map = new EventedMap();
    const { onFallback } = watch(map);
    map.loadStyle('satellite');
    map.fire('error', { error: new TypeError('Failed to fetch'), sourceId: 'satellite' });
    await settle();
    expect(map.styles).toEqual([offline]);
    expect(onFallback).toHaveBeenCalledOnce();
  });

  it('keeps a basemap that drew, whatever fails later, and ignores missing (404) tiles', async () => {
    const map = new EventedMap();
    const { onFallback } = watch(map);
    map.loadStyle('streets');
    map.fire('error', { error: httpError(404), sourceId: 'streets' });
    map.fire('sourcedata', { sourceId: 'streets', tile: {} });
    map.fire('error', { error: new TypeError('Failed to fetch'), sourceId: 'streets' });
    await settle();
    expect(map.styles).toEqual([]);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('is not about overlays added after the style loaded', async () => {
    const map = new EventedMap();
    const { onFallback } = watch(map);
    map.loadStyle('streets');
    map.fire('error', { error: httpError(403), sourceId: 'partner-layer' });
    await settle();
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('falls back when the style does not load in time', async () => {
    vi.useFakeTimers();
    const map = new EventedMap();
    const { onFallback } = watch(map, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(onFallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(map.styles).toEqual([offline]);
    expect(onFallback.mock.calls[0]?.[0].message).toMatch(/did not load in time/);
  });

  it('does not watch its own offline style, and watches the next basemap the host sets', async () => {
    const map = new EventedMap();
    const { onFallback } = watch(map);
    map.fire('error', { error: httpError(401) });
    await settle();
    map.fire('error', { error: new Error('offline style trouble') });
    await settle();
    expect(map.styles).toHaveLength(1);

    map.setStyle('https://tiles.example.org/other.json');
    map.fire('error', { error: httpError(500) });
    await settle();
    expect(map.styles).toEqual([offline, 'https://tiles.example.org/other.json', offline]);
    expect(onFallback).toHaveBeenCalledTimes(2);
  });

  it('stops watching once detached', async () => {
    const map = new EventedMap();
    const { onFallback, detach } = watch(map);
    detach();
    map.fire('error', { error: httpError(401) });
    await settle();
    expect(onFallback).not.toHaveBeenCalled();
  });
});
