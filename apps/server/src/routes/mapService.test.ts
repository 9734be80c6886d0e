import type { Handshake, Options } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';

/** What maps need from the server (handshake) and the basemap options it refuses. */
let server: TestServer;
let admin: SignedIn;
beforeAll(async () => {
  server = await startTestServer({
    config: { mapboxToken: 'pk.eyJ1IjoiZmllbGR3YXRjaCJ9.test', mapStyleUrl: 'mapbox://styles/mapbox/streets-v12' },
  });
  admin = await signIn(server, 'admin');
});
afterAll(() => server.close());

const put = (payload: object) => server.inject({ method: 'PUT', url: '/api/options', headers: bearer(admin), payload });

describe('GET /handshake map', () => {
  it('gives the Mapbox token and the default style to anyone, signed in or not (public embeds draw maps)', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/handshake' });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Handshake>(res).map).toEqual({
      mapbox_token: 'pk.eyJ1IjoiZmllbGR3YXRjaCJ9.test',
      style_url: 'mapbox://styles/mapbox/streets-v12',
    });
  });

  it('documents the map object in the OpenAPI document', async () => {
    const doc = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>();
    const schema = JSON.stringify(doc.paths['/api/handshake']!.get.responses['200']);
    expect(schema).toContain('mapbox_token');
    expect(schema).toContain('style_url');
  });
});

describe('PUT /options basemaps', () => {
  it('stores a Mapbox map style, a raster satellite template and its credit', async () => {
    const res = await put([
      { name: 'basemap_map', value: 'mapbox://styles/mapbox/outdoors-v12' },
      { name: 'basemap_satellite', value: ' https://{s}.tiles.example.org/{z}/{x}/{y}.jpg ' },
      { name: 'basemap_satellite_attribution', value: '© Example Imagery' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({
      basemap_map: 'mapbox://styles/mapbox/outdoors-v12',
      basemap_satellite: 'https://{s}.tiles.example.org/{z}/{x}/{y}.jpg',
      basemap_satellite_attribution: '© Example Imagery',
    });
  });

  it('refuses what a basemap cannot draw, beside the value, and stores nothing of the request', async () => {
    const res = await put([
      { name: 'zoom', value: '5' },
      { name: 'basemap_map', value: 'https://tiles.example.org/{z}/{x}/{y}.png' },
      { name: 'basemap_satellite', value: 'http://tiles.example.org/{z}/{x}/{y}.png' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { '1.value': 'basemapInvalid', '2.value': 'basemapInvalid' } });
    const options = dataOf<Options>(await server.inject({ method: 'GET', url: '/api/options', headers: bearer(admin) }));
    expect(options.zoom).toBe('11');
    expect(options.basemap_map).toBe('mapbox://styles/mapbox/outdoors-v12');
  });
});

describe('Content-Security-Policy and maps', () => {
  it('lets the dashboard fetch styles and tiles from https hosts, and still runs only its own scripts', async () => {
    const csp = String((await server.inject({ method: 'GET', url: '/api/handshake' })).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https:");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("script-src 'self';");
  });
});
