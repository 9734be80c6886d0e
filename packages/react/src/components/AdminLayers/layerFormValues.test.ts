import { describe, expect, it } from 'vitest';
import { makeLayer, sampleLayers } from '@fieldwatch/testing/layerFixtures';
import { emptyLayerValues, layerChangesOf, layerFormProblems, layerInputOf, layerValuesOf } from './layerFormValues.js';

const rules = { locales: ['en_US', 'fr_FR'] };

describe('layer form values', () => {
  it('sends only the fields of the chosen kind', () => {
    const values = {
      ...emptyLayerValues(['en_US'], '#1F77B4'),
      names: { en_US: ' Roads ' },
      raster: 'https://t.example/{z}/{x}/{y}.png',
      vectorTileset: 'mapbox://x.y',
    };
    expect(layerInputOf(values)).toEqual({
      name: { en_US: 'Roads' },
      type: 'raster',
      colour: '#1f77b4',
      raster: 'https://t.example/{z}/{x}/{y}.png',
    });
    expect(layerInputOf({ ...values, type: 'vector', vectorSource: 'file' })).toEqual({
      name: { en_US: 'Roads' },
      type: 'vector',
      colour: '#1f77b4',
      vectorSource: 'file',
    });
  });

  it('turning a raster layer into a Mapbox one sends the new kind whole', () => {
    const raster = makeLayer(1);
    const values = {
      ...layerValuesOf(raster, ['en_US', 'fr_FR']),
      type: 'vector' as const,
      vectorTileset: 'mapbox://acme.roads',
      vectorLayerName: 'roads',
      vectorGeometry: 'line' as const,
    };
    expect(layerChangesOf(raster, values)).toEqual({
      type: 'vector',
      vectorSource: 'mapbox',
      vectorTileset: 'mapbox://acme.roads',
      vectorLayerName: 'roads',
      vectorGeometry: 'line',
    });
  });

  it('uses core rules, and asks for a file only when none is stored', () => {
    const fileLayer = sampleLayers[2]!;
    const values = layerValuesOf(fileLayer, ['en_US', 'fr_FR']);
    expect(layerFormProblems(values, rules, true)).toEqual({});
    expect(layerFormProblems(values, rules, false)).toEqual({ file: 'required' });
    expect(layerFormProblems({ ...values, names: { en_US: 'x'.repeat(21), fr_FR: '' } }, rules, true)).toEqual({
      'names.en_US': 'layerNameExceeded',
      'names.fr_FR': 'required',
    });
    expect(layerFormProblems({ ...values, vectorSource: 'mapbox', vectorTileset: 'https://x' }, rules, true)).toEqual({
      vectorTileset: 'vectorTilesetNotMapbox',
      vectorLayerName: 'required',
      vectorGeometry: 'required',
    });
  });
});
