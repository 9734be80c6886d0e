/** Layer files → stored GeoJSON: every format, every limit, every refusal (docs/layers.md). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { limits, type LayerFeatureCollection } from '@fieldwatch/core';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { stringMatching } from '../test/matchers.js';
import { readLayerFile } from './read.js';
import { maxRingWork } from './shapefile.js';
import {
  districtGeoJson,
  manyPoints,
  roadKml,
  shapefile,
  webMercatorPrj,
  wells,
  wgs84Prj,
  zipOf,
  zippedShapefile,
  type Position,
} from './testing.js';

const root = mkdtempSync(join(tmpdir(), 'fw-layer-read-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;

/** Reads `content` as an upload would be read; answers the stored collection and its summary. */
async function read(content: Buffer | string) {
  const folder = mkdtempSync(join(root, 'work-'));
  const path = join(root, `upload-${++count}`);
  writeFileSync(path, content);
  const layer = await readLayerFile(path, folder);
  return { ...layer, collection: JSON.parse(layer.json) as LayerFeatureCollection };
}

/** The refusal of `content`: its field key and its English reason. */
async function refusal(content: Buffer | string): Promise<{ key: string | undefined; reason: string }> {
  try {
    await read(content);
  } catch (error) {
    if (error instanceof ApiError)
      return { key: error.fields?.file ?? error.code, reason: typeof error.data === 'string' ? error.data : '' };
    throw error;
  }
  throw new Error('the file was accepted');
}

const metresOf = ([lng, lat]: Position): Position => [
  (lng * 20037508.342789244) / 180,
  ((Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) / (Math.PI / 180)) * 20037508.342789244) / 180,
];

/** A square ring around (x, y), clockwise (a shapefile's outer ring). */
const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x, y + size],
  [x + size, y + size],
  [x + size, y],
  [x, y],
];

describe('zipped shapefiles', () => {
  it('reads points with their attributes, rounded to 6 decimals', async () => {
    const layer = await read(zippedShapefile(wells, { prj: wgs84Prj }));
    expect(layer.features).toBe(2);
    expect(layer.geometries).toEqual(['circle']);
    expect(layer.collection.features[0]).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-0.241682, 51.528558] },
      properties: { name: 'North well', depth: 12.5 },
    });
    expect(layer.bytes).toBe(Buffer.byteLength(layer.json));
  });

  it('reprojects with the .prj: Web Mercator metres become degrees', async () => {
    const projected = { ...wells, shapes: (wells.shapes as Position[]).map(metresOf) };
    const layer = await read(zippedShapefile(projected, { prj: webMercatorPrj }));
    const [lng, lat] = (layer.collection.features[0]!.geometry as { coordinates: Position }).coordinates;
    expect(lng).toBeCloseTo(-0.2416815, 5);
    expect(lat).toBeCloseTo(51.5285582, 5);
  });

  it('refuses metres without a .prj: the coordinates are not degrees', async () => {
    const projected = { ...wells, shapes: (wells.shapes as Position[]).map(metresOf) };
    const refused = await refusal(zippedShapefile(projected));
    expect(refused.key).toBe('layerFileInvalid');
    expect(refused.reason).toMatch(/feature 1: a longitude is outside -180\.\.180/);
  });

  it('reads polygons with their holes, and files in folders with upper-case extensions', async () => {
    const ring = square(-0.26, 51.52, 0.04);
    const hole = [...square(-0.25, 51.53, 0.01)].reverse();
    const files = shapefile({ kind: 'polygon', shapes: [[ring, hole]], rows: [{ name: 'Harlesden' }] });
    const layer = await read(
      zipOf({
        'districts/AREA.SHP': files.shp,
        'districts/AREA.SHX': files.shx,
        'districts/AREA.DBF': files.dbf,
        '__MACOSX/districts/._AREA.SHP': 'junk',
      }),
    );
    expect(layer.geometries).toEqual(['fill']);
    const polygon = layer.collection.features[0]!.geometry as { type: string; coordinates: Position[][] };
    expect(polygon.type).toBe('Polygon');
    expect(polygon.coordinates).toHaveLength(2);
    expect(layer.collection.features[0]!.properties).toEqual({ name: 'Harlesden' });
  });

  it('joins every shapefile of the zip', async () => {
    const a = shapefile(wells);
    const b = shapefile({ kind: 'polygon', shapes: [[square(-0.26, 51.52, 0.04)]], rows: [{ name: 'Park' }] });
    const layer = await read(zipOf({ 'wells.shp': a.shp, 'wells.dbf': a.dbf, 'parks.shp': b.shp, 'parks.dbf': b.dbf }));
    expect(layer.features).toBe(3);
    expect(layer.geometries).toEqual(['circle', 'fill']);
  });

  it('refuses more features than the limit before reading any geometry', async () => {
    const shapes = Array.from({ length: limits.layerFeaturesMax + 1 }, (_, i): Position => [-0.2 + i / 1e6, 51.5]);
    const refused = await refusal(zippedShapefile({ kind: 'point', shapes, rows: shapes.map((_, i) => ({ n: i })) }));
    expect(refused.key).toBe('layerTooManyFeatures');
  });

  it('refuses polygons with so many rings that matching holes would take minutes', async () => {
    const rings = Math.ceil(Math.sqrt(maxRingWork)) + 1;
    const started = Date.now();
    const shape = Array.from({ length: rings }, (_, i) => square(-1 + (i % 1000) / 1000, 50 + Math.floor(i / 1000) / 1000, 0.0005));
    const refused = await refusal(zippedShapefile({ kind: 'polygon', shapes: [shape], rows: [{ name: 'Islands' }] }));
    expect(refused.key).toBe('layerDataTooLarge');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a damaged .shp and a zip that escapes its folder', async () => {
    const files = shapefile(wells);
    expect((await refusal(zipOf({ 'a.shp': files.shp.subarray(0, 120), 'a.dbf': files.dbf }))).key).toBe('layerFileInvalid');
    expect((await refusal(zipOf({ '../a.shp': files.shp }))).key).toBe('layerFileInvalid');
    expect((await refusal(zipOf({ 'a.shp': files.shp }).subarray(0, 60))).key).toBe('layerFileInvalid');
  });

  it('says a zip with no map data in it is not a layer file', async () => {
    expect((await refusal(zipOf({ 'readme.txt': 'hello' }))).key).toBe('invalidFileType');
  });
});

describe('KML and KMZ', () => {
  it('reads lines and points with their names; HTML in a description stays text', async () => {
    const layer = await read(roadKml);
    expect(layer.features).toBe(2);
    expect(layer.geometries).toEqual(['circle', 'line']);
    const road = layer.collection.features[0]!;
    expect(road.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [-0.241682, 51.528558],
        [-0.2301, 51.5312],
        [-0.2201, 51.5401],
      ],
    });
    expect(road.properties).toMatchObject({ name: 'Canal road', description: '<b>Closed</b> after the flood' });
  });

  it('reads a KMZ (doc.kml inside a zip)', async () => {
    const layer = await read(zipOf({ 'doc.kml': roadKml, 'files/icon.png': Buffer.from([0x89, 0x50]) }));
    expect(layer.features).toBe(2);
  });

  it('refuses a document type declaration (external entities, entity bombs)', async () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Document><Placemark><name>&x;</name><Point><coordinates>0,0</coordinates></Point></Placemark></Document></kml>`;
    expect(await refusal(hostile)).toEqual({
      key: 'layerFileInvalid',
      reason: 'KML files with a document type declaration are not accepted.',
    });
    const bomb = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><kml><Document><name>&b;</name></Document></kml>`;
    expect((await refusal(bomb)).key).toBe('layerFileInvalid');
  });

  it('refuses broken XML and a KML with nothing to draw', async () => {
    expect((await refusal('<kml><Document><Placemark></Document></kml>')).key).toBe('layerFileInvalid');
    expect((await refusal('<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Empty</name></Document></kml>')).key).toBe(
      'layerFileEmpty',
    );
  });
});

describe('GeoJSON', () => {
  it('reads a FeatureCollection, a Feature and a bare geometry', async () => {
    expect((await read(districtGeoJson())).geometries).toEqual(['fill']);
    const feature = await read(
      JSON.stringify({ type: 'Feature', id: 'w1', geometry: { type: 'Point', coordinates: [1, 2] }, properties: null }),
    );
    expect(feature.collection.features).toEqual([
      { type: 'Feature', id: 'w1', geometry: { type: 'Point', coordinates: [1, 2] }, properties: {} },
    ]);
    const bare = await read(
      JSON.stringify({
        type: 'MultiLineString',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    );
    expect(bare.geometries).toEqual(['line']);
  });

  it('keeps properties small: flat values only, cut texts, at most the limit, no long names', async () => {
    const properties: Record<string, unknown> = {
      name: 'x'.repeat(500),
      nested: { a: 1 },
      list: [1, 2],
      ok: true,
      none: null,
      ['n'.repeat(limits.layerPropertyNameMax + 1)]: 'long name',
    };
    for (let i = 0; i < 30; i++) properties[`p${i}`] = i;
    // JSON may hold a property named __proto__: it never becomes anything's prototype
    const text = districtGeoJson(properties).replace('"properties":{', '"properties":{"__proto__":{"polluted":true},');
    const layer = await read(text);
    const kept = layer.collection.features[0]!.properties;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect((kept as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(kept.name).toHaveLength(limits.layerPropertyTextMax);
    expect(kept).not.toHaveProperty('nested');
    expect(kept).not.toHaveProperty('list');
    expect(kept.ok).toBe(true);
    expect(kept.none).toBeNull();
    expect(Object.keys(kept)).toHaveLength(limits.layerPropertiesMax);
    expect(Object.keys(kept).some((name) => name.length > limits.layerPropertyNameMax)).toBe(false);
  });

  it('drops altitudes, bbox, crs, foreign members and features without a geometry', async () => {
    const layer = await read(
      JSON.stringify({
        type: 'FeatureCollection',
        crs: { type: 'name', properties: { name: 'EPSG:4326' } },
        bbox: [0, 0, 1, 1],
        extra: 'x',
        features: [
          { type: 'Feature', geometry: null, properties: {} },
          {
            type: 'Feature',
            bbox: [1, 2, 1, 2],
            geometry: { type: 'Point', coordinates: [1.12345678, 2.98765432, 120.5] },
            properties: {},
            extra: 1,
          },
        ],
      }),
    );
    expect(layer.json).toBe(
      '{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1.123457,2.987654]},"properties":{}}]}',
    );
  });

  it('names the feature and the rule a refused file breaks', async () => {
    const bad = JSON.parse(districtGeoJson()) as LayerFeatureCollection;
    bad.features.push({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [10, 95] } });
    expect(await refusal(JSON.stringify(bad))).toEqual({
      key: 'layerFileInvalid',
      reason: stringMatching(/feature 2: a latitude is outside -90\.\.90/),
    });
    expect((await refusal('{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Circle"}}]}')).key).toBe(
      'layerFileInvalid',
    );
    expect((await refusal('{"type":"Topology"}')).key).toBe('layerFileInvalid');
    expect((await refusal('{"type":"FeatureCollection",')).key).toBe('layerFileInvalid');
    expect((await refusal('{"type":"GeometryCollection","geometries":[{"type":"GeometryCollection","geometries":[]}]}')).key).toBe(
      'layerFileInvalid',
    );
  });

  it('refuses an empty collection, too many features and too much data', async () => {
    expect((await refusal('{"type":"FeatureCollection","features":[]}')).key).toBe('layerFileEmpty');
    expect((await refusal(manyPoints(limits.layerFeaturesMax + 1))).key).toBe('layerTooManyFeatures');
    // one line whose GeoJSON passes the limit (the upload itself is under its own limit)
    const positions = Math.ceil(limits.layerDataMaxBytes / 20);
    const line = Array.from({ length: positions }, (_, i) => [-179.123456 + i / 1e6, -45.123456]);
    const big = JSON.stringify({ type: 'LineString', coordinates: line });
    expect(big.length).toBeLessThan(limits.layerUploadMaxBytes);
    expect((await refusal(big)).key).toBe('layerDataTooLarge');
  });
});

describe('files that are not layer files', () => {
  it('reads the kind from the bytes: HTML, images and other XML are refused whatever their name', async () => {
    expect((await refusal('<!DOCTYPE html><html><body>Not found</body></html>')).key).toBe('invalidFileType');
    expect((await refusal('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).key).toBe('invalidFileType');
    expect((await refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).key).toBe('invalidFileType');
    expect((await refusal('name,lat,lng\nwell,51.5,-0.2\n')).key).toBe('invalidFileType');
    expect((await refusal('[1,2,3]')).key).toBe('invalidFileType');
  });
});
