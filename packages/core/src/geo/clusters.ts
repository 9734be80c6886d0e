/**
 * What a map draws — clusters and single reports — and the clustering of points held in the browser
 * (supercluster). No DOM: the React package runs it in a Web Worker, tests and workerless hosts in
 * the page (docs/map.md "Two ways to a frame").
 */
import Supercluster from 'supercluster';
import type { PreparedRequest } from '../api/client.js';
import { limits } from '../limits.js';
import type { BoundingBox, ReportClusters } from '../schemas/report.js';
import { jitterPositions } from './jitter.js';
import type { PackedPoints } from './points.js';

/** A cluster of reports on the map; `key` names it to `ClusterEngine.bounds`. */
export interface MapCluster {
  key: number;
  lng: number;
  lat: number;
  count: number;
  /** where its reports lie, when known without asking (server clusters) */
  bounds?: BoundingBox;
}

/** One report's marker. */
export interface MapPoint {
  id: number;
  lng: number;
  lat: number;
  flags: number;
}

/** Everything a map draws for one view. */
export interface MapFrame {
  clusters: MapCluster[];
  points: MapPoint[];
}

/** A map's view: what it shows, and at which zoom. */
export interface MapView {
  bbox: BoundingBox;
  zoom: number;
}

/**
 * The view of a map of `width` × `height` CSS pixels centred on `center` ([longitude, latitude]) at
 * `zoom`, as MapLibre draws it (Web Mercator, 512-pixel tiles, longitudes within ±180, the world past
 * one turn). Lets a map's first data be asked for before the map exists: a box at least as large as
 * the map's own (the window's, say) covers the view the map reports later at the same zoom.
 */
export function viewAround(center: [number, number], zoom: number, width: number, height: number): MapView {
  const worldPixels = 512 * 2 ** zoom;
  const halfWidthDegrees = (width / 2 / worldPixels) * 360;
  const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 360));
  const latitudeOf = (y: number) => (Math.atan(Math.exp(y)) * 360) / Math.PI - 90;
  const y = mercatorY(center[1]);
  const halfHeight = (height / 2 / worldPixels) * 2 * Math.PI;
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const world = halfWidthDegrees * 2 >= 360;
  return {
    bbox: [
      world ? -180 : wrap(center[0] - halfWidthDegrees),
      Math.max(-90, latitudeOf(y - halfHeight)),
      world ? 180 : wrap(center[0] + halfWidthDegrees),
      Math.min(90, latitudeOf(y + halfHeight)),
    ],
    zoom,
  };
}

/** What an engine that fetched the points itself holds: the matching total, and how many it indexed. */
export interface FetchedPoints {
  total: number;
  /** 0 when more matched than the request's `max` (the server left the points out) */
  count: number;
  /** the frame of the view given to `expectView`, made as soon as the points were indexed */
  first?: { view: MapView; frame: MapFrame };
}

/** A points request that failed in the engine's thread: the answer's status (0: no answer) and body. */
export class PointsFetchError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`points request failed (${status})`);
    this.name = 'PointsFetchError';
  }
}

/** Clusters points held in the browser; implemented in the page or behind a Web Worker. */
export interface ClusterEngine {
  /** Indexes the points (jittering reports at the same 4-decimal place, so each stays clickable). */
  load(points: PackedPoints): Promise<void>;
  /** The clusters and single reports of a view. */
  frame(view: MapView): Promise<MapFrame>;
  /** Where the reports of cluster `key` lie (a cluster click zooms the map to fit them). */
  bounds(key: number): Promise<BoundingBox>;
  /**
   * Sends the binary points request itself and indexes the answer, off the page's main thread (a worker
   * does; the page is then free to make the map meanwhile). `null` when this engine cannot: the caller
   * fetches and calls `load`. Rejects with `PointsFetchError` when the answer is not the points.
   */
  fetchPoints?(request: PreparedRequest): Promise<FetchedPoints | null>;
  /**
   * The view the first frame will be asked for, told while `fetchPoints` is on its way: the engine makes
   * that frame as soon as the points are indexed and answers it with them (`FetchedPoints.first`), so the
   * first frame needs no second message to the engine's thread, whose answer would wait for the page's.
   */
  expectView?(view: MapView): void;
  /**
   * Holds the indexing of the points `fetchPoints` brings until `indexNow`, for this fetch and any
   * started before `indexNow`: told when the server's clusters are asked for beside the points, or
   * have made the first frame, so that the indexing does not take the CPU the map needs to draw it (a
   * machine of two cores shares it between the page, the map's workers and this engine's). Points
   * already indexed stay so.
   */
  deferIndexing?(): void;
  /** Indexes the held points now (the map has drawn, or needs a frame or a cluster's bounds). */
  indexNow?(): void;
  dispose(): void;
}

/** Cluster radius in pixels of the map (supercluster measures in 512-pixel tiles, as MapLibre draws). */
export const clusterRadius = 60;

interface PointProps {
  id: number;
  flags: number;
}

/**
 * supercluster over `points`, jittered; the work of `ClusterEngine.load`. Unclustered (a partner's
 * `clustered="false"`), no group is ever formed and every report keeps its own marker.
 */
export function indexPoints(points: PackedPoints, clustered = true): Supercluster<PointProps> {
  const positions = jitterPositions(
    Array.from(points.ids, (id, i) => ({ id, flags: points.flags[i]!, latitude: points.lat[i]! / 1e6, longitude: points.lng[i]! / 1e6 })),
  );
  const index = new Supercluster<PointProps>({
    radius: clusterRadius,
    maxZoom: limits.mapClusterMaxZoom,
    ...(clustered ? {} : { minPoints: Number.MAX_SAFE_INTEGER }),
  });
  index.load(
    positions.map(({ id, flags, latitude, longitude }) => ({
      type: 'Feature',
      properties: { id, flags },
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
    })),
  );
  return index;
}

/** supercluster gives positions back through its projection: 1 cm is what a map can show. */
const round7 = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

/** The frame of a view from a supercluster index (supercluster reads a box crossing 180° itself). */
export function frameOf(index: Supercluster<PointProps>, { bbox, zoom }: MapView): MapFrame {
  const frame: MapFrame = { clusters: [], points: [] };
  for (const feature of index.getClusters(bbox, Math.floor(zoom))) {
    const [lng, lat] = (feature.geometry.coordinates as [number, number]).map(round7) as [number, number];
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      frame.clusters.push({ key: properties.cluster_id, lng, lat, count: properties.point_count });
    } else {
      const { id, flags } = properties as PointProps;
      frame.points.push({ id, flags, lng, lat });
    }
  }
  return frame;
}

/** The box around every report of a cluster. */
export function boundsOf(index: Supercluster<PointProps>, key: number): BoundingBox {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const leaf of index.getLeaves(key, Infinity)) {
    const [lng, lat] = leaf.geometry.coordinates as [number, number];
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [round7(west), round7(south), round7(east), round7(north)];
}

/** A `ClusterEngine` that works in the calling thread (tests, hosts without workers). */
export function createLocalClusterEngine(clustered = true): ClusterEngine {
  let index: Supercluster<PointProps> | null = null;
  const loaded = () => {
    if (!index) throw new Error('no points loaded');
    return index;
  };
  // answers come as promises, as from the worker: a failure (no points loaded yet) is a rejection, not a throw
  return {
    load: (points) =>
      new Promise((resolve) => {
        index = indexPoints(points, clustered);
        resolve();
      }),
    frame: (view) => new Promise((resolve) => resolve(frameOf(loaded(), view))),
    bounds: (key) => new Promise((resolve) => resolve(boundsOf(loaded(), key))),
    dispose: () => {
      index = null;
    },
  };
}

/** A frame from the server's clusters (`/reports/geo/clusters`), reports at one place jittered apart. */
export function frameOfServerClusters({ clusters, points }: ReportClusters): MapFrame {
  const jittered = jitterPositions(
    points.ids.map((id, i) => ({ id, flags: points.flags[i]!, latitude: points.lat[i]! / 1e6, longitude: points.lng[i]! / 1e6 })),
  );
  return {
    clusters: clusters.count.map((count, i) => ({
      key: i,
      count,
      lng: clusters.lng[i]!,
      lat: clusters.lat[i]!,
      bounds: clusters.bounds[i]!,
    })),
    points: jittered.map(({ id, flags, latitude, longitude }) => ({ id, flags, lat: latitude, lng: longitude })),
  };
}
