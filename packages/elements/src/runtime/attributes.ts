/** How the map and the list read two of their attributes, beyond what src/declarations.ts declares. */

/** `center="latitude,longitude"` (as people write coordinates) → MapLibre's [longitude, latitude]. */
export function parseCenter(value: string | undefined): [number, number] | undefined {
  if (!value) return undefined;
  const [latitude, longitude] = value.split(',').map((part) => Number(part.trim()));
  if (latitude === undefined || longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return [longitude, latitude];
}

/** `report-href="/reports/{id}"` → a function of the id; none → null (no link). */
export function hrefTemplate(value: string | undefined): ((id: number) => string) | null {
  if (!value) return null;
  return (id) => value.replaceAll('{id}', String(id));
}
