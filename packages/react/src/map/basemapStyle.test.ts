import { basemapFor, basemapSource, defaultMapStyleUrl } from '@fieldwatch/core';
import { describe, expect, it, vi } from 'vitest';
import { basemapStyle, fallbackFor, mapboxTransformRequest, rasterBasemapId, rasterBasemapStyle } from './basemapStyle.js';

// the offline basemap's world geometry is fetched as an asset in a browser; here it stands for itself
vi.mock('./offlineBasemap.js', () => ({
  loadOfflineBasemap: (view?: { zoom: number }) =>
    Promise.resolve({ version: 8, name: `offline at ${view?.zoom ?? 'any zoom'}`, sources: {}, layers: [] }),
}));

describe('basemapStyle', () => {
  it('draws the offline basemap for an empty option, an invalid value and no source', async () => {
    expect(await basemapStyle(basemapSource(''))).toMatchObject({ name: 'offline at any zoom' });
    expect(await basemapStyle(basemapSource('streets'))).toMatchObject({ name: 'offline at any zoom' });
    expect(await basemapStyle(null, { view: { center: [0, 0], zoom: 11 } })).toMatchObject({ name: 'offline at 11' });
  });

  it('gives a style URL to MapLibre as it is', async () => {
    expect(await basemapStyle(basemapSource('https://demotiles.maplibre.org/style.json'))).toBe(
      'https://demotiles.maplibre.org/style.json',
    );
  });

  it('gives a Mapbox style as its API address with the token', async () => {
    expect(await basemapStyle(basemapSource('mapbox://styles/mapbox/satellite-v9'), { mapboxToken: 'pk.abc' })).toBe(
      'https://api.mapbox.com/styles/v1/mapbox/satellite-v9?access_token=pk.abc',
    );
  });

  it('makes a raster template a one-source style of 256-pixel tiles, credited as plain text', async () => {
    const source = basemapFor('satellite', {
      basemap_map: '',
      basemap_satellite: 'https://{s}.tiles.example.org/{z}/{x}/{y}.jpg',
      basemap_satellite_attribution: '<b>© Example</b> & co',
    });
    const style = await basemapStyle(source);
    expect(style).toEqual({
      version: 8,
      name: 'Fieldwatch raster basemap',
      sources: {
        [rasterBasemapId]: {
          type: 'raster',
          tiles: [
            'https://a.tiles.example.org/{z}/{x}/{y}.jpg',
            'https://b.tiles.example.org/{z}/{x}/{y}.jpg',
            'https://c.tiles.example.org/{z}/{x}/{y}.jpg',
          ],
          tileSize: 256,
          attribution: '&#60;b&#62;© Example&#60;/b&#62; &#38; co',
        },
      },
      layers: [{ id: rasterBasemapId, type: 'raster', source: rasterBasemapId }],
    });
    expect(rasterBasemapStyle(['https://t.example.org/{z}/{x}/{y}.png']).sources[rasterBasemapId]).not.toHaveProperty('attribution');
  });
});

describe('mapboxTransformRequest', () => {
  it('sends Mapbox requests with the token and leaves other hosts alone', () => {
    const transform = mapboxTransformRequest('pk.abc');
    expect(transform('mapbox://sprites/mapbox/streets-v12@2x.png')).toEqual({
      url: 'https://api.mapbox.com/styles/v1/mapbox/streets-v12/sprite@2x.png?access_token=pk.abc',
    });
    expect(transform('https://tiles.example.org/1/0/0.png')).toEqual({ url: 'https://tiles.example.org/1/0/0.png' });
  });

  it('hands the rewritten request on to another transform', () => {
    const transform = mapboxTransformRequest('pk.abc', (url) => ({ url, headers: { 'x-seen': 'yes' } }));
    expect(transform('mapbox://styles/mapbox/streets-v12')).toEqual({
      url: 'https://api.mapbox.com/styles/v1/mapbox/streets-v12?access_token=pk.abc',
      headers: { 'x-seen': 'yes' },
    });
  });
});

describe('fallbackFor', () => {
  it('lets the default style (OpenFreeMap) give way within 4 s and quietly, a chosen one after 15 s aloud', () => {
    expect(fallbackFor(basemapFor('map', { basemap_map: '' }, defaultMapStyleUrl))).toEqual({ timeoutMs: 4_000, quiet: true });
    expect(fallbackFor(basemapSource('https://tiles.example.org/style.json'))).toEqual({ timeoutMs: 15_000, quiet: false });
    expect(fallbackFor(basemapSource('mapbox://styles/mapbox/streets-v12'))).toEqual({ timeoutMs: 15_000, quiet: false });
  });
});
