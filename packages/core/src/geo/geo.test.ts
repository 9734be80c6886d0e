import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDms, fromDms, jitterPositions, parseCoordinate, roundCoordinate, toDms } from './index.js';

describe('coordinates', () => {
  it('converts decimal degrees to DMS and back to 6 decimals', () => {
    expect(toDms('latitude', 51.5285582)).toEqual({ degrees: 51, minutes: 31, seconds: 42.81, hemisphere: 'N' });
    expect(toDms('longitude', -0.2416815)).toEqual({ degrees: 0, minutes: 14, seconds: 30.05, hemisphere: 'W' });
    expect(fromDms('latitude', { degrees: 51, minutes: 31, seconds: 42.81, hemisphere: 'N' })).toBe(51.528558);
    expect(fromDms('longitude', { degrees: 0, minutes: 14, seconds: 30.05, hemisphere: 'W' })).toBe(-0.241681);
  });

  it('forces minutes and seconds to 0 at 90° latitude and 180° longitude', () => {
    expect(fromDms('latitude', { degrees: 90, minutes: 59, seconds: 59, hemisphere: 'S' })).toBe(-90);
    expect(fromDms('longitude', { degrees: 180, minutes: 12, seconds: 1, hemisphere: 'E' })).toBe(180);
  });

  it('refuses out-of-range parts with the latitude and longitude field keys', () => {
    expect(fromDms('latitude', { degrees: 91, minutes: 0, seconds: 0, hemisphere: 'N' })).toBe('latitudeInvalidNumber');
    expect(fromDms('latitude', { degrees: 10, minutes: 60, seconds: 0, hemisphere: 'N' })).toBe('latitudeInvalidNumber');
    expect(fromDms('longitude', { degrees: 10, minutes: 0, seconds: 60, hemisphere: 'E' })).toBe('longitudeInvalidNumber');
    expect(fromDms('longitude', { degrees: 10, minutes: 0, seconds: 0, hemisphere: 'N' })).toBe('longitudeInvalidNumber');
  });

  it('parses what people type or paste', () => {
    expect(parseCoordinate('latitude', `51°31'42.81"N`)).toBe(51.528558);
    expect(parseCoordinate('latitude', '51 31 42.81 s')).toBe(-51.528558);
    expect(parseCoordinate('longitude', '-0.2416815')).toBe(-0.241682);
    expect(parseCoordinate('longitude', '0.2416815')).toBe(0.241682);
    expect(parseCoordinate('longitude', '181')).toBe('longitudeInvalidNumber');
    expect(parseCoordinate('latitude', '')).toBe('required');
    expect(parseCoordinate('latitude', 'north')).toBe('latitudeInvalidNumber');
  });

  it('formats for display and copying', () => {
    expect(formatDms('latitude', 51.5285582)).toBe(`51°31'42.81"N`);
    expect(formatDecimal(51.5285582)).toBe('51.5286');
    expect(roundCoordinate(1.23456789)).toBe(1.234568);
  });
});

describe('jitter (0.00003°)', () => {
  it('moves every marker after the first at the same 4-decimal position, by about the jitter distance', () => {
    const same = { latitude: 51.52855, longitude: -0.24168 };
    const near = { latitude: 51.528551, longitude: -0.241681 };
    const other = { latitude: 40, longitude: 3 };
    const [a, b, c] = jitterPositions([same, near, other]);
    expect(a).toEqual(same);
    expect(c).toEqual(other);
    const moved = Math.hypot(b!.latitude - near.latitude, b!.longitude - near.longitude);
    expect(moved).toBeCloseTo(0.00003, 6);
  });

  it('gives each duplicate its own place', () => {
    const points = Array.from({ length: 20 }, () => ({ latitude: 1, longitude: 1 }));
    const keys = new Set(jitterPositions(points).map((p) => `${p.latitude.toFixed(7)},${p.longitude.toFixed(7)}`));
    expect(keys.size).toBe(20);
  });
});
