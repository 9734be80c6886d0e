/**
 * Map layers (docs/layers.md): the layer object, its names, the raster and vector rules, uploaded files. One
 * definition of every rule, used by the admin form as the user types and by the server on every call.
 * Only the test fetch of a raster URL and the reading of an uploaded file are the server's alone.
 */
import * as z from 'zod/mini';
import type { ValidationKey } from '../errors.js';
import { languageLocales } from '../i18n/languages.js';
import { limits } from '../limits.js';
import { isSettingsUrl } from './settingsUrl.js';
import { organizationSchema } from './user.js';

/** A raster layer draws image tiles from a URL template; a vector layer draws features (a tileset or a file). */
export const layerTypes = ['raster', 'vector'] as const;
export type LayerType = (typeof layerTypes)[number];

/** Points are drawn as circles, lines as lines, shapes as fills (MapLibre's layer types). */
export const layerGeometries = ['circle', 'line', 'fill'] as const;
export type LayerGeometry = (typeof layerGeometries)[number];

/** Where a vector layer's features come from: a Mapbox tileset, or a file uploaded to the server. */
export const layerVectorSources = ['mapbox', 'file'] as const;
export type LayerVectorSource = (typeof layerVectorSources)[number];

/** What the form's file input offers (zipped shapefile, KML, KMZ, GeoJSON); the server reads the kind from the bytes, never the name. */
export const layerFileExtensions = ['.zip', '.kml', '.kmz', '.geojson', '.json'] as const;

/** Multipart field names of a create or update that carries a file (docs/layers.md "Uploaded files"). */
export const layerUploadFields = { file: 'file', layer: 'layer' } as const;

/** The prefix every vector tileset must have: only Mapbox tilesets are accepted. */
export const mapboxTilesetPrefix = 'mapbox://';

const rasterUrlMax = 2048;
const tilesetMax = 200;
const sourceLayerMax = 100;

/** A layer as the API returns it. Its field names are also the keys of the server's field errors (`raster`, `vectorTileset`, …). */
export const layerSchema = z.object({
  id: z.int(),
  organization: organizationSchema,
  /** name per locale (`en_US`, `fr_FR`, …) */
  name: z.record(z.string(), z.string()).check(z.describe('name per locale (en_US, fr_FR, …)')),
  type: z.enum(layerTypes),
  colour: z.string().check(z.describe('#rrggbb')),
  /** raster layers: the XYZ tile URL template with {z}, {x}, {y} (and optionally {s}) */
  raster: z.nullable(z.string()),
  /** vector layers: 'mapbox' (a tileset) or 'file' (an uploaded file, served as GeoJSON); null for raster */
  vectorSource: z.nullable(z.enum(layerVectorSources)),
  vectorTileset: z.nullable(z.string()).check(z.describe('mapbox://… (vectorSource mapbox)')),
  vectorLayerName: z.nullable(z.string()).check(z.describe('the source-layer inside the tileset (vectorSource mapbox)')),
  vectorGeometry: z.nullable(z.enum(layerGeometries)).check(z.describe('how the tileset layer is drawn (vectorSource mapbox)')),
  /** vectorSource 'file': the stored GeoJSON, read from `GET /organization/{id}/layer/{layerId}/data` */
  file: z.nullable(
    z.object({
      features: z.int(),
      /** size of the GeoJSON before compression */
      bytes: z.int(),
      /** the MapLibre layer types its features need (points: circle, lines: line, polygons: fill) */
      geometries: z.array(z.enum(layerGeometries)),
      /** changes whenever the file does (the data route's ETag) */
      version: z.string(),
    }),
  ),
  created_date: z.string(),
  updated_date: z.string(),
});
export type Layer = z.infer<typeof layerSchema>;

const nameText = z.string({ error: 'invalidValue' }).check(z.trim(), z.maxLength(limits.layerNameMax, 'layerNameExceeded'));

/** Names by locale; a locale the product does not have is refused (`name.<locale>`: unknownField). */
export const layerNamesSchema = z.record(z.string(), nameText).check(
  z.superRefine((names, ctx) => {
    for (const locale of Object.keys(names)) {
      if (!(languageLocales as readonly string[]).includes(locale))
        ctx.addIssue({ code: 'custom', path: [locale], message: 'unknownField' });
    }
  }),
);

export const layerColorSchema = z.string({ error: 'invalidValue' }).check(z.regex(/^#[0-9a-fA-F]{6}$/, 'invalidValue'));

/** Missing: required; anything else that is not one of the choices: invalidValue. */
const choiceError = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalidValue');

const layerFields = {
  name: layerNamesSchema,
  type: z.enum(layerTypes, { error: choiceError }),
  colour: z.optional(layerColorSchema),
  raster: z.optional(z.string({ error: 'invalidValue' }).check(z.trim())),
  vectorSource: z.optional(z.enum(layerVectorSources, { error: 'invalidValue' })),
  vectorTileset: z.optional(z.string({ error: 'invalidValue' }).check(z.trim())),
  vectorLayerName: z.optional(z.string({ error: 'invalidValue' }).check(z.trim())),
  vectorGeometry: z.optional(z.enum(layerGeometries, { error: choiceError })),
};

/** A layer's fields as sent on create (and, merged over the stored layer, checked on update). */
export interface LayerInput {
  name: Record<string, string>;
  type: LayerType;
  colour?: string | undefined;
  raster?: string | undefined;
  /** vector layers; default 'mapbox', and 'file' whenever a file is uploaded */
  vectorSource?: LayerVectorSource | undefined;
  vectorTileset?: string | undefined;
  vectorLayerName?: string | undefined;
  vectorGeometry?: LayerGeometry | undefined;
}

/** `PUT /organization/{id}/layer/{layerId}`: changed fields only. */
export type LayerUpdateInput = { [K in keyof LayerInput]?: LayerInput[K] | undefined };

export interface LayerRules {
  /** locales whose name is required: every language enabled by option `languages_enabled` */
  locales: readonly string[];
  /**
   * Also accept `http://` raster URLs. Test servers only (the server's config decides; never the
   * client), so that a test can serve tiles without a certificate.
   * @default false
   */
  allowHttp?: boolean;
}

/** Raster template → the URL of its tile 0/0/0, which the server fetches to test the template. */
export function rasterTestUrl(template: string): string {
  return template
    .replace(/\{s\}/g, 'a')
    .replace(/\{r\}/g, '')
    .replace(/\{[zxy]\}/g, '0');
}

/**
 * The raster URL rules that need no network: required; `https://` (rasterUrlHttps);
 * a valid URL with a host, without user name or password, containing {z}, {x} and {y} (rasterUrlInvalid).
 * The server then fetches tile 0/0/0 (rasterUrlUnable when that fails).
 */
export function rasterUrlProblem(url: string | undefined, options: { allowHttp?: boolean } = {}): ValidationKey | null {
  const value = url?.trim() ?? '';
  if (!value) return 'required';
  const secure = /^https:\/\//i.test(value) || (options.allowHttp === true && /^http:\/\//i.test(value));
  if (!secure) return 'rasterUrlHttps';
  if (value.length > rasterUrlMax || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return 'rasterUrlInvalid';
  let parsed: URL;
  try {
    parsed = new URL(rasterTestUrl(value));
  } catch {
    return 'rasterUrlInvalid';
  }
  // the rule every stored URL follows (settingsUrl.ts): a real host, no credentials
  if (!isSettingsUrl(parsed.toString(), options) || /\s/.test(value)) return 'rasterUrlInvalid';
  return null;
}

/** A Mapbox vector tileset: required, and starts with mapbox:// (vectorTilesetNotMapbox). */
export function vectorTilesetProblem(tileset: string | undefined): ValidationKey | null {
  const value = tileset?.trim() ?? '';
  if (!value) return 'required';
  if (!value.startsWith(mapboxTilesetPrefix) || value.length === mapboxTilesetPrefix.length) return 'vectorTilesetNotMapbox';
  // a tileset id (or a comma-separated composite of them): no paths, no spaces, no query
  if (value.length > tilesetMax || !/^mapbox:\/\/[A-Za-z0-9._,-]+$/.test(value)) return 'invalidValue';
  return null;
}

/**
 * Every rule of a layer's fields, as message keys by server field name (`name.fr_FR`,
 * `raster`, `vectorTileset`, `vectorLayerName`, `vectorGeometry`): names for every enabled language,
 * then the rules of the layer's kind. Fields of the other kind are not looked at. An uploaded file is
 * the server's to check (a vector layer with `vectorSource: 'file'` needs one).
 */
export function layerProblems(input: Partial<LayerInput>, rules: LayerRules, checkNames = true): Record<string, ValidationKey> {
  const problems: Record<string, ValidationKey> = {};
  if (checkNames) {
    for (const locale of rules.locales) {
      const name = input.name?.[locale]?.trim() ?? '';
      if (!name) problems[`name.${locale}`] = 'required';
      else if (name.length > limits.layerNameMax) problems[`name.${locale}`] = 'layerNameExceeded';
    }
  }
  if (input.type === 'raster') {
    const raster = rasterUrlProblem(input.raster, { allowHttp: rules.allowHttp === true });
    if (raster) problems.raster = raster;
  } else if (input.type === 'vector' && (input.vectorSource ?? 'mapbox') === 'mapbox') {
    const tileset = vectorTilesetProblem(input.vectorTileset);
    if (tileset) problems.vectorTileset = tileset;
    const layerName = input.vectorLayerName?.trim() ?? '';
    if (!layerName) problems.vectorLayerName = 'required';
    else if (layerName.length > sourceLayerMax) problems.vectorLayerName = 'invalidValue';
    if (!input.vectorGeometry) problems.vectorGeometry = 'required';
  } else if (input.type === undefined) {
    problems.type = 'required';
  }
  return problems;
}

function addProblems(ctx: z.core.$RefinementCtx, problems: Record<string, ValidationKey>) {
  for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
}

/** `POST /organization/{id}/layer` (the JSON body, or the `layer` field of a multipart upload). */
export function layerCreateSchema(rules: LayerRules) {
  return z.strictObject(layerFields).check(z.superRefine((input, ctx) => addProblems(ctx, layerProblems(input, rules))));
}

/**
 * `PUT /organization/{id}/layer/{layerId}`: changed fields only, each well-formed. The server merges
 * them over the stored layer and checks the result with `layerProblems` (names only when sent).
 */
export const layerUpdateSchema = z
  .strictObject({ ...layerFields, name: z.optional(layerNamesSchema), type: z.optional(layerFields.type) })
  .check(z.refine((value) => Object.keys(value).length > 0, 'required'));

/** The `layer` field of an update that uploads a file: the file is a change, so no field need be. */
export const layerUpdateWithFileSchema = z.strictObject({
  ...layerFields,
  name: z.optional(layerNamesSchema),
  type: z.optional(layerFields.type),
});

/** For the OpenAPI document: the create body's shape, without the rules that depend on options. */
export const layerCreateBodySchema = z.strictObject(layerFields);

/**
 * A layer's name in the interface language: the locale's own, else the default language's, else
 * English, else any (a language enabled after the layer was named has no name yet).
 */
export function layerNameIn(layer: Pick<Layer, 'name'>, locale: string, defaultLocale = 'en_US'): string {
  const names = layer.name;
  return names[locale] || names[defaultLocale] || names.en_US || Object.values(names).find(Boolean) || '';
}

/** A GeoJSON FeatureCollection as the data route serves it (RFC 7946, longitude first, 6 decimals). */
export interface LayerFeatureCollection {
  type: 'FeatureCollection';
  features: LayerFeature[];
}

export interface LayerFeature {
  type: 'Feature';
  id?: string | number;
  geometry: LayerGeometryObject;
  /** flat: strings (≤ `limits.layerPropertyTextMax`), numbers, booleans, null; untrusted text, never HTML */
  properties: Record<string, string | number | boolean | null>;
}

export type LayerPosition = [number, number];
export type LayerGeometryObject =
  | { type: 'Point'; coordinates: LayerPosition }
  | { type: 'MultiPoint'; coordinates: LayerPosition[] }
  | { type: 'LineString'; coordinates: LayerPosition[] }
  | { type: 'MultiLineString'; coordinates: LayerPosition[][] }
  | { type: 'Polygon'; coordinates: LayerPosition[][] }
  | { type: 'MultiPolygon'; coordinates: LayerPosition[][][] }
  | { type: 'GeometryCollection'; geometries: Exclude<LayerGeometryObject, { type: 'GeometryCollection' }>[] };
