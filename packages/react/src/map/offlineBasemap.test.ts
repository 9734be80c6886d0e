import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { offlineBasemapStyle, worldGeometry } from './offlineBasemap.js';

const require = createRequire(import.meta.url);
const atlas = (name: string) =>
  JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Parameters<typeof worldGeometry>[0];

describe('offline basemap', () => {
  const world = worldGeometry(atlas('land-110m.json'), atlas('countries-110m.json'));

  it('turns world-atlas into GeoJSON land and inner borders', () => {
    expect(world.land.type).toBe('FeatureCollection');
    expect(world.borders.type).toBe('MultiLineString');
    expect(world.borders.coordinates.length).toBeGreaterThan(100);
  });

  it('is a MapLibre style with no glyphs and no symbol layers, credited to Natural Earth', () => {
    const style = offlineBasemapStyle(world);
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'fill', 'line', 'line']);
    expect(style.sources.land).toMatchObject({ type: 'geojson', attribution: 'Natural Earth' });
  });

  it('takes other colors', () => {
    const style = offlineBasemapStyle(world, { water: '#000000', land: '#111111', coast: '#222222', border: '#333333' });
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': '#000000' } });
  });
});
