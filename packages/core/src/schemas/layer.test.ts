import { describe, expect, it } from 'vitest';
import { layerCreateSchema, layerNameIn, layerProblems, rasterTestUrl, rasterUrlProblem, vectorTilesetProblem } from './layer.js';

describe('layer rules', () => {
  it.each([
    ['', 'required'],
    ['http://tiles.example.org/{z}/{x}/{y}.png', 'rasterUrlHttps'],
    ['//tiles.example.org/{z}/{x}/{y}.png', 'rasterUrlHttps'],
    ['https://tiles.example.org/{z}/{y}.png', 'rasterUrlInvalid'],
    ['https://me:pw@tiles.example.org/{z}/{x}/{y}.png', 'rasterUrlInvalid'],
    ['https://tiles example.org/{z}/{x}/{y}.png', 'rasterUrlInvalid'],
    [`https://tiles.example.org/${'a'.repeat(2048)}/{z}/{x}/{y}.png`, 'rasterUrlInvalid'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', null],
    ['HTTPS://tiles.example.org/{z}/{x}/{y}.png?key=abc', null],
  ])('raster %s → %s', (url, key) => {
    expect(rasterUrlProblem(url)).toBe(key);
  });

  it('allows http:// only when the server says so (test servers)', () => {
    expect(rasterUrlProblem('http://127.0.0.1:8080/{z}/{x}/{y}.png', { allowHttp: true })).toBeNull();
  });

  it('fetches tile 0/0/0 with {s} as a', () => {
    expect(rasterTestUrl('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png')).toBe('https://a.tile.example.org/0/0/0.png');
  });

  it.each([
    ['', 'required'],
    ['https://api.mapbox.com/v4/x.y', 'vectorTilesetNotMapbox'],
    ['mapbox://', 'vectorTilesetNotMapbox'],
    ['mapbox://styles/x/y', 'invalidValue'],
    ['mapbox://mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2', null],
  ])('tileset %s → %s', (tileset, key) => {
    expect(vectorTilesetProblem(tileset)).toBe(key);
  });

  it('names every enabled language and checks only the fields of the kind', () => {
    const rules = { locales: ['en_US', 'ar_SA'] };
    expect(layerProblems({ name: { en_US: 'Roads' }, type: 'vector', vectorSource: 'file', raster: 'junk' }, rules)).toEqual({
      'name.ar_SA': 'required',
    });
    expect(layerProblems({ name: { en_US: 'Roads', ar_SA: 'طرق' }, type: 'vector' }, rules)).toEqual({
      vectorTileset: 'required',
      vectorLayerName: 'required',
      vectorGeometry: 'required',
    });
  });

  it('reports problems at the server field names', () => {
    const result = layerCreateSchema({ locales: ['en_US', 'fr_FR'] }).safeParse({
      name: { en_US: 'x'.repeat(21) },
      type: 'raster',
      raster: 'ftp://x',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(fields).toEqual({ 'name.en_US': 'layerNameExceeded', 'name.fr_FR': 'required', raster: 'rasterUrlHttps' });
  });

  it("shows a layer's name in the interface language, else the default one, else any", () => {
    const layer = { name: { en_US: 'Roads', fr_FR: 'Routes', ar_SA: '' } };
    expect(layerNameIn(layer, 'fr_FR')).toBe('Routes');
    expect(layerNameIn(layer, 'ar_SA')).toBe('Roads');
    expect(layerNameIn({ name: { pt_PT: 'Estradas' } }, 'ar_SA')).toBe('Estradas');
  });
});
