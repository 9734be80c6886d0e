import { limits } from '../limits.js';

export type Axis = 'latitude' | 'longitude';
export type Hemisphere = 'N' | 'S' | 'E' | 'W';

export interface Dms {
  degrees: number;
  minutes: number;
  seconds: number;
  hemisphere: Hemisphere;
}

const maxDegrees: Record<Axis, number> = { latitude: limits.latitudeMax, longitude: limits.longitudeMax };

/** Coordinates are stored with 6 decimals. */
export function roundCoordinate(value: number): number {
  const factor = 10 ** limits.coordinateStoredDecimals;
  // symmetric, so a point and its mirror image round alike
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor || 0;
}

/** Coordinates are shown with 4 decimals. */
export function formatDecimal(value: number): string {
  return value.toFixed(limits.coordinateDisplayDecimals);
}

export function isValidCoordinate(axis: Axis, value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= maxDegrees[axis];
}

/** Decimal degrees to degrees, minutes, seconds (seconds to 2 decimals) with N/S or E/W. */
export function toDms(axis: Axis, value: number): Dms {
  const hemisphere: Hemisphere = axis === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.floor((abs - degrees) * 60);
  let seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100) / 100;
  if (seconds >= 60) {
    seconds = 0;
    minutes += 1;
  }
  if (minutes >= 60) {
    minutes = 0;
    degrees += 1;
  }
  return { degrees, minutes, seconds, hemisphere };
}

export type DmsProblem = 'required' | 'latitudeInvalidNumber' | 'longitudeInvalidNumber';

/**
 * Degrees, minutes, seconds to decimal degrees with 6 decimals. Minutes and seconds are 0–59;
 * at 90° latitude or 180° longitude they are forced to 0. Returns the problem key instead when invalid.
 */
export function fromDms(axis: Axis, dms: Dms): number | DmsProblem {
  const invalid: DmsProblem = axis === 'latitude' ? 'latitudeInvalidNumber' : 'longitudeInvalidNumber';
  const { degrees, hemisphere } = dms;
  const allowed: Hemisphere[] = axis === 'latitude' ? ['N', 'S'] : ['E', 'W'];
  if (![degrees, dms.minutes, dms.seconds].every(Number.isFinite)) return 'required';
  if (!allowed.includes(hemisphere)) return invalid;
  if (!Number.isInteger(degrees) || degrees < 0 || degrees > maxDegrees[axis]) return invalid;
  const atLimit = degrees === maxDegrees[axis];
  const minutes = atLimit ? 0 : dms.minutes;
  const seconds = atLimit ? 0 : dms.seconds;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59) return invalid;
  if (seconds < 0 || seconds >= 60) return invalid;
  const value = degrees + minutes / 60 + seconds / 3600;
  const signed = hemisphere === 'S' || hemisphere === 'W' ? -value : value;
  return roundCoordinate(signed);
}

/** e.g. `51°31'42.81"N`, for display and for copying to the clipboard. */
export function formatDms(axis: Axis, value: number): string {
  const { degrees, minutes, seconds, hemisphere } = toDms(axis, value);
  return `${degrees}°${minutes}'${seconds.toFixed(2).replace(/\.?0+$/, '')}"${hemisphere}`;
}

/** Parses `51°31'42.8"N`, `51 31 42.8 N` or `-0.2417`; returns decimal degrees (6 decimals) or a problem key. */
export function parseCoordinate(axis: Axis, text: string): number | DmsProblem {
  const invalid: DmsProblem = axis === 'latitude' ? 'latitudeInvalidNumber' : 'longitudeInvalidNumber';
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (/^[+-]?\d+(\.\d+)?$/.test(trimmed)) {
    const value = Number(trimmed);
    return isValidCoordinate(axis, value) ? roundCoordinate(value) : invalid;
  }
  const match = /^(\d{1,3})\s*[°\s]\s*(\d{1,2})\s*['′\s]\s*(\d{1,2}(?:\.\d+)?)\s*(?:["″]|'')?\s*([NSEWnsew])$/.exec(trimmed);
  if (!match) return invalid;
  return fromDms(axis, {
    degrees: Number(match[1]),
    minutes: Number(match[2]),
    seconds: Number(match[3]),
    hemisphere: match[4]!.toUpperCase() as Hemisphere,
  });
}
