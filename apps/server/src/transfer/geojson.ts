/** GeoJSON export (RFC 7946), written one feature at a time so that memory stays flat. */
import { exportFields, type ExportRow } from './fields.js';

export async function* geojsonExport(rows: AsyncIterable<ExportRow>): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[\n';
  let separator = '';
  for await (const row of rows) {
    const properties = exportFields(row);
    const feature = {
      type: 'Feature',
      id: properties.id,
      // RFC 7946: longitude first
      geometry: { type: 'Point', coordinates: [properties.longitude, properties.latitude] },
      properties,
    };
    yield `${separator}${JSON.stringify(feature)}`;
    separator = ',\n';
  }
  yield '\n]}\n';
}
