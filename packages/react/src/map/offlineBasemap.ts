import type { Feature, FeatureCollection } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { cells, world } from './atlases.js';
import { cellsIn, fineFromZoom } from './atlasCells.js';

/**
 * A basemap that needs no tile server and no network beyond the product itself: Natural Earth land,
 * coasts and country borders (world-atlas, public domain) as one GeoJSON source of a MapLibre style. It
 * has no symbol layers, so it needs no glyphs (MapLibre only asks for glyph files to draw labels).
 *
 * It loads what the view needs (docs/map.md "Offline basemap"): the world at 1:110m (one small file,
 * enough below zoom 4) and, from zoom 4 on, the 30° squares of 1:50m data the view shows
 * (scripts/offlineAtlas.ts cuts them). A square not loaded yet is drawn at 1:110m, so land is drawn at
 * every zoom; `followOfflineBasemap` loads the squares as the map moves.
 */

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

/** The one source of the offline basemap: land, coasts and borders, told apart by `properties.kind`. */
export const offlineBasemapSource = 'fieldwatch-offline-basemap';

/** Where a map's view is before it exists: its center and zoom, and the size of its box when known. */
export interface OfflineView {
  center: [number, number];
  zoom: number;
  /** width and height in CSS pixels (a screen of 1280 × 800 when not given) */
  size?: [number, number];
}

type Kind = 'land' | 'coast' | 'borders';
type AtlasTopology = Topology<Record<Kind, never>>;
type BasemapFeature = Feature & { properties: { kind: Kind; cell?: string } };

/** Every geometry of a topology's three objects as features tagged with their kind (and square, if any). */
function featuresOf(topology: AtlasTopology): BasemapFeature[] {
  return (['land', 'coast', 'borders'] as const).flatMap((kind) => {
    const object = topology.objects[kind] as Parameters<typeof feature>[1] | undefined;
    if (!object) return [];
    const found: Feature | FeatureCollection = feature(topology, object);
    const features = found.type === 'FeatureCollection' ? found.features : [found];
    return features.map((f): BasemapFeature => ({ ...f, properties: { ...f.properties, kind } }));
  });
}

// once per page: the 1:110m world, and each 1:50m square once loaded (shared by every map)
let coarse: Promise<BasemapFeature[]> | null = null;
const fine = new Map<string, BasemapFeature[]>();
const loadingCells = new Map<string, Promise<void>>();
// bumped when a square arrives: a map whose data is older draws it again
let version = 0;

function loadWorld(): Promise<BasemapFeature[]> {
  coarse ??= world().then((module) => featuresOf(module.default as AtlasTopology));
  coarse.catch(() => {
    coarse = null;
  });
  return coarse;
}

/** Loads the squares of 1:50m data among `ids` not loaded yet (sea squares have no file). */
function loadCells(ids: readonly string[]): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const id of ids) {
    const load = cells[id];
    if (!load || fine.has(id)) continue;
    let loading = loadingCells.get(id);
    if (!loading) {
      loading = load().then(
        (module) => {
          fine.set(id, featuresOf(module.default as AtlasTopology));
          version += 1;
        },
        // the 1:110m square stands in; the next move asks again
        () => undefined,
      );
      loadingCells.set(id, loading);
      void loading.finally(() => loadingCells.delete(id));
    }
    loads.push(loading);
  }
  return Promise.all(loads).then(() => undefined);
}

/** The source's data: 1:50m where its square is loaded, 1:110m elsewhere. */
function basemapData(world: readonly BasemapFeature[]): FeatureCollection {
  const coarseFeatures = world.filter((f) => !f.properties.cell || !fine.has(f.properties.cell));
  return { type: 'FeatureCollection', features: [...coarseFeatures, ...[...fine.values()].flat()] };
}

/** The squares around a view that does not exist yet, as a box of its size (else about 1280 × 800 pixels) would show it. */
function boundsAround({ center: [lng, lat], zoom, size }: OfflineView): [number, number, number, number] {
  // a box not laid out yet (hidden, 0 × 0) says nothing of the view it will have
  const [width, height] = size && size[0] > 0 && size[1] > 0 ? size : [1280, 800];
  const degreesPerPixel = 360 / (512 * 2 ** zoom);
  const halfWidth = (width / 2) * degreesPerPixel;
  // latitudes shrink towards the poles on the map: a generous half height keeps the estimate covering
  const halfHeight = (height / 2) * degreesPerPixel;
  return [lng - halfWidth, Math.max(-90, lat - halfHeight), lng + halfWidth, Math.min(90, lat + halfHeight)];
}

const atlasVersionKey = 'fieldwatch:atlas-version';

/** The style itself: water as the background, land filled, coasts and borders drawn; attribution to Natural Earth. */
export function offlineBasemapStyle(data: FeatureCollection, colors: OfflineBasemapColors = defaultBasemapColors): StyleSpecification {
  const ofKind = (kind: Kind) => ['==', ['get', 'kind'], kind] as ['==', ['get', string], string];
  return {
    version: 8,
    name: 'Fieldwatch offline basemap',
    metadata: { [atlasVersionKey]: version },
    sources: {
      [offlineBasemapSource]: { type: 'geojson', data, attribution: 'Natural Earth', tolerance: 0.5 },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'land', type: 'fill', source: offlineBasemapSource, filter: ofKind('land'), paint: { 'fill-color': colors.land } },
      {
        id: 'coast',
        type: 'line',
        source: offlineBasemapSource,
        filter: ofKind('coast'),
        paint: { 'line-color': colors.coast, 'line-width': ['interpolate', ['linear'], ['zoom'], 0, 0.4, 8, 1.2] },
      },
      {
        id: 'borders',
        type: 'line',
        source: offlineBasemapSource,
        filter: ofKind('borders'),
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
 * The offline basemap style, with the data a map at `view` needs loaded first (the 1:110m world, and
 * from zoom 4 the 1:50m squares around the view); without a view, the 1:110m world alone (the squares
 * follow once the map moves or loads, `followOfflineBasemap`).
 */
export async function loadOfflineBasemap(view?: OfflineView, colors?: OfflineBasemapColors): Promise<StyleSpecification> {
  const [world] = await Promise.all([loadWorld(), view && view.zoom >= fineFromZoom ? loadCells(cellsIn(boundsAround(view))) : undefined]);
  return offlineBasemapStyle(basemapData(world), colors);
}

/** The parts of a MapLibre map `followOfflineBasemap` uses. */
export type FollowedMap = Pick<MaplibreMap, 'on' | 'off' | 'getSource' | 'getBounds' | 'getZoom' | 'getStyle'>;

/**
 * Keeps the offline basemap's detail in step with the view of a map, whatever style it draws: while the
 * map shows the offline basemap, each view at zoom 4 or more loads the 1:50m squares it shows and the
 * source is given them. Call it once the map exists; returns the detach function.
 */
export function followOfflineBasemap(map: FollowedMap): () => void {
  let detached = false;
  // the atlas version the map's source holds (-1: a style not read yet)
  let shown = -1;

  const update = async () => {
    if (!map.getSource(offlineBasemapSource)) return;
    if (map.getZoom() >= fineFromZoom) {
      const bounds = map.getBounds();
      await loadCells(cellsIn([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]));
    }
    const source = map.getSource<GeoJSONSource>(offlineBasemapSource);
    if (detached || !source || shown === version) return;
    const world = await loadWorld();
    if (detached) return;
    shown = version;
    void source.setData(basemapData(world));
  };
  const onStyleLoad = () => {
    const built = map.getStyle()?.metadata as Record<string, unknown> | undefined;
    shown = typeof built?.[atlasVersionKey] === 'number' ? built[atlasVersionKey] : -1;
    void update();
  };
  const onMoveEnd = () => void update();

  const detach = () => {
    detached = true;
    map.off('style.load', onStyleLoad);
    map.off('moveend', onMoveEnd);
    map.off('remove', detach);
  };
  map.on('style.load', onStyleLoad);
  map.on('moveend', onMoveEnd);
  // a removed map has no style left to ask
  map.on('remove', detach);
  return detach;
}
