/**
 * The squares the offline basemap's 1:50m data is cut into (scripts/offlineAtlas.ts writes them): a view
 * loads the squares it shows and nothing else. 30° squares keep a city's view to one or two files of a
 * few KB to ~20 KB gzip, and the whole world to 69 files.
 */
export const cellSize = 30;

/** From this zoom on a view draws 1:50m (1:110m looks coarse there); below it, the 1:110m world alone. */
export const fineFromZoom = 4;

/** A square's id: its west and south edges in degrees, `"-30_30"`. */
const cellId = (west: number, south: number) => `${west}_${south}`;

/**
 * The squares a view covers, `[west, south, east, north]` in degrees as MapLibre's bounds give them
 * (longitudes may run past ±180 where the world repeats).
 */
export function cellsIn([west, south, east, north]: readonly [number, number, number, number]): string[] {
  const ids = new Set<string>();
  const fullTurn = east - west >= 360;
  const from = fullTurn ? -180 : Math.floor(west / cellSize) * cellSize;
  const to = fullTurn ? 180 - cellSize : Math.floor(east / cellSize) * cellSize;
  const bottom = Math.max(-90, Math.floor(south / cellSize) * cellSize);
  const top = Math.min(90 - cellSize, Math.floor(north / cellSize) * cellSize);
  for (let x = from; x <= to; x += cellSize) {
    const wrapped = ((((x + 180) % 360) + 360) % 360) - 180;
    for (let y = bottom; y <= top; y += cellSize) ids.add(cellId(wrapped, y));
  }
  return [...ids];
}
