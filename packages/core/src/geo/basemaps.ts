/**
 * Basemaps: a user chooses between a map and a satellite view, whose styles may come from a maps service
 * that needs an access token (docs/deployment.md "Maps and basemaps"). An option value says where a
 * basemap comes from; this file reads it.
 * Pure string work, no DOM: the server validates options with it and the map draws with it.
 */
import { isSettingsUrl } from '../urls.js';

/** The two basemaps a user chooses between. */
export type BasemapChoice = 'map' | 'satellite';

/**
 * The "map" basemap out of the box (the server's MAP_STYLE_URL when unset): OpenFreeMap's Liberty style,
 * OpenStreetMap streets and names as vector tiles, free and without a key. It needs the network; where
 * it cannot be reached the built-in basemap is drawn instead (docs/map.md "Basemaps").
 */
export const defaultMapStyleUrl = 'https://tiles.openfreemap.org/styles/liberty';

/** The option (or MAP_STYLE_URL) value that asks for the built-in basemap even where a default style is set. */
export const builtinBasemapValue = 'builtin';

/** Where a basemap comes from, read from an option value. */
export type BasemapSource =
  /**
   * empty or `builtin`: the offline basemap that ships with the product (for satellite: no satellite
   * choice); for "map", an empty option means the server's default style instead (`basemapFor`)
   */
  | { kind: 'offline' }
  /** a MapLibre style document on any https host */
  | { kind: 'style'; url: string }
  /** a Mapbox style, `mapbox://styles/{user}/{style}`, loaded with the server's MAPBOX_TOKEN */
  | { kind: 'mapbox'; url: string; user: string; style: string }
  /**
   * a raster XYZ template; `tiles` has one URL per `{s}` subdomain (a, b, c), or the template alone;
   * `attribution` is the credit the provider asks for (option basemap_satellite_attribution, plain text)
   */
  | { kind: 'raster'; template: string; tiles: string[]; attribution?: string }
  | { kind: 'invalid' };

export type BasemapKind = BasemapSource['kind'];

/** Which kinds each option accepts: a map is never a bare raster layer; satellite may be. */
export const basemapKinds: Record<BasemapChoice, readonly BasemapKind[]> = {
  map: ['offline', 'style', 'mapbox'],
  satellite: ['offline', 'style', 'mapbox', 'raster'],
};

/** The longest option value accepted (a URL; browsers and servers cut at about 2 KB). */
export const basemapValueMax = 2048;

/** Subdomains a `{s}` placeholder stands for, as Leaflet and most tile services use them. */
export const rasterSubdomains = ['a', 'b', 'c'] as const;

const mapboxStyle = /^mapbox:\/\/styles\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;
const placeholders = /\{[^}]*\}/g;
const rasterPlaceholders = new Set(['{z}', '{x}', '{y}', '{s}']);

/** An absolute https URL with a host and no spaces. */
function rasterSource(template: string): BasemapSource {
  const found: string[] = template.match(placeholders) ?? [];
  if (!found.every((p) => rasterPlaceholders.has(p))) return { kind: 'invalid' };
  if (!['{z}', '{x}', '{y}'].every((p) => found.includes(p))) return { kind: 'invalid' };
  // the template must be an https URL once its placeholders are filled in
  if (!isSettingsUrl(template.replace(placeholders, (p) => (p === '{s}' ? 'a' : '0')))) return { kind: 'invalid' };
  const tiles = found.includes('{s}') ? rasterSubdomains.map((s) => template.replaceAll('{s}', s)) : [template];
  return { kind: 'raster', template, tiles };
}

/**
 * What an option value of a basemap is: empty or `builtin` (offline), a Mapbox style, a raster XYZ template
 * (https, with `{z}`, `{x}` and `{y}`, optionally `{s}`), a MapLibre style URL (https, any host) — or
 * invalid. Whether the option accepts that kind is `basemapKinds`'s business.
 */
export function basemapSource(value: string): BasemapSource {
  const text = value.trim();
  if (!text || text === builtinBasemapValue) return { kind: 'offline' };
  if (text.length > basemapValueMax) return { kind: 'invalid' };
  const mapbox = mapboxStyle.exec(text);
  if (mapbox) return { kind: 'mapbox', url: text, user: mapbox[1]!, style: mapbox[2]! };
  if (/[{}]/.test(text)) return rasterSource(text);
  return isSettingsUrl(text) ? { kind: 'style', url: text } : { kind: 'invalid' };
}

/** Does this option accept this value? */
export function isBasemapAccepted(choice: BasemapChoice, value: string): boolean {
  return basemapKinds[choice].includes(basemapSource(value).kind);
}

/** The basemap options: a whole `Options` object will do, and so will options that lack them (empty). */
export interface BasemapSettings {
  basemap_map?: string;
  basemap_satellite?: string;
  basemap_satellite_attribution?: string;
}

/**
 * The basemap a map draws for a choice: the option; for "map" the server's `MAP_STYLE_URL` when the
 * option is empty, else the offline basemap. `null` when satellite is not offered (its option is empty)
 * or a value is not one that option accepts (a value stored before validation existed): such a choice
 * is not offered rather than drawn blank.
 */
export function basemapFor(choice: BasemapChoice, options: BasemapSettings, defaultStyleUrl = ''): BasemapSource | null {
  const value = choice === 'map' ? (options.basemap_map ?? '').trim() || defaultStyleUrl : (options.basemap_satellite ?? '');
  const source = basemapSource(value);
  if (!basemapKinds[choice].includes(source.kind)) return choice === 'map' ? { kind: 'offline' } : null;
  if (choice === 'satellite' && source.kind === 'offline') return null;
  const credit = options.basemap_satellite_attribution?.trim();
  if (choice === 'satellite' && source.kind === 'raster' && credit) return { ...source, attribution: credit };
  return source;
}

const mapboxApi = 'https://api.mapbox.com';

/** Is this an https address of Mapbox's API or tile hosts (the only places the token may go)? */
function isMapboxHost(url: URL): boolean {
  return url.protocol === 'https:' && (url.hostname === 'api.mapbox.com' || url.hostname.endsWith('.tiles.mapbox.com'));
}

/** `mapbox://…` to the https path of Mapbox's API, as Mapbox GL JS does it (`normalizeURL` family). */
function mapboxPath(path: string): { path: string; secure?: true } | null {
  if (path.startsWith('styles/')) return { path: `/styles/v1/${path.slice('styles/'.length)}` };
  if (path.startsWith('fonts/')) return { path: `/fonts/v1/${path.slice('fonts/'.length)}` };
  if (path.startsWith('tiles/')) return { path: `/v4/${path.slice('tiles/'.length)}` };
  if (path.startsWith('sprites/')) {
    // MapLibre asks for `mapbox://sprites/{user}/{style}` + `@2x` (on dense screens) + `.json` or `.png`
    const sprite = /^sprites\/([^/]+)\/([^/]+?)(@\d+(?:\.\d+)?x)?(\.json|\.png)?$/.exec(path);
    if (!sprite) return null;
    return { path: `/styles/v1/${sprite[1]}/${sprite[2]}/sprite${sprite[3] ?? ''}${sprite[4] ?? ''}` };
  }
  // a tileset or a composite of tilesets (`mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2`): its TileJSON
  if (/^[\w.-]+(,[\w.-]+)*$/.test(path)) return { path: `/v4/${path}.json`, secure: true };
  return null;
}

/**
 * The request MapLibre should make for a URL it meets in a style (MapLibre's `transformRequest`):
 * every `mapbox://` URL (styles, sprites, fonts, tilesets, `mapbox://tiles/…`) becomes its
 * https://api.mapbox.com address, and every address on Mapbox's hosts gets `access_token` unless it has
 * one. Any other URL is returned as it is: the token never goes to another host.
 */
export function mapboxRequestUrl(url: string, token: string): string {
  let target: URL;
  let secure = false;
  if (url.startsWith('mapbox://')) {
    const rest = url.slice('mapbox://'.length);
    const queryAt = rest.indexOf('?');
    const mapped = mapboxPath(queryAt === -1 ? rest : rest.slice(0, queryAt));
    if (!mapped) return url;
    try {
      target = new URL(`${mapped.path}${queryAt === -1 ? '' : rest.slice(queryAt)}`, mapboxApi);
    } catch {
      return url;
    }
    // TileJSON listing https tile addresses, asked for the way Mapbox GL JS asks
    secure = Boolean(mapped.secure) && !target.searchParams.has('secure');
  } else {
    try {
      target = new URL(url);
    } catch {
      return url;
    }
    // another host never sees the token; a Mapbox address that has one (or no token to add) stays as it is
    if (!isMapboxHost(target) || !token || target.searchParams.has('access_token')) return url;
  }
  if (token && !target.searchParams.has('access_token')) target.searchParams.set('access_token', token);
  const address = target.toString();
  return secure ? `${address}${target.search ? '&' : '?'}secure` : address;
}

/** Is this a `mapbox://` address (which needs `mapboxRequestUrl` before any request)? */
export const isMapboxUrl = (url: string): boolean => url.startsWith('mapbox://');
