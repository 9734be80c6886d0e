/**
 * The one imperative wrapper around a MapLibre map for `ReportMap` (as react-map-gl does it: the
 * component keeps its latest props in a ref and drives the map through this one object).
 * It owns the map's sources and layers — the reports' clusters and markers, the organization's layers,
 * the keyboard focus ring — and puts them back whenever the basemap changes, so the component only
 * says what to show.
 */
import type { MapFrame, MapView } from '@fieldwatch/core';
import type { FeatureCollection } from 'geojson';
import type {
  ExpressionSpecification,
  GeoJSONSource,
  LayerSpecification,
  Map as MaplibreMap,
  MapLayerMouseEvent,
  NavigationControl,
  Popup,
  RequestTransformFunction,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type * as maplibreModule from 'maplibre-gl';
import { badgeName, drawBadge, type BadgeColors } from './clusterBadges.js';
import { addZoomButtons } from '../../map/zoomButtons.js';

type Maplibre = typeof maplibreModule;

const reportSource = 'fw-reports';
const ids = { clusters: 'fw-report-clusters', points: 'fw-report-points', focus: 'fw-report-focus' } as const;

/** Marker states, from the point flags (docs/map.md): closed before urgent before verified. */
export type MarkerState = 'closed' | 'urgent' | 'verified' | 'open';

export function markerState(flags: number): MarkerState {
  if (flags & 4) return 'closed';
  if (flags & 2) return 'urgent';
  if (flags & 1) return 'verified';
  return 'open';
}

export interface MapColors extends BadgeColors {
  markers: Record<MarkerState, string>;
  markerOutline: string;
  focus: string;
}

/** A layer of the organization drawn under the reports (docs/layers.md). */
export type OverlaySpec =
  | { id: string; kind: 'raster'; tiles: string[] }
  | { id: string; kind: 'tileset'; url: string; sourceLayer: string; geometry: 'circle' | 'line' | 'fill'; color: string }
  | { id: string; kind: 'geojson'; data: FeatureCollection; color: string };

export interface ReportMapControllerOptions {
  element: HTMLElement;
  style: StyleSpecification | string;
  center: [number, number];
  zoom: number;
  /** controls go to the reading start's opposite corner */
  rtl: boolean;
  transformRequest?: RequestTransformFunction;
  colors: MapColors;
  /** the page's font family, for the badges */
  font: string;
  /** a count as the badge shows it (locale digits, compact) */
  labelOf: (count: number) => string;
  /** the accessible name of the map canvas */
  label: string;
  /** MapLibre's own control texts in the interface language ('NavigationControl.ZoomIn', …) */
  locale?: Record<string, string>;
  onView: (view: MapView) => void;
  onCluster: (key: number) => void;
  onPoint: (id: number, at: [number, number]) => void;
  /** the current frame is on screen */
  onDrawn: () => void;
}

const emptyData: FeatureCollection = { type: 'FeatureCollection', features: [] };

function frameData(frame: MapFrame | null, labelOf: (count: number) => string): FeatureCollection {
  if (!frame) return emptyData;
  return {
    type: 'FeatureCollection',
    features: [
      ...frame.clusters.map((cluster) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [cluster.lng, cluster.lat] },
        properties: {
          kind: 'cluster',
          key: cluster.key,
          focus: `c${cluster.key}`,
          badge: badgeName(cluster.count, labelOf(cluster.count)),
        },
      })),
      ...frame.points.map((point) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
        properties: { kind: 'report', id: point.id, focus: `r${point.id}`, state: markerState(point.flags) },
      })),
    ],
  };
}

/** The map's view as the API reads it: longitudes within ±180 (west > east across 180°), the world past one turn. */
function viewOf(map: Pick<MaplibreMap, 'getBounds' | 'getZoom'>): MapView {
  const bounds = map.getBounds();
  const clampLat = (lat: number) => Math.max(-90, Math.min(90, lat));
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const west = bounds.getWest();
  const east = bounds.getEast();
  const world = east - west >= 360;
  return {
    bbox: [world ? -180 : wrap(west), clampLat(bounds.getSouth()), world ? 180 : wrap(east), clampLat(bounds.getNorth())],
    zoom: map.getZoom(),
  };
}

export class ReportMapController {
  readonly map: MaplibreMap;
  private frame: MapFrame | null = null;
  private focus: string | null = null;
  private overlays: OverlaySpec[] = [];
  private installedOverlays: OverlaySpec[] = [];
  private drawPending = false;
  private destroyed = false;
  private navigation: NavigationControl;
  private popup: Popup | null = null;

  constructor(
    private readonly maplibregl: Maplibre,
    private readonly options: ReportMapControllerOptions,
  ) {
    const map = new maplibregl.Map({
      container: options.element,
      style: options.style,
      center: options.center,
      zoom: options.zoom,
      minZoom: 0,
      maxZoom: 22,
      attributionControl: { compact: true },
      dragRotate: false,
      pitchWithRotate: false,
      // badges appear at once: they never collide (allow-overlap), so the fade would only delay them, and
      // the map is not idle (nor its frame complete) until a fade ends; motion-sensitive users gain too
      fadeDuration: 0,
      ...(options.transformRequest ? { transformRequest: options.transformRequest } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    });
    this.map = map;
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    this.navigation = addZoomButtons(maplibregl, map, options.rtl);
    map.getCanvas().setAttribute('aria-label', options.label);

    // a new basemap arrives without the product's sources: put them back each time a style loads
    map.on('style.load', () => this.install());
    // badges are drawn before the frame that needs them (`setFrame`); the resolver covers any other
    // request, e.g. after a new basemap dropped the images (MapLibre 6 asks it before drawing)
    map.setMissingStyleImageResolver((id) => this.addBadge(id));
    // every view the user moves to; the first is known as soon as the map exists (see `start`)
    // after MapLibre's frame, in a task of its own: what follows a move never lengthens a frame
    map.on('moveend', () => setTimeout(() => !this.destroyed && options.onView(viewOf(map)), 0));
    map.on('idle', () => {
      if (!this.drawPending || !map.getSource(reportSource)) return;
      this.drawPending = false;
      options.onDrawn();
    });
    map.on('click', ids.clusters, (event: MapLayerMouseEvent) => {
      const key: unknown = event.features?.[0]?.properties?.key;
      if (typeof key === 'number') options.onCluster(key);
    });
    map.on('click', ids.points, (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const id: unknown = feature?.properties?.id;
      if (typeof id === 'number' && feature?.geometry.type === 'Point')
        options.onPoint(id, feature.geometry.coordinates as [number, number]);
    });
    // a pointer over a cluster or a marker; looked up once a frame at most, and not while the map
    // moves (layer-bound mouseenter/mouseleave would query the map on every mouse move of a drag)
    map.on('mousemove', (event) => {
      if (!this.hover) requestAnimationFrame(() => this.updateCursor());
      this.hover = event.point;
    });
    map.on('mouseout', () => (map.getCanvas().style.cursor = ''));
  }

  /**
   * Reports the first view at once: the map knows its size and camera from the start, so the reports
   * are fetched and clustered while the basemap loads, not after it has drawn (MapLibre's `load`).
   */
  start(): void {
    this.options.onView(viewOf(this.map));
  }

  /** where the pointer last moved, until the next frame looks at it */
  private hover: { x: number; y: number } | null = null;

  private updateCursor(): void {
    const at = this.hover;
    this.hover = null;
    if (!at || this.destroyed || this.map.isMoving() || !this.map.getLayer(ids.points)) return;
    const over = this.map.queryRenderedFeatures([at.x, at.y], { layers: [ids.clusters, ids.points] }).length > 0;
    this.map.getCanvas().style.cursor = over ? 'pointer' : '';
  }

  /** The view right now (the map reports each later one through `onView`). */
  view(): MapView {
    return viewOf(this.map);
  }

  setFrame(frame: MapFrame | null): void {
    this.frame = frame;
    const source = this.map.getSource<GeoJSONSource>(reportSource);
    if (!source) return;
    // drawn once the map's worker has it: `onDrawn` says when, nothing here waits for it
    void source.setData(this.dataWithBadges(frame));
    globalThis.performance?.mark?.('fw-map:data');
    this.drawPending = frame !== null;
    // an unchanged map may already be idle: make sure one more frame is drawn and reported
    this.map.triggerRepaint();
  }

  /** Rings one cluster (`c<key>`) or report (`r<id>`) for the keyboard path; null for none. */
  setFocus(focus: string | null): void {
    this.focus = focus;
    if (this.map.getLayer(ids.focus)) this.map.setFilter(ids.focus, ['==', ['get', 'focus'], focus ?? '']);
  }

  setBasemap(style: StyleSpecification | string): void {
    this.map.setStyle(style, { diff: false });
  }

  setOverlays(overlays: OverlaySpec[]): void {
    this.overlays = overlays;
    if (this.map.getSource(reportSource)) this.installOverlays();
  }

  /**
   * The interface language changed (an element's `locale`, the dashboard's language): the canvas's name,
   * MapLibre's control texts, and the zoom buttons on the side where the language reads from, away from
   * the product's buttons on the other.
   */
  setLanguage(rtl: boolean, locale: Record<string, string>, label: string): void {
    this.map._locale = { ...this.map._locale, ...locale };
    this.map.getCanvas().setAttribute('aria-label', label);
    this.map.removeControl(this.navigation);
    this.navigation = addZoomButtons(this.maplibregl, this.map, rtl);
  }

  /**
   * Opens a report's popup at `at` with `content` (drawn by the caller). `onClose` hears the user close
   * it, or the map go away; the function returned takes it away without calling `onClose`.
   */
  openPopup(at: [number, number], content: HTMLElement, onClose: () => void): () => void {
    const popup = new this.maplibregl.Popup({ closeButton: true, maxWidth: '18rem', focusAfterOpen: false })
      .setLngLat(at)
      .setDOMContent(content)
      .addTo(this.map);
    this.popup = popup;
    popup.on('close', onClose);
    return () => {
      popup.off('close', onClose);
      popup.remove();
    };
  }

  destroy(): void {
    this.destroyed = true;
    this.popup?.remove();
    this.map.remove();
  }

  /** The source data of a frame, its badges drawn first: the map's worker would otherwise ask for each, a round trip a badge. */
  private dataWithBadges(frame: MapFrame | null): FeatureCollection {
    const data = frameData(frame, this.options.labelOf);
    for (const feature of data.features) {
      const badge: unknown = feature.properties?.badge;
      if (typeof badge === 'string') this.addBadge(badge);
    }
    return data;
  }

  /** Draws the badge `name` (`badgeName`) into the map's images, once. */
  private addBadge(name: string): void {
    if (this.map.hasImage(name)) return;
    const pixelRatio = Math.max(1, Math.round(globalThis.devicePixelRatio || 1));
    const image = drawBadge(name, this.options.colors, this.options.font, pixelRatio);
    if (image) this.map.addImage(name, image, { pixelRatio });
  }

  private install(): void {
    if (this.destroyed) return;
    const { map } = this;
    const { colors } = this.options;
    map.addSource(reportSource, { type: 'geojson', data: this.dataWithBadges(this.frame) });
    const isCluster: ExpressionSpecification = ['==', ['get', 'kind'], 'cluster'];
    const isReport: ExpressionSpecification = ['==', ['get', 'kind'], 'report'];
    map.addLayer({
      id: ids.points,
      type: 'circle',
      source: reportSource,
      filter: isReport,
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 4, 5, 14, 8],
        'circle-color': [
          'match',
          ['get', 'state'],
          'closed',
          colors.markers.closed,
          'urgent',
          colors.markers.urgent,
          'verified',
          colors.markers.verified,
          colors.markers.open,
        ],
        'circle-stroke-width': 2,
        'circle-stroke-color': colors.markerOutline,
      },
    });
    map.addLayer({
      id: ids.clusters,
      type: 'symbol',
      source: reportSource,
      filter: isCluster,
      layout: { 'icon-image': ['get', 'badge'], 'icon-allow-overlap': true, 'icon-ignore-placement': true },
    });
    map.addLayer({
      id: ids.focus,
      type: 'circle',
      source: reportSource,
      filter: ['==', ['get', 'focus'], this.focus ?? ''],
      paint: {
        'circle-radius': ['case', isCluster, 30, 13],
        'circle-opacity': 0,
        'circle-stroke-width': 3,
        'circle-stroke-color': colors.focus,
      },
    });
    this.installedOverlays = [];
    this.installOverlays();
    this.drawPending = this.frame !== null;
  }

  /** The organization's layers under the reports, in the order given; removed ones taken away. */
  private installOverlays(): void {
    const { map } = this;
    for (const old of this.installedOverlays) {
      for (const layer of overlayLayers(old, this.options.colors)) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      if (map.getSource(old.id)) map.removeSource(old.id);
    }
    for (const overlay of this.overlays) {
      map.addSource(overlay.id, overlaySource(overlay));
      for (const layer of overlayLayers(overlay, this.options.colors)) map.addLayer(layer, ids.points);
    }
    this.installedOverlays = this.overlays;
  }
}

function overlaySource(overlay: OverlaySpec): SourceSpecification {
  switch (overlay.kind) {
    case 'raster':
      return { type: 'raster', tiles: overlay.tiles, tileSize: 256 };
    case 'tileset':
      return { type: 'vector', url: overlay.url };
    case 'geojson':
      return { type: 'geojson', data: overlay.data };
  }
}

/** MapLibre layers of an overlay: a GeoJSON file draws its points, lines and shapes each their way. */
function overlayLayers(overlay: OverlaySpec, colors: MapColors): LayerSpecification[] {
  const id = overlay.id;
  switch (overlay.kind) {
    case 'raster':
      return [{ id: `${id}:raster`, type: 'raster', source: id, paint: { 'raster-opacity': 0.85 } }];
    case 'tileset':
      return [drawn(`${id}:${overlay.geometry}`, overlay.geometry, id, overlay.color, colors, overlay.sourceLayer)];
    case 'geojson': {
      const shapes: ExpressionSpecification = ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false];
      const lines: ExpressionSpecification = ['match', ['geometry-type'], ['LineString', 'MultiLineString'], true, false];
      const points: ExpressionSpecification = ['match', ['geometry-type'], ['Point', 'MultiPoint'], true, false];
      return [
        { ...drawn(`${id}:fill`, 'fill', id, overlay.color, colors), filter: shapes },
        { ...drawn(`${id}:outline`, 'line', id, overlay.color, colors), filter: shapes },
        { ...drawn(`${id}:line`, 'line', id, overlay.color, colors), filter: lines },
        { ...drawn(`${id}:circle`, 'circle', id, overlay.color, colors), filter: points },
      ] as LayerSpecification[];
    }
  }
}

function drawn(
  id: string,
  geometry: 'circle' | 'line' | 'fill',
  source: string,
  color: string,
  colors: MapColors,
  sourceLayer?: string,
): LayerSpecification {
  const base = { id, source, ...(sourceLayer ? { 'source-layer': sourceLayer } : {}) };
  switch (geometry) {
    case 'fill':
      return { ...base, type: 'fill', paint: { 'fill-color': color, 'fill-opacity': 0.25 } };
    case 'line':
      return { ...base, type: 'line', paint: { 'line-color': color, 'line-width': 2 } };
    case 'circle':
      return {
        ...base,
        type: 'circle',
        paint: { 'circle-color': color, 'circle-radius': 4, 'circle-stroke-width': 1, 'circle-stroke-color': colors.markerOutline },
      };
  }
}
