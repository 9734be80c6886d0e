import type { Layer } from '@fieldwatch/core';
import type { FakeRoute } from './fakeApi.js';

/** A layer as the API returns it (a raster layer of Field Team North unless told otherwise). */
export function makeLayer(id: number, overrides: Partial<Layer> = {}): Layer {
  return {
    id,
    organization: { id: 1, name: 'Field Team North' },
    name: { en_US: 'Flood zones', fr_FR: 'Zones inondables' },
    type: 'raster',
    colour: '#1f77b4',
    raster: 'https://tiles.example.org/{z}/{x}/{y}.png',
    vectorSource: null,
    vectorTileset: null,
    vectorLayerName: null,
    vectorGeometry: null,
    file: null,
    created_date: '2026-03-01T09:00:00.000Z',
    updated_date: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** One layer of each kind. */
export const sampleLayers: Layer[] = [
  makeLayer(1),
  makeLayer(2, {
    name: { en_US: 'Water', fr_FR: 'Eau' },
    type: 'vector',
    colour: '#0055aa',
    raster: null,
    vectorSource: 'mapbox',
    vectorTileset: 'mapbox://mapbox.mapbox-streets-v8',
    vectorLayerName: 'water',
    vectorGeometry: 'fill',
  }),
  makeLayer(3, {
    name: { en_US: 'Wells', fr_FR: 'Puits' },
    type: 'vector',
    colour: '#d62728',
    raster: null,
    vectorSource: 'file',
    file: { features: 12, bytes: 2048, geometries: ['circle'], version: '0123456789abcdef' },
  }),
];

/** The routes of the Layers tab: organizations and their layers. */
export function layerRoutes(layers: Layer[] = sampleLayers): Record<string, FakeRoute> {
  return {
    'GET /organizations': () => ({
      status: 200,
      body: {
        data: [
          { id: 1, name: 'Field Team North' },
          { id: 2, name: 'Field Team South' },
        ],
        total: 2,
      },
    }),
    'GET /organization/1/layers': () => ({ status: 200, body: { data: layers, total: layers.length } }),
    'GET /organization/2/layers': () => ({ status: 200, body: { data: [], total: 0 } }),
  };
}
