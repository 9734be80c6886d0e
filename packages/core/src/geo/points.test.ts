import { describe, expect, it } from 'vitest';
import { decodePoints, emptyPoints, encodePoints, pointFlags, type PackedPoints } from './points.js';

function randomPoints(count: number, spread: { lat: number; lng: number }, seed = 1): PackedPoints {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const points: PackedPoints = {
    ids: new Uint32Array(count),
    lat: new Int32Array(count),
    lng: new Int32Array(count),
    flags: new Uint8Array(count),
  };
  let id = 0;
  for (let i = 0; i < count; i++) {
    id += 1 + Math.floor(random() * (random() < 0.01 ? 100_000 : 3));
    points.ids[i] = id;
    points.lat[i] = Math.round((random() - 0.5) * spread.lat * 1e6);
    points.lng[i] = Math.round((random() - 0.5) * spread.lng * 1e6);
    points.flags[i] = Math.floor(random() * 16);
  }
  return points;
}

const plain = (points: PackedPoints) => ({ ids: [...points.ids], lat: [...points.lat], lng: [...points.lng], flags: [...points.flags] });

describe('points encoding', () => {
  it.each([
    ['a city', { lat: 0.1, lng: 0.1 }],
    ['a country', { lat: 4, lng: 6 }],
    ['the whole world', { lat: 180, lng: 360 }],
  ])('gives back exactly what it was given, over %s', (_, spread) => {
    const points = randomPoints(5000, spread);
    const decoded = decodePoints(encodePoints(points));
    expect(plain(decoded)).toEqual(plain(points));
    expect(decoded.total).toBe(5000);
  });

  it('stores coordinates in as few bytes as their spread needs', () => {
    const city = encodePoints(randomPoints(1000, { lat: 0.01, lng: 0.01 }));
    const world = encodePoints(randomPoints(1000, { lat: 180, lng: 360 }));
    // 0.01° is 10,000 millionths: two bytes each; the world needs four
    expect(city.byteLength).toBeLessThan(world.byteLength - 3000);
  });

  it('holds the extremes of latitude and longitude, and all four flags', () => {
    const points: PackedPoints = {
      ids: Uint32Array.from([1, 2, 3, 4_000_000_000]),
      lat: Int32Array.from([-90e6, 90e6, 0, 51528558]),
      lng: Int32Array.from([-180e6, 180e6, 0, -241682]),
      flags: Uint8Array.from([0, 15, 1, 8]),
    };
    const decoded = decodePoints(encodePoints(points));
    expect(plain(decoded)).toEqual(plain(points));
    expect(pointFlags.verified(decoded.flags[2]!)).toBe(true);
    expect(pointFlags.public(decoded.flags[3]!)).toBe(true);
    expect(pointFlags.urgent(decoded.flags[3]!)).toBe(false);
  });

  it('says how many match when the points are left out', () => {
    const decoded = decodePoints(encodePoints(emptyPoints(), 1_000_000));
    expect(decoded.ids).toHaveLength(0);
    expect(decoded.total).toBe(1_000_000);
  });

  it('gives one point at a single place with no coordinate bytes at all', () => {
    const one = encodePoints({
      ids: Uint32Array.from([7]),
      lat: Int32Array.from([5]),
      lng: Int32Array.from([6]),
      flags: Uint8Array.from([2]),
    });
    expect(one.byteLength).toBe(28 + 1 + 1);
    expect(plain(decodePoints(one))).toEqual({ ids: [7], lat: [5], lng: [6], flags: [2] });
  });

  it('refuses ids out of order when encoding', () => {
    expect(() =>
      encodePoints({ ids: Uint32Array.from([2, 1]), lat: new Int32Array(2), lng: new Int32Array(2), flags: new Uint8Array(2) }),
    ).toThrow(RangeError);
  });

  it('refuses anything that is not a whole points answer', () => {
    const good = encodePoints(randomPoints(10, { lat: 1, lng: 1 }));
    expect(() => decodePoints(new TextEncoder().encode('{"data":[]}'))).toThrow(RangeError);
    expect(() => decodePoints(good.subarray(0, good.byteLength - 1))).toThrow(RangeError);
    const bigger = new Uint8Array(good.byteLength + 1);
    bigger.set(good);
    expect(() => decodePoints(bigger)).toThrow(RangeError);
    const wrongWidth = good.slice();
    wrongWidth[20] = 9;
    expect(() => decodePoints(wrongWidth)).toThrow(RangeError);
  });

  it('reads from a view into a larger buffer', () => {
    const points = randomPoints(100, { lat: 2, lng: 2 });
    const encoded = encodePoints(points);
    const padded = new Uint8Array(encoded.byteLength + 16);
    padded.set(encoded, 8);
    expect(plain(decodePoints(padded.subarray(8, 8 + encoded.byteLength)))).toEqual(plain(points));
  });
});
