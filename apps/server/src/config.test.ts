import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('map settings from the environment (MAP_STYLE_URL, MAPBOX_TOKEN)', () => {
  it('default to OpenFreeMap, which needs no key, and no Mapbox', () => {
    expect(loadConfig({})).toMatchObject({ mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty', mapboxToken: '' });
    expect(loadConfig({ MAP_STYLE_URL: ' ' }).mapStyleUrl).toBe('https://tiles.openfreemap.org/styles/liberty');
  });

  it('take "builtin" for the offline basemap alone (no request to any map host)', () => {
    expect(loadConfig({ MAP_STYLE_URL: 'builtin' }).mapStyleUrl).toBe('builtin');
  });

  it('take a style URL or a Mapbox style, and a public token', () => {
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.org/style.json', MAPBOX_TOKEN: 'pk.abc' })).toMatchObject({
      mapStyleUrl: 'https://tiles.example.org/style.json',
      mapboxToken: 'pk.abc',
    });
    expect(loadConfig({ MAP_STYLE_URL: ' mapbox://styles/mapbox/light-v11 ' }).mapStyleUrl).toBe('mapbox://styles/mapbox/light-v11');
  });

  it('refuse to start with a style the map cannot draw', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'http://tiles.example.org/style.json' })).toThrow(/MAP_STYLE_URL must be/);
    expect(() => loadConfig({ MAP_STYLE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(/MAP_STYLE_URL must be/);
  });

  it('refuse a secret Mapbox token, which the handshake would hand to every browser', () => {
    expect(() => loadConfig({ MAPBOX_TOKEN: 'sk.eyJ1Ijoi.secret' })).toThrow(/public token \(pk\./);
  });
});
