/** Map layers through the API as a client sees them (docs/layers.md). */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { limits, type Layer, type LayerFeatureCollection, type ListResult } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  districtGeoJson,
  manyPoints,
  roadKml,
  startTileServer,
  wells,
  wgs84Prj,
  zippedShapefile,
  type TileServer,
} from '../layers/testing.js';
import { bearer, dataOf, errorOf, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { anyOf, stringMatching } from '../test/matchers.js';
import { callerFor, demo, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let sessions: Record<string, SignedIn>;
let tiles: TileServer;

const names = { en_US: 'Flood zones', fr_FR: 'Zones inondables' };

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
  tiles = await startTileServer();
  // two enabled languages: every layer needs a name in both
  const saved = await call('admin', 'PUT', '/options', [{ name: 'languages_enabled', value: 'en_US,fr_FR' }]);
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(async () => {
  await tiles.close();
  await server.close();
});

const layersPath = (organizationId: number, rest = '') => `/organization/${organizationId}/layer${rest}`;
const rasterInput = (overrides: Record<string, unknown> = {}) => ({
  name: names,
  type: 'raster',
  raster: `${tiles.base}/{z}/{x}/{y}.png`,
  ...overrides,
});
const mapboxInput = (overrides: Record<string, unknown> = {}) => ({
  name: names,
  type: 'vector',
  vectorTileset: 'mapbox://mapbox.mapbox-streets-v8',
  vectorLayerName: 'water',
  vectorGeometry: 'fill',
  ...overrides,
});

interface Part {
  name: string;
  /** a file part when given */
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data request with any parts, sent as `who`. */
function sendParts(who: string, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const boundary = `----fieldwatch${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename !== undefined ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return server.inject({
    method,
    url: `/api${url}`,
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(sessions[who]!) },
  });
}

/** A layer made from a file: the fields as JSON in `layer`, the file in `file`. */
const uploadLayer = (
  who: string,
  method: 'POST' | 'PUT',
  url: string,
  fields: object,
  file: { name: string; content: Buffer | string; type?: string },
) =>
  sendParts(who, method, url, [
    { name: 'layer', content: JSON.stringify(fields) },
    { name: 'file', filename: file.name, content: file.content, ...(file.type ? { type: file.type } : {}) },
  ]);

const fileLayerFields = { name: { en_US: 'Wells', fr_FR: 'Puits' }, type: 'vector' };

/** Files in the media storage (where layer GeoJSON is kept), on disk or in the test bucket. */
const storedFiles = async (): Promise<number> => (await server.storedKeys()).length;

function created(response: { statusCode: number; body: string; json: () => unknown }): Promise<Layer> {
  expect(response.statusCode, response.body).toBe(201);
  return Promise.resolve((response.json() as { data: Layer }).data);
}

describe('raster and Mapbox layers', () => {
  it('creates a raster layer once its tile 0/0/0 loads, lists it, changes it and deletes it', async () => {
    const before = tiles.requests.length;
    const layer = await created(await call('northadmin', 'POST', layersPath(demo.north), rasterInput()));
    expect(layer).toMatchObject({
      organization: { id: demo.north, name: 'Field Team North' },
      name: names,
      type: 'raster',
      colour: stringMatching(/^#[0-9a-f]{6}$/),
      raster: `${tiles.base}/{z}/{x}/{y}.png`,
      vectorSource: null,
      vectorTileset: null,
      file: null,
    });
    expect(tiles.requests.slice(before)).toEqual(['/0/0/0.png']);

    const listed = (await call('reader', 'GET', `/organization/${demo.north}/layers`)).json<ListResult<Layer>>();
    expect(listed.data.map((l: Layer) => l.id)).toContain(layer.id);
    expect(listed.total).toBe(listed.data.length);

    // a change that keeps the URL does not fetch again
    const fetched = tiles.requests.length;
    const recolored = await call('northadmin', 'PUT', layersPath(demo.north, `/${layer.id}`), {
      colour: '#123abc',
      name: { en_US: 'Flooded', fr_FR: 'Inondé' },
    });
    expect(recolored.statusCode, recolored.body).toBe(200);
    expect(dataOf(recolored)).toMatchObject({ colour: '#123abc', name: { en_US: 'Flooded', fr_FR: 'Inondé' }, raster: layer.raster });
    expect(tiles.requests.length).toBe(fetched);

    expect((await call('northadmin', 'DELETE', layersPath(demo.north, `/${layer.id}`))).json()).toEqual({ data: true });
    const after = (await call('reader', 'GET', `/organization/${demo.north}/layers`)).json<ListResult<Layer>>();
    expect(after.data.map((l: Layer) => l.id)).not.toContain(layer.id);
    expect((await call('northadmin', 'DELETE', layersPath(demo.north, `/${layer.id}`))).statusCode).toBe(404);
  });

  it('creates a vector layer from a Mapbox tileset and can turn it into a raster layer', async () => {
    const layer = await created(await call('northadmin', 'POST', layersPath(demo.north), mapboxInput({ colour: '#0055aa' })));
    expect(layer).toMatchObject({
      type: 'vector',
      colour: '#0055aa',
      raster: null,
      vectorSource: 'mapbox',
      vectorTileset: 'mapbox://mapbox.mapbox-streets-v8',
      vectorLayerName: 'water',
      vectorGeometry: 'fill',
      file: null,
    });
    // the new kind's rules apply to the merged layer
    const missing = await call('northadmin', 'PUT', layersPath(demo.north, `/${layer.id}`), { type: 'raster' });
    expect(errorOf(missing).fields).toEqual({ raster: 'required' });
    const changed = await call('northadmin', 'PUT', layersPath(demo.north, `/${layer.id}`), {
      type: 'raster',
      raster: `${tiles.base}/{z}/{x}/{y}.png`,
    });
    expect(dataOf(changed)).toMatchObject({
      type: 'raster',
      vectorSource: null,
      vectorTileset: null,
      vectorLayerName: null,
      vectorGeometry: null,
    });
  });

  it('needs a name of at most 20 characters in every enabled language', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ en_US: 'Flood zones' }, { 'name.fr_FR': 'required' }],
      [{ en_US: 'Flood zones', fr_FR: '   ' }, { 'name.fr_FR': 'required' }],
      [{ en_US: 'x'.repeat(limits.layerNameMax + 1), fr_FR: 'Zones' }, { 'name.en_US': 'layerNameExceeded' }],
      [{ ...names, xx_XX: 'Unknown' }, { 'name.xx_XX': 'unknownField' }],
    ];
    for (const [name, fields] of cases) {
      const response = await call('northadmin', 'POST', layersPath(demo.north), rasterInput({ name }));
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorOf(response)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    // a name in a language that is not enabled is kept, and not required
    const layer = await created(
      await call('northadmin', 'POST', layersPath(demo.north), rasterInput({ name: { ...names, ar_SA: 'مناطق الفيضان' } })),
    );
    expect(layer.name).toEqual({ ...names, ar_SA: 'مناطق الفيضان' });
  });

  it('checks raster URLs: required, https, a host and {z}/{x}/{y}, tile 0/0/0 answering 200', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'required'],
      ['', 'required'],
      ['ftp://tiles.example/{z}/{x}/{y}.png', 'rasterUrlHttps'],
      ['tiles.example/{z}/{x}/{y}.png', 'rasterUrlHttps'],
      ['https://tiles.example/{z}/{x}.png', 'rasterUrlInvalid'],
      ['https://user:secret@tiles.example/{z}/{x}/{y}.png', 'rasterUrlInvalid'],
      ['https://tiles example/{z}/{x}/{y}.png', 'rasterUrlInvalid'],
      [`${tiles.base}/missing/{z}/{x}/{y}.png`, 'rasterUrlUnable'],
      [`${tiles.base}/loop/{z}/{x}/{y}.png`, 'rasterUrlUnable'],
      ['https://no-such-host.invalid/{z}/{x}/{y}.png', 'rasterUrlUnable'],
    ];
    for (const [raster, key] of cases) {
      const response = await call('northadmin', 'POST', layersPath(demo.north), rasterInput({ raster }));
      expect(response.statusCode, String(raster)).toBe(400);
      expect(errorOf(response).fields, String(raster)).toEqual({ raster: key });
    }
    // a redirect to the tile is followed
    await created(await call('northadmin', 'POST', layersPath(demo.north), rasterInput({ raster: `${tiles.base}/moved/{z}/{x}/{y}.png` })));
  });

  it('checks vector tilesets, their layer name and geometry, and refuses unknown fields', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { vectorTileset: undefined, vectorLayerName: undefined, vectorGeometry: undefined },
        { vectorTileset: 'required', vectorLayerName: 'required', vectorGeometry: 'required' },
      ],
      [{ vectorTileset: 'https://api.mapbox.com/v4/mapbox.mapbox-streets-v8' }, { vectorTileset: 'vectorTilesetNotMapbox' }],
      [{ vectorTileset: 'mapbox://' }, { vectorTileset: 'vectorTilesetNotMapbox' }],
      [{ vectorGeometry: 'square' }, { vectorGeometry: 'invalidValue' }],
      [{ type: 'polygon' }, { type: 'invalidValue' }],
      [{ url: 'mapbox://x' }, { url: 'unknownField' }],
      [{ colour: 'blue' }, { colour: 'invalidValue' }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await call('northadmin', 'POST', layersPath(demo.north), mapboxInput(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorOf(response).fields, JSON.stringify(overrides)).toEqual(fields);
    }
  });
});

describe('layers from files', () => {
  it('turns a zipped shapefile into GeoJSON, served gzipped with an ETag', async () => {
    const layer = await created(
      await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
        name: 'wells.zip',
        content: zippedShapefile(wells, { prj: wgs84Prj }),
        type: 'application/zip',
      }),
    );
    expect(layer).toMatchObject({
      type: 'vector',
      vectorSource: 'file',
      vectorTileset: null,
      file: { features: 2, geometries: ['circle'], bytes: anyOf(Number), version: stringMatching(/^[0-9a-f]{16}$/) },
    });

    const url = `/api${layersPath(demo.north, `/${layer.id}/data`)}`;
    const data = await server.inject({
      method: 'GET',
      url,
      headers: { ...bearer(sessions.reader!), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(data.headers['content-encoding']).toBe('gzip');
    expect(data.headers['cache-control']).toBe('private, no-cache');
    const collection = JSON.parse(gunzipSync(data.rawPayload).toString('utf8')) as LayerFeatureCollection;
    expect(collection.features.map((feature) => feature.properties.name)).toEqual(['North well', 'East well']);
    expect(Buffer.byteLength(JSON.stringify(collection))).toBe(layer.file!.bytes);
    expect(data.rawPayload.length).toBeLessThan(layer.file!.bytes);

    const etag = data.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{64}"$/);
    const again = await server.inject({ method: 'GET', url, headers: { ...bearer(sessions.reader!), 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // a client that takes no gzip gets the plain GeoJSON
    const plain = await server.inject({ method: 'GET', url, headers: { ...bearer(sessions.reader!), 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(collection);
  });

  it('reads KML and GeoJSON by their content, whatever they are called', async () => {
    const roads = await created(
      await uploadLayer(
        'northadmin',
        'POST',
        layersPath(demo.north),
        { ...fileLayerFields, vectorSource: 'file' },
        { name: 'roads.txt', content: roadKml },
      ),
    );
    expect(roads.file).toMatchObject({ features: 2, geometries: ['circle', 'line'] });
    const districts = await created(
      await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
        name: 'districts.json',
        content: districtGeoJson(),
      }),
    );
    expect(districts.file).toMatchObject({ features: 1, geometries: ['fill'] });
  });

  it('refuses what is not a layer file, says why, and keeps nothing', async () => {
    const filesBefore = await storedFiles();
    const html = await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
      name: 'districts.geojson',
      content: '<!DOCTYPE html><html><body>Sign in</body></html>',
    });
    expect(html.statusCode).toBe(400);
    expect(errorOf(html)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { file: 'invalidFileType' }, data: anyOf(String) });

    const crowded = await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
      name: 'points.geojson',
      content: manyPoints(limits.layerFeaturesMax + 1),
    });
    expect(crowded.statusCode).toBe(400);
    expect(errorOf(crowded).fields).toEqual({ file: 'layerTooManyFeatures' });

    const empty = await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
      name: 'empty.geojson',
      content: '{"type":"FeatureCollection","features":[]}',
    });
    expect(errorOf(empty).fields).toEqual({ file: 'layerFileEmpty' });

    const huge = await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
      name: 'huge.geojson',
      content: Buffer.alloc(limits.layerUploadMaxBytes + 1, 0x20),
    });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).type).toBe('PAYLOAD_TOO_LARGE');

    expect(await storedFiles()).toBe(filesBefore);
    expect(readdirSync(join(server.config.dataDir, 'tmp')).filter((name) => name.startsWith('layer-'))).toEqual([]);
  });

  it('replaces the file on update and deletes files no layer uses any more', async () => {
    const filesBefore = await storedFiles();
    const layer = await created(
      await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
        name: 'wells.zip',
        content: zippedShapefile(wells),
      }),
    );
    expect(await storedFiles()).toBe(filesBefore + 1);

    // the file alone is the change: no `layer` part needed
    const replaced = await sendParts('northadmin', 'PUT', layersPath(demo.north, `/${layer.id}`), [
      { name: 'file', filename: 'roads.kml', content: roadKml },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const updated = dataOf<Layer>(replaced);
    expect(updated.file).toMatchObject({ features: 2, geometries: ['circle', 'line'] });
    expect(updated.file!.version).not.toBe(layer.file!.version);
    expect(await storedFiles()).toBe(filesBefore + 1);

    // changing only the color keeps the file
    const recolored = dataOf<Layer>(await call('northadmin', 'PUT', layersPath(demo.north, `/${layer.id}`), { colour: '#aa0000' }));
    expect(recolored.file).toEqual(updated.file);

    const tileset = await call('northadmin', 'PUT', layersPath(demo.north, `/${layer.id}`), {
      vectorSource: 'mapbox',
      vectorTileset: 'mapbox://acme.roads',
      vectorLayerName: 'roads',
      vectorGeometry: 'line',
    });
    expect(dataOf(tileset)).toMatchObject({ vectorSource: 'mapbox', file: null });
    expect(await storedFiles()).toBe(filesBefore);
    expect((await call('reader', 'GET', layersPath(demo.north, `/${layer.id}/data`))).statusCode).toBe(404);

    const other = await created(
      await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, { name: 'd.geojson', content: districtGeoJson() }),
    );
    expect(await storedFiles()).toBe(filesBefore + 1);
    await call('northadmin', 'DELETE', layersPath(demo.north, `/${other.id}`));
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('takes the multipart form as documented, with the same field errors as JSON', async () => {
    const file = { name: 'districts.geojson', content: districtGeoJson() };
    const noFields = await sendParts('northadmin', 'POST', layersPath(demo.north), [
      { name: 'file', filename: file.name, content: file.content },
    ]);
    expect(errorOf(noFields).fields).toEqual({ layer: 'required' });
    const broken = await sendParts('northadmin', 'POST', layersPath(demo.north), [{ name: 'layer', content: '{"name":' }]);
    expect(errorOf(broken).fields).toEqual({ layer: 'invalidValue' });
    const stranger = await sendParts('northadmin', 'POST', layersPath(demo.north), [
      { name: 'layer', content: JSON.stringify(fileLayerFields) },
      { name: 'picture', filename: 'a.png', content: 'x' },
    ]);
    expect(errorOf(stranger).fields).toEqual({ picture: 'unknownField' });
    const unnamed = await uploadLayer('northadmin', 'POST', layersPath(demo.north), { type: 'vector', name: { en_US: 'Districts' } }, file);
    expect(errorOf(unnamed).fields).toEqual({ 'name.fr_FR': 'required' });
    const raster = await uploadLayer('northadmin', 'POST', layersPath(demo.north), rasterInput(), file);
    expect(errorOf(raster).fields).toEqual({ file: 'invalidValue' });
    const noFile = await call('northadmin', 'POST', layersPath(demo.north), { ...fileLayerFields, vectorSource: 'file' });
    expect(errorOf(noFile).fields).toEqual({ file: 'required' });
  });
});

describe('who may see and change layers', () => {
  let north: Layer;
  let south: Layer;
  beforeAll(async () => {
    north = await created(
      await uploadLayer('northadmin', 'POST', layersPath(demo.north), fileLayerFields, {
        name: 'wells.zip',
        content: zippedShapefile(wells),
      }),
    );
    south = await created(await call('southadmin', 'POST', layersPath(demo.south), mapboxInput()));
  });

  it('lets everyone who sees the organization read its layers and their data', async () => {
    for (const who of ['admin', 'northadmin', 'reader', 'mobile']) {
      expect((await call(who, 'GET', `/organization/${demo.north}/layers`)).statusCode, who).toBe(200);
      expect((await call(who, 'GET', layersPath(demo.north, `/${north.id}/data`))).statusCode, who).toBe(200);
    }
    const ids = async (who: string) => dataOf<Layer[]>(await call(who, 'GET', '/layers')).map((layer) => layer.id);
    expect(await ids('admin')).toEqual(expect.arrayContaining([north.id, south.id]));
    for (const who of ['northadmin', 'reader', 'mobile']) {
      expect(await ids(who), who).toContain(north.id);
      expect(await ids(who), who).not.toContain(south.id);
    }
    expect(await ids('southadmin')).toEqual(expect.arrayContaining([south.id]));
    expect(await ids('southadmin')).not.toContain(north.id);
  });

  it("lets only the Administrator and the organization's admins change them", async () => {
    for (const who of ['reader', 'mobile']) {
      expect((await call(who, 'POST', layersPath(demo.north), mapboxInput())).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', layersPath(demo.north, `/${north.id}`), { colour: '#000000' })).statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', layersPath(demo.north, `/${north.id}`))).statusCode, who).toBe(403);
      expect(
        (await uploadLayer(who, 'POST', layersPath(demo.north), fileLayerFields, { name: 'd.geojson', content: districtGeoJson() }))
          .statusCode,
        who,
      ).toBe(403);
    }
    await created(await call('admin', 'POST', layersPath(demo.south), mapboxInput()));
    expect((await call('admin', 'PUT', layersPath(demo.north, `/${north.id}`), { colour: '#00aa00' })).statusCode).toBe(200);
  });

  it("answers 404 for another organization's layers, on every verb, and for a layer addressed through the wrong organization", async () => {
    for (const [verb, path, body] of [
      ['GET', `/organization/${demo.north}/layers`, undefined],
      ['POST', layersPath(demo.north), mapboxInput()],
      ['PUT', layersPath(demo.north, `/${north.id}`), { colour: '#000000' }],
      ['DELETE', layersPath(demo.north, `/${north.id}`), undefined],
      ['GET', layersPath(demo.north, `/${north.id}/data`), undefined],
    ] as const) {
      expect((await call('southadmin', verb, path, body)).statusCode, `${verb} ${path}`).toBe(404);
    }
    expect((await call('admin', 'PUT', layersPath(demo.south, `/${north.id}`), { colour: '#000000' })).statusCode).toBe(404);
    expect((await call('admin', 'GET', layersPath(demo.south, `/${north.id}/data`))).statusCode).toBe(404);
    // a layer without a file has no data
    expect((await call('admin', 'GET', layersPath(demo.south, `/${south.id}/data`))).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/organization/999/layers`)).statusCode).toBe(404);
    expect((await call('anonymous', 'GET', '/layers')).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('shows both bodies of a create: JSON, and the multipart form with its file', async () => {
    type Body = { schema: { properties: Record<string, unknown> } };
    const document = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { requestBody: { content: Record<string, Body> } } }>;
    }>();
    const content = document.paths['/api/organization/{id}/layer']!.post.requestBody.content;
    expect(content['application/json']!.schema.properties).toHaveProperty('vectorTileset');
    expect(content['multipart/form-data']!.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(content['multipart/form-data']!.schema.properties.layer).toMatchObject({ type: 'string' });
  });
});

describe('the raster URL check with the production guard', () => {
  let guarded: TestServer;
  let guardedCall: Caller;
  beforeAll(async () => {
    guarded = await startTestServer({ config: { allowPrivateLayerUrls: false } });
    ({ call: guardedCall } = await callerFor(guarded, ['northadmin']));
  });
  afterAll(() => guarded.close());

  it('refuses http:// and never connects to a private address', async () => {
    const input = (raster: string) => ({
      name: Object.fromEntries(['en_US', 'fr_FR', 'es_ES', 'pt_PT', 'ta_IN', 'zh_CN', 'ar_SA'].map((l) => [l, 'Tiles'])),
      type: 'raster',
      raster,
    });
    const http = await guardedCall('northadmin', 'POST', layersPath(demo.north), input(`${tiles.base}/{z}/{x}/{y}.png`));
    expect(errorOf(http).fields).toEqual({ raster: 'rasterUrlHttps' });
    const before = tiles.connections();
    for (const host of [`127.0.0.1:${tiles.port}`, `localhost:${tiles.port}`]) {
      const refused = await guardedCall('northadmin', 'POST', layersPath(demo.north), input(`https://${host}/{z}/{x}/{y}.png`));
      expect(refused.statusCode, host).toBe(400);
      expect(errorOf(refused).fields, host).toEqual({ raster: 'rasterUrlUnable' });
    }
    expect(tiles.connections()).toBe(before);
  });
});
