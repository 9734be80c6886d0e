// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the asset declarations are no module, so only a reference brings them along wherever these sources are compiled (the apps compile them through the source condition)
/// <reference path="./assets.d.ts" />
import type { FeatureCollection, Feature, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

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

// The topologies are fetched as assets (not bundled into the JavaScript), once per page.
const atlasUrls: Record<AtlasResolution, () => Promise<[{ default: string }, { default: string }]>> = {
  '110m': () => Promise.all([import('world-atlas/land-110m.json?url'), import('world-atlas/countries-110m.json?url')]),
  '50m': () => Promise.all([import('world-atlas/land-50m.json?url'), import('world-atlas/countries-50m.json?url')]),
};
const geometries = new Map<AtlasResolution, Promise<WorldGeometry>>();

async function fetchJson(url: string): Promise<AtlasTopology> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`basemap data: ${response.status}`);
  return (await response.json()) as AtlasTopology;
}

/** The offline basemap style, with its world geometry loaded (and kept for the next map). */
export async function loadOfflineBasemap(resolution: AtlasResolution = '50m', colors?: OfflineBasemapColors): Promise<StyleSpecification> {
  let world = geometries.get(resolution);
  if (!world) {
    world = atlasUrls[resolution]()
      .then(([land, countries]) => Promise.all([fetchJson(land.default), fetchJson(countries.default)]))
      .then(([land, countries]) => worldGeometry(land, countries));
    world.catch(() => geometries.delete(resolution));
    geometries.set(resolution, world);
  }
  return offlineBasemapStyle(await world, colors);
}
