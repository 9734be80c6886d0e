import { describe, expect, it } from 'vitest';
import { optionsUpdateSchema } from '../schemas/options.js';
import { basemapFor, basemapSource, isBasemapAccepted, mapboxRequestUrl } from './basemaps.js';

describe('basemapSource (which basemap an option value names)', () => {
  it('reads an empty value as the offline basemap', () => {
    expect(basemapSource('')).toEqual({ kind: 'offline' });
    expect(basemapSource('   ')).toEqual({ kind: 'offline' });
    expect(basemapSource('builtin')).toEqual({ kind: 'offline' });
  });

  it('reads https URLs on any host as MapLibre styles', () => {
    expect(basemapSource('https://demotiles.maplibre.org/style.json')).toEqual({
      kind: 'style',
      url: 'https://demotiles.maplibre.org/style.json',
    });
    expect(basemapSource(' https://api.maptiler.com/maps/streets/style.json?key=abc ')).toEqual({
      kind: 'style',
      url: 'https://api.maptiler.com/maps/streets/style.json?key=abc',
    });
  });

  it('reads mapbox://styles/{user}/{style} as a Mapbox style', () => {
    expect(basemapSource('mapbox://styles/mapbox/satellite-v9')).toEqual({
      kind: 'mapbox',
      url: 'mapbox://styles/mapbox/satellite-v9',
      user: 'mapbox',
      style: 'satellite-v9',
    });
  });

  it('reads https templates with {z}, {x} and {y} as raster tiles, {s} spread over a, b and c', () => {
    expect(basemapSource('https://tiles.example.org/{z}/{x}/{y}@2x.jpg')).toEqual({
      kind: 'raster',
      template: 'https://tiles.example.org/{z}/{x}/{y}@2x.jpg',
      tiles: ['https://tiles.example.org/{z}/{x}/{y}@2x.jpg'],
    });
    expect(basemapSource('https://{s}.tiles.example.org/{z}/{y}/{x}.png')).toMatchObject({
      kind: 'raster',
      tiles: [
        'https://a.tiles.example.org/{z}/{y}/{x}.png',
        'https://b.tiles.example.org/{z}/{y}/{x}.png',
        'https://c.tiles.example.org/{z}/{y}/{x}.png',
      ],
    });
  });

  it.each([
    ['plain http', 'http://tiles.example.org/style.json'],
    ['a relative path', '/styles/basic.json'],
    ['not a URL', 'streets'],
    ['a template missing {y}', 'https://tiles.example.org/{z}/{x}.png'],
    ['an unknown placeholder', 'https://tiles.example.org/{z}/{x}/{y}.png?key={key}'],
    ['an http template', 'http://tiles.example.org/{z}/{x}/{y}.png'],
    ['a Mapbox tileset instead of a style', 'mapbox://mapbox.satellite'],
    ['a Mapbox style without its user', 'mapbox://styles/streets-v12'],
    ['credentials in the URL', 'https://user:secret@tiles.example.org/style.json'],
    ['spaces', 'https://tiles.example.org/my style.json'],
    ['another scheme', 'javascript:alert(1)'],
    ['too long', `https://tiles.example.org/${'a'.repeat(2048)}.json`],
  ])('refuses %s', (_case, value) => {
    expect(basemapSource(value)).toEqual({ kind: 'invalid' });
  });
});

describe('which option accepts what', () => {
  it('takes offline, style URLs and Mapbox styles for the map, never a raster template', () => {
    expect(isBasemapAccepted('map', '')).toBe(true);
    expect(isBasemapAccepted('map', 'https://demotiles.maplibre.org/style.json')).toBe(true);
    expect(isBasemapAccepted('map', 'mapbox://styles/mapbox/streets-v12')).toBe(true);
    expect(isBasemapAccepted('map', 'https://tiles.example.org/{z}/{x}/{y}.png')).toBe(false);
    expect(isBasemapAccepted('map', 'ftp://tiles.example.org/style.json')).toBe(false);
  });

  it('takes empty, style URLs, Mapbox styles and raster templates for satellite', () => {
    for (const value of [
      '',
      'https://example.org/s.json',
      'mapbox://styles/mapbox/satellite-v9',
      'https://{s}.example.org/{z}/{x}/{y}.jpg',
    ]) {
      expect(isBasemapAccepted('satellite', value), value).toBe(true);
    }
    expect(isBasemapAccepted('satellite', 'satellite')).toBe(false);
  });
});

describe('basemapFor (what a map draws for a choice)', () => {
  const options = (basemap_map: string, basemap_satellite = '') => ({ basemap_map, basemap_satellite });

  it('draws the option; for the map, MAP_STYLE_URL when the option is empty, else the offline basemap', () => {
    expect(basemapFor('map', options('mapbox://styles/mapbox/streets-v12'), 'https://a.example/s.json')).toMatchObject({ kind: 'mapbox' });
    expect(basemapFor('map', options(''), 'https://a.example/s.json')).toEqual({ kind: 'style', url: 'https://a.example/s.json' });
    expect(basemapFor('map', options(''))).toEqual({ kind: 'offline' });
    // "builtin" chooses the offline basemap over the server's default style
    expect(basemapFor('map', options('builtin'), 'https://a.example/s.json')).toEqual({ kind: 'offline' });
  });

  it('offers no satellite choice when its option is empty', () => {
    expect(basemapFor('satellite', options(''))).toBeNull();
    // options not loaded yet, or from a server that lacks them: as if empty
    expect(basemapFor('satellite', {})).toBeNull();
    expect(basemapFor('map', {})).toEqual({ kind: 'offline' });
    expect(basemapFor('satellite', options('', 'https://{s}.example.org/{z}/{x}/{y}.jpg'))).toMatchObject({ kind: 'raster' });
  });

  it('credits raster satellite tiles with the attribution option', () => {
    const settings = {
      basemap_map: '',
      basemap_satellite: 'https://tiles.example.org/{z}/{x}/{y}.jpg',
      basemap_satellite_attribution: ' © Example Imagery ',
    };
    expect(basemapFor('satellite', settings)).toMatchObject({ kind: 'raster', attribution: '© Example Imagery' });
  });

  it('never draws a value its option does not accept (stored before validation)', () => {
    expect(basemapFor('map', options('https://example.org/{z}/{x}/{y}.png'))).toEqual({ kind: 'offline' });
    expect(basemapFor('satellite', options('', 'nonsense'))).toBeNull();
  });
});

describe('mapboxRequestUrl (MapLibre transformRequest for Mapbox styles)', () => {
  const token = 'pk.eyJ1Ijoi.test';

  it('turns a style into its API address with the token', () => {
    expect(mapboxRequestUrl('mapbox://styles/mapbox/streets-v12', token)).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/streets-v12?access_token=pk.eyJ1Ijoi.test',
    );
  });

  it('turns sprites, at both pixel ratios and both formats, into the style sprite addresses', () => {
    expect(mapboxRequestUrl('mapbox://sprites/mapbox/streets-v12@2x.json', token)).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/streets-v12/sprite@2x.json?access_token=pk.eyJ1Ijoi.test',
    );
    expect(mapboxRequestUrl('mapbox://sprites/mapbox/streets-v12.png', token)).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/streets-v12/sprite.png?access_token=pk.eyJ1Ijoi.test',
    );
  });

  it('turns glyph ranges into font addresses', () => {
    expect(mapboxRequestUrl('mapbox://fonts/mapbox/DIN Offc Pro Medium,Arial Unicode MS Regular/0-255.pbf', token)).toBe(
      'https://api.mapbox.com/fonts/v1/mapbox/DIN%20Offc%20Pro%20Medium,Arial%20Unicode%20MS%20Regular/0-255.pbf?access_token=pk.eyJ1Ijoi.test',
    );
  });

  it('turns tilesets (one or composite) into TileJSON asking for https tiles, and mapbox://tiles into v4 tiles', () => {
    expect(mapboxRequestUrl('mapbox://mapbox.satellite', token)).toBe(
      'https://api.mapbox.com/v4/mapbox.satellite.json?access_token=pk.eyJ1Ijoi.test&secure',
    );
    expect(mapboxRequestUrl('mapbox://mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2', token)).toBe(
      'https://api.mapbox.com/v4/mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2.json?access_token=pk.eyJ1Ijoi.test&secure',
    );
    expect(mapboxRequestUrl('mapbox://tiles/mapbox.satellite/3/4/2@2x.jpg90', token)).toBe(
      'https://api.mapbox.com/v4/mapbox.satellite/3/4/2@2x.jpg90?access_token=pk.eyJ1Ijoi.test',
    );
  });

  it('adds the token to Mapbox addresses that lack it, and keeps one that is there', () => {
    expect(mapboxRequestUrl('https://a.tiles.mapbox.com/v4/mapbox.satellite/1/0/0.jpg', token)).toBe(
      'https://a.tiles.mapbox.com/v4/mapbox.satellite/1/0/0.jpg?access_token=pk.eyJ1Ijoi.test',
    );
    const own = 'https://api.mapbox.com/v4/mapbox.satellite/1/0/0.jpg?access_token=pk.other';
    expect(mapboxRequestUrl(own, token)).toBe(own);
  });

  it('never sends the token to another host, nor over plain http', () => {
    for (const url of [
      'https://tiles.example.org/1/0/0.png',
      'https://api.mapbox.com.evil.example/styles/v1/x',
      'http://api.mapbox.com/styles/v1/mapbox/streets-v12',
      'data:application/json,{}',
    ]) {
      expect(mapboxRequestUrl(url, token), url).toBe(url);
    }
  });

  it('still rewrites mapbox:// without a token (the request then fails and the map falls back)', () => {
    expect(mapboxRequestUrl('mapbox://styles/mapbox/streets-v12', '')).toBe('https://api.mapbox.com/styles/v1/mapbox/streets-v12');
  });
});

describe('the basemap options refuse what they cannot draw (PUT /options)', () => {
  const issues = (name: 'basemap_map' | 'basemap_satellite', value: string) => {
    const result = optionsUpdateSchema.safeParse([{ name, value }]);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
  };

  it('says basemapInvalid beside the value', () => {
    expect(issues('basemap_map', 'https://tiles.example.org/{z}/{x}/{y}.png')).toEqual([{ path: [0, 'value'], message: 'basemapInvalid' }]);
    expect(issues('basemap_satellite', 'http://tiles.example.org/{z}/{x}/{y}.png')).toEqual([
      { path: [0, 'value'], message: 'basemapInvalid' },
    ]);
  });

  it('takes what each accepts', () => {
    expect(issues('basemap_map', 'mapbox://styles/mapbox/streets-v12')).toEqual([]);
    expect(issues('basemap_map', '')).toEqual([]);
    expect(issues('basemap_satellite', 'https://{s}.tiles.example.org/{z}/{x}/{y}.jpg')).toEqual([]);
  });
});
