/**
 * A stand-in for the `maplibre-gl` module in component tests: happy-dom has no WebGL, so a real map
 * cannot be drawn there. It keeps what a component asked of the map (options, styles, camera) and lets
 * a test fire the events MapLibre fires (`moveend`, `error`, `style.load`, …). The logic under test
 * (components, the basemap fallback) is the real one.
 */
type Listener = (event: Record<string, unknown>) => void;

interface FakeMapOptions {
  center: [number, number];
  zoom: number;
  style: unknown;
  transformRequest?: (url: string, type?: string) => { url: string } | undefined;
  [option: string]: unknown;
}

export class FakeMap {
  static instances: FakeMap[] = [];
  readonly options: FakeMapOptions;
  /** every style given to setStyle after the constructor's */
  readonly styles: unknown[] = [];
  removed = false;
  private center: { lng: number; lat: number };
  private zoom: number;
  private listeners = new Map<string, Set<Listener>>();

  constructor(options: FakeMapOptions) {
    this.options = options;
    this.center = { lng: options.center[0], lat: options.center[1] };
    this.zoom = options.zoom;
    FakeMap.instances.push(this);
  }

  on(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
    return this;
  }
  off(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
    return this;
  }
  once(type: string, listener: Listener) {
    const once: Listener = (event) => {
      this.off(type, once);
      listener(event);
    };
    return this.on(type, once);
  }
  /** the canvas an in-page map hides until its first view is complete (`load`) */
  readonly canvas = document.createElement('canvas');
  getCanvas() {
    return this.canvas;
  }
  /** no source of the offline basemap: the style is a recorded object, never loaded */
  getSource() {
    return undefined;
  }
  fire(type: string, event: Record<string, unknown> = {}) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
  setStyle(style: unknown) {
    this.styles.push(style);
    // MapLibre says synchronously that a new style starts loading
    this.fire('styledataloading');
    return this;
  }
  getStyle() {
    return { version: 8, sources: {}, layers: [] };
  }
  addControl() {
    return this;
  }
  remove() {
    this.removed = true;
  }
  jumpTo({ center, zoom }: { center?: [number, number]; zoom?: number }) {
    if (center) this.center = { lng: center[0], lat: center[1] };
    if (zoom !== undefined) this.zoom = zoom;
    this.fire('moveend');
    return this;
  }
  getCenter() {
    const { lng, lat } = this.center;
    return { lng, lat, wrap: () => ({ lng: ((((lng + 180) % 360) + 360) % 360) - 180, lat }), toArray: () => [lng, lat] };
  }
  getZoom() {
    return this.zoom;
  }
  easeTo(options: { center?: [number, number]; zoom?: number }) {
    return this.jumpTo(options);
  }
  /** the whole world is in view: nothing a component shows is ever outside it */
  getBounds() {
    return { contains: () => true };
  }
  /** what a person panning and zooming does, ending with MapLibre's `moveend` */
  moveTo(lat: number, lng: number, zoom: number) {
    this.center = { lng, lat };
    this.zoom = zoom;
    this.fire('moveend');
  }
}

/** A marker that keeps where it was put and on which map, and fires its own events (`dragend`). */
export class FakeMarker {
  static instances: FakeMarker[] = [];
  readonly options: Record<string, unknown>;
  lngLat: { lng: number; lat: number } | null = null;
  map: FakeMap | null = null;
  private listeners = new Map<string, Set<Listener>>();

  constructor(options: Record<string, unknown> = {}) {
    this.options = options;
    FakeMarker.instances.push(this);
  }
  setLngLat([lng, lat]: [number, number]) {
    this.lngLat = { lng, lat };
    return this;
  }
  getLngLat() {
    return this.lngLat;
  }
  addTo(map: FakeMap) {
    this.map = map;
    return this;
  }
  remove() {
    this.map = null;
    return this;
  }
  on(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
    return this;
  }
  /** what a person dragging the pin does: it moves, then MapLibre fires `dragend` */
  dragTo(lat: number, lng: number) {
    this.lngLat = { lng, lat };
    for (const listener of [...(this.listeners.get('dragend') ?? [])]) listener({});
  }
}

/**
 * MapLibre's shared workers as `preloadMapCode` sees them: `ping` answers with `answered`, at once unless
 * a test puts a promise of its own there (and settles it when the workers should have started).
 */
export const fakeDispatcher = {
  answered: Promise.resolve(true),
  ping(): Promise<boolean> {
    return this.answered;
  },
};

export const fakeMaplibre = {
  Map: FakeMap,
  NavigationControl: class {},
  Marker: FakeMarker,
  getGlobalDispatcher: () => fakeDispatcher,
};
