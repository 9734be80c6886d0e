/**
 * Every layer file ends here, whatever it was (shapefile, KML, GeoJSON): one zod pass that checks the
 * structure of RFC 7946 and writes the GeoJSON we store (docs/layers.md "What is stored").
 *
 * - Positions: longitude -180..180, latitude -90..90 (a shapefile in metres that was not reprojected
 *   fails here), rounded to 6 decimals like report coordinates (core `roundCoordinate`); altitudes are dropped (the map is 2D).
 * - Lines have at least 2 positions, polygon rings at least 4. A GeometryCollection may not hold
 *   another one (RFC 7946 §3.1.8), so every structure has a fixed depth.
 * - Features without a geometry are left out (nothing to draw). Foreign members, `bbox` and `crs` go.
 * - Properties stay small: string, number, boolean or null values only (nested objects and arrays are
 *   dropped), at most `limits.layerPropertiesMax` of them, names up to `layerPropertyNameMax`
 *   characters, texts cut to `layerPropertyTextMax`. They are untrusted text: never HTML.
 */
import {
  limits,
  roundCoordinate,
  type LayerFeature,
  type LayerFeatureCollection,
  type LayerGeometry,
  type LayerGeometryObject,
} from '@fieldwatch/core';
import { z } from 'zod';
import { layerFileError } from './errors.js';

const longitude = z.number().finite().min(-180, 'a longitude is outside -180..180').max(180, 'a longitude is outside -180..180');
const latitude = z.number().finite().min(-90, 'a latitude is outside -90..90').max(90, 'a latitude is outside -90..90');
/** `[longitude, latitude, altitude?, …]` → `[longitude, latitude]`, 6 decimals */
const position = z
  .tuple([longitude, latitude], z.number())
  .transform(([lng, lat]): [number, number] => [roundCoordinate(lng), roundCoordinate(lat)]);
const line = z.array(position).min(2, 'a line needs at least 2 positions');
const ring = z.array(position).min(4, 'a polygon ring needs at least 4 positions');
const polygon = z.array(ring).min(1, 'a polygon needs a ring');

const point = z.object({ type: z.literal('Point'), coordinates: position });
const multiPoint = z.object({ type: z.literal('MultiPoint'), coordinates: z.array(position) });
const lineString = z.object({ type: z.literal('LineString'), coordinates: line });
const multiLineString = z.object({ type: z.literal('MultiLineString'), coordinates: z.array(line) });
const polygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: polygon });
const multiPolygon = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygon) });
const simpleGeometry = z.discriminatedUnion('type', [point, multiPoint, lineString, multiLineString, polygonGeometry, multiPolygon]);
const geometryCollection = z.object({ type: z.literal('GeometryCollection'), geometries: z.array(simpleGeometry) });
const geometry = z.discriminatedUnion('type', [
  point,
  multiPoint,
  lineString,
  multiLineString,
  polygonGeometry,
  multiPolygon,
  geometryCollection,
]);

type Property = string | number | boolean | null;

/** Cuts a text to `max` characters without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

function smallProperties(raw: Record<string, unknown> | null | undefined): Record<string, Property> {
  const kept: [string, Property][] = [];
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (kept.length >= limits.layerPropertiesMax) break;
    if (name.length === 0 || name.length > limits.layerPropertyNameMax) continue;
    if (typeof value === 'string') kept.push([name, cut(value, limits.layerPropertyTextMax)]);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' || value === null)
      kept.push([name, value]);
  }
  // fromEntries defines own properties: a "__proto__" name stays a plain property
  return Object.fromEntries(kept);
}

const featureId = z.union([z.string().max(limits.layerPropertyTextMax), z.number().finite()]);

const feature = z.object({
  type: z.literal('Feature'),
  // an id we cannot keep is dropped rather than refusing the file
  id: featureId.optional().catch(undefined),
  geometry: geometry.nullable(),
  properties: z.record(z.string(), z.unknown()).nullable().optional(),
});

const featureCollection = z.object({ type: z.literal('FeatureCollection'), features: z.array(feature) });

/**
 * The schema of one of the three shapes RFC 7946 allows at the top, chosen by `type` so that a refusal
 * names the feature and the coordinate at fault rather than "matches none of three".
 */
function documentSchema(value: unknown) {
  const type = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { type?: unknown }).type : undefined;
  if (type === 'FeatureCollection') return featureCollection;
  if (type === 'Feature') return feature;
  if (typeof type === 'string' && Object.hasOwn(drawnAs, type)) return geometry;
  return null;
}

export interface NormalizedLayer {
  /** the GeoJSON text to store */
  json: string;
  features: number;
  /** size of `json` in UTF-8 bytes */
  bytes: number;
  /** MapLibre layer types the features need */
  geometries: LayerGeometry[];
}

const drawnAs: Record<LayerGeometryObject['type'], LayerGeometry | null> = {
  Point: 'circle',
  MultiPoint: 'circle',
  LineString: 'line',
  MultiLineString: 'line',
  Polygon: 'fill',
  MultiPolygon: 'fill',
  GeometryCollection: null,
};

function geometriesOf(features: readonly LayerFeature[]): LayerGeometry[] {
  const found = new Set<LayerGeometry>();
  const add = (shape: LayerGeometryObject) => {
    if (shape.type === 'GeometryCollection') shape.geometries.forEach(add);
    else found.add(drawnAs[shape.type]!);
  };
  for (const item of features) add(item.geometry);
  return (['circle', 'line', 'fill'] as const).filter((kind) => found.has(kind));
}

/** "features.12.geometry.coordinates.0" → "feature 13" for a reader of the error. */
function whereOf(path: readonly PropertyKey[]): string {
  if (path[0] === 'features' && typeof path[1] === 'number') return `feature ${path[1] + 1}`;
  return path.length > 0 ? path.join('.') : 'the document';
}

/**
 * Checks and rewrites parsed GeoJSON (or what a converter made of a shapefile or KML) into the
 * FeatureCollection we store. Refusals are 400 on `file`: `layerFileInvalid` with the first problem,
 * `layerTooManyFeatures`, `layerFileEmpty` or `layerDataTooLarge`.
 */
export function normalizeLayerGeoJson(value: unknown): NormalizedLayer {
  // counted before the pass, so a huge collection is refused before it is walked
  const raw = value as { type?: unknown; features?: unknown } | null;
  if (raw && raw.type === 'FeatureCollection' && Array.isArray(raw.features) && raw.features.length > limits.layerFeaturesMax) {
    throw layerFileError(
      'layerTooManyFeatures',
      `The file holds ${raw.features.length} features; at most ${limits.layerFeaturesMax} are accepted.`,
    );
  }
  const schema = documentSchema(value);
  if (!schema) throw layerFileError('layerFileInvalid', 'The file is not a GeoJSON FeatureCollection, Feature or geometry.');
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw layerFileError(
      'layerFileInvalid',
      `The file is not valid GeoJSON (${issue ? `${whereOf(issue.path)}: ${issue.message}` : 'unknown problem'}).`,
    );
  }
  const top = parsed.data;
  const candidates =
    top.type === 'FeatureCollection'
      ? top.features
      : top.type === 'Feature'
        ? [top]
        : [{ type: 'Feature' as const, geometry: top, properties: {} }];

  const features: LayerFeature[] = [];
  for (const candidate of candidates) {
    if (!candidate.geometry) continue;
    const id = 'id' in candidate ? candidate.id : undefined;
    features.push({
      type: 'Feature',
      ...(id !== undefined ? { id } : {}),
      geometry: candidate.geometry,
      properties: smallProperties(candidate.properties),
    });
  }
  if (features.length === 0) throw layerFileError('layerFileEmpty', 'The file holds no feature with a geometry.');

  const collection: LayerFeatureCollection = { type: 'FeatureCollection', features };
  const json = JSON.stringify(collection);
  const bytes = Buffer.byteLength(json);
  if (bytes > limits.layerDataMaxBytes) {
    throw layerFileError(
      'layerDataTooLarge',
      `The file makes ${bytes} bytes of GeoJSON; at most ${limits.layerDataMaxBytes} are accepted.`,
    );
  }
  return { json, features: features.length, bytes, geometries: geometriesOf(features) };
}
