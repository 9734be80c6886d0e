import { limits } from '../limits.js';

export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * Markers at the same 4-decimal position are moved apart by about 0.00003°, so each stays
 * clickable. The first keeps its place; the others sit on a small circle around it (the same result for
 * the same input order, so markers do not dance between redraws).
 */
export function jitterPositions<T extends Point>(points: readonly T[], distance: number = limits.mapJitter): T[] {
  const seen = new Map<string, number>();
  return points.map((point) => {
    const key = `${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    if (index === 0) return point;
    // golden-angle steps spread any number of duplicates evenly, growing outwards slowly
    const angle = index * 2.399963229728653;
    const radius = distance * Math.sqrt(index);
    return { ...point, latitude: point.latitude + radius * Math.sin(angle), longitude: point.longitude + radius * Math.cos(angle) };
  });
}
