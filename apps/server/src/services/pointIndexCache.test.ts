/** The map's cache of point sets (services/reportMap.ts): least recently used out, but never the newest. */
import type { PackedPoints } from '@fieldwatch/core';
import { describe, expect, it } from 'vitest';
import { PointIndexCache, type MapData } from './reportMap.js';

/** A set of `count` points: 13 bytes each. */
function set(count: number): Promise<MapData> {
  const points: PackedPoints = {
    ids: Uint32Array.from({ length: count }, (_value, i) => i + 1),
    lat: new Int32Array(count),
    lng: new Int32Array(count),
    flags: new Uint8Array(count),
  };
  return Promise.resolve({ points, total: count });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the map cache', () => {
  it('keeps the sets that fit its budget, the least recently used going first', async () => {
    const cache = new PointIndexCache(3000);
    cache.set('a', 0, set(100));
    cache.set('b', 0, set(100));
    await settled();
    expect(cache.get('a')).toBeDefined();
    // 'b' is now the least recently used
    cache.set('c', 0, set(100));
    await settled();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps the newest set alone when it is larger than the whole budget', async () => {
    const cache = new PointIndexCache(1000);
    cache.set('small', 0, set(10));
    cache.set('huge', 0, set(1000));
    await settled();
    expect(cache.get('huge')).toBeDefined();
    expect(cache.get('small')).toBeUndefined();
    expect(cache.bytes()).toBe(13_000);
  });
});
