/** GeoJSON export (RFC 7946), written a page of features at a time so that memory stays flat. */
import { exportFields, type ExportPages, type ExportRow } from './fields.js';

function feature(row: ExportRow): string {
  const properties = exportFields(row);
  return JSON.stringify({
    type: 'Feature',
    id: properties.id,
    // RFC 7946: longitude first
    geometry: { type: 'Point', coordinates: [properties.longitude, properties.latitude] },
    properties,
  });
}

export async function* geojsonExport(pages: ExportPages): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[\n';
  let separator = '';
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${separator}${page.map(feature).join(',\n')}`;
    separator = ',\n';
  }
  yield '\n]}\n';
}
