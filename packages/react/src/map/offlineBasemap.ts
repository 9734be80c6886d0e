// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the asset declarations are no module, so only a reference brings them along wherever these sources are compiled (the apps compile them through the source condition)
/// <reference path="./assets.d.ts" />
import type { FeatureCollection, Feature, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { atlases } from './atlases.js';

/**
 * A basemap that needs no tile server and no network beyond the product itself: Natural Earth land and
 * country borders (world-atlas, public domain) turned into GeoJSON sources of a MapLibre style. It has
 * no symbol layers, so it needs no glyphs (MapLibre only asks for glyph files to draw labels). The report
 * view's location map always uses it; the report map uses it when no other basemap is set, or when its
 * basemap cannot be loaded.
 */

/** 1:110m is enough for a world view; 1:50m holds up to city level. */
export type AtlasResolution = '110m' | '50m';

export interface OfflineBasemapColors {
  water: string;
  land: string;
  coast: string;
  border: string;
}

/** Quiet colors, so markers stand out; the land/water contrast reads for color-blind users too. */
export const defaultBasemapColors: OfflineBasemapColors = {
  water: '#c9dfee',
  land: '#f6f3ec',
  coast: '#8fa9bd',
  border: '#a3a8b0',
};

export interface WorldGeometry {
  land: FeatureCollection | Feature;
  /** borders between two countries only (coasts are the land's outline) */
  borders: MultiLineString;
}

type AtlasTopology = Topology<{ land?: GeometryCollection; countries?: GeometryCollection }>;

/** GeoJSON out of world-atlas's `land-*.json` and `countries-*.json` topologies. */
export function worldGeometry(land: AtlasTopology, countries: AtlasTopology): WorldGeometry {
  if (!land.objects.land || !countries.objects.countries) throw new Error('not a world-atlas topology');
  return {
    land: feature(land, land.objects.land),
    borders: mesh(countries, countries.objects.countries, (a, b) => a !== b),
  };
}

/** The style itself: water as the background, land filled, borders drawn; attribution to Natural Earth. */
export function offlineBasemapStyle(world: WorldGeometry, colors: OfflineBasemapColors = defaultBasemapColors): StyleSpecification {
  return {
    version: 8,
    name: 'Fieldwatch offline basemap',
    sources: {
      land: { type: 'geojson', data: world.land, attribution: 'Natural Earth', tolerance: 0.5 },
      borders: { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: world.borders } },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land } },
      {
        id: 'coast',
        type: 'line',
        source: 'land',
        paint: { 'line-color': colors.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 0, 0.4, 8, 1.2] },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': colors.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 0, 0.4, 8, 1.5],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}

/**
 * The topologies are modules of their own, imported when a map first needs them (once per page): a
 * dynamic `import()` of JSON, which every bundler splits into a chunk of its own (Vite, webpack, esbuild
 * and Next read JSON; the published package carries them as JavaScript chunks, `JSON.parse` of the text,
 * so that a Rollup build needs no JSON plugin). Rejected: fetching `?url` assets, which only Vite copies.
 * The imports are in atlases.js, typed by hand (atlases.d.ts).
 */
const geometries = new Map<AtlasResolution, Promise<WorldGeometry>>();

/** The offline basemap style, with its world geometry loaded (and kept for the next map). */
export async function loadOfflineBasemap(resolution: AtlasResolution = '50m', colors?: OfflineBasemapColors): Promise<StyleSpecification> {
  let world = geometries.get(resolution);
  if (!world) {
    world = atlases[resolution]().then(([land, countries]) =>
      worldGeometry(land.default as AtlasTopology, countries.default as AtlasTopology),
    );
    world.catch(() => geometries.delete(resolution));
    geometries.set(resolution, world);
  }
  return offlineBasemapStyle(await world, colors);
}
