import { limits, parseCoordinate, roundCoordinate, type MessageKey } from '@fieldwatch/core';

/**
 * What the location picker computes without a map: the point the typed fields make, the texts a point
 * gives the fields, and where an arrow key moves the pin. Kept apart from the map so it is tested
 * where there is no WebGL.
 */

export interface PickedPoint {
  latitude: number;
  longitude: number;
}

/** The point the typed texts (decimal or DMS) make; `null` while either is not a coordinate. */
export function pointOf(latitude: string, longitude: string): PickedPoint | null {
  const lat = parseCoordinate('latitude', latitude);
  const lng = parseCoordinate('longitude', longitude);
  return typeof lat === 'number' && typeof lng === 'number' ? { latitude: lat, longitude: lng } : null;
}

/** A point as the fields keep it: the 6 decimals coordinates are stored with. */
export const rounded = (point: PickedPoint): PickedPoint => ({
  latitude: roundCoordinate(point.latitude),
  longitude: roundCoordinate(point.longitude),
});

/** The text alternative's numbers: both with 6 decimals, so each step shows. */
export const shownOf = (point: PickedPoint) => ({
  latitude: point.latitude.toFixed(limits.coordinateStoredDecimals),
  longitude: point.longitude.toFixed(limits.coordinateStoredDecimals),
});

// the map is Web Mercator: it has no pixels beyond this latitude, so the pin stops there
const mercatorLatitude = 85.051129;
// MapLibre's world is 512 pixels wide at zoom 0
const worldPixels = 512;
const stepPixels = 10;
const bigStepPixels = 60;

/** Degrees of longitude an arrow key moves the pin at a zoom: 10 pixels of the map, 60 with Shift. */
export function keyboardStep(zoom: number, big: boolean): number {
  return ((big ? bigStepPixels : stepPixels) * 360) / (worldPixels * 2 ** zoom);
}

const wrapLongitude = (value: number) => ((((value + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (value: number) => Math.max(-mercatorLatitude, Math.min(mercatorLatitude, value));

/**
 * Where an arrow key moves the pin by `step` degrees of longitude: up is north, right is east, in every
 * writing direction (the map is not mirrored). North and south move by the same distance on screen (a
 * degree of latitude is 1/cos(latitude) times longer there). `null` for any other key.
 */
export function movedBy(point: PickedPoint, key: string, step: number): PickedPoint | null {
  const latitudeStep = step * Math.cos((point.latitude * Math.PI) / 180);
  const moved = (latitude: number, longitude: number) => ({
    latitude: roundCoordinate(clampLatitude(latitude)),
    longitude: roundCoordinate(wrapLongitude(longitude)),
  });
  switch (key) {
    case 'ArrowUp':
      return moved(point.latitude + latitudeStep, point.longitude);
    case 'ArrowDown':
      return moved(point.latitude - latitudeStep, point.longitude);
    case 'ArrowRight':
      return moved(point.latitude, point.longitude + step);
    case 'ArrowLeft':
      return moved(point.latitude, point.longitude - step);
    default:
      return null;
  }
}

/** The sentence for a failed `getCurrentPosition` (GeolocationPositionError's code: 1 denied, 2 unavailable, 3 timeout). */
export function geolocationProblem(code: number): MessageKey {
  if (code === 1) return 'locationPicker.denied';
  if (code === 3) return 'locationPicker.timeout';
  return 'locationPicker.unavailable';
}
