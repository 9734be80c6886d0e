/**
 * Core's layer calls (packages/core/src/api/layers.ts) against this real server over HTTP: the
 * multipart upload as a browser's FormData sends it, the GeoJSON through real gzip, field errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FieldwatchError,
  createClient,
  createLayer,
  createSessionStore,
  deleteLayer,
  getLayerData,
  listLayers,
  listOrganizationLayers,
  login,
  updateLayer,
  type FieldwatchClient,
} from '@fieldwatch/core';
import { districtGeoJson, roadKml, wells, zippedShapefile } from '../layers/testing.js';
import { demoPassword, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;
let client: FieldwatchClient;

beforeAll(async () => {
  server = await startTestServer();
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  client = createClient({ baseURL: `${address}/api`, session: createSessionStore() });
  await login(client, 'northadmin', demoPassword);
});
afterAll(() => server.close());

const names = { en_US: 'Wells', fr_FR: 'Puits', es_ES: 'Pozos', pt_PT: 'Poços', ta_IN: 'கிணறுகள்', zh_CN: '水井', ar_SA: 'آبار' };

describe('the layers client against the server', () => {
  it('uploads a zipped shapefile, reads its GeoJSON, replaces it and deletes the layer', async () => {
    const zip = new File([new Uint8Array(zippedShapefile(wells))], 'wells.zip', { type: 'application/zip' });
    const layer = await createLayer(client, 1, { name: names, type: 'vector' }, { blob: zip });
    expect(layer).toMatchObject({ vectorSource: 'file', file: { features: 2, geometries: ['circle'] } });

    const data = await getLayerData(client, 1, layer.id);
    expect(data.features.map((feature) => feature.properties.name)).toEqual(['North well', 'East well']);

    expect((await listOrganizationLayers(client, 1)).data.map((l) => l.id)).toContain(layer.id);
    expect((await listLayers(client)).data.map((l) => l.id)).toContain(layer.id);

    const roads = new Blob([roadKml], { type: 'application/vnd.google-earth.kml+xml' });
    const replaced = await updateLayer(client, 1, layer.id, { colour: '#336699' }, { blob: roads, name: 'roads.kml' });
    expect(replaced).toMatchObject({ colour: '#336699', file: { features: 2, geometries: ['circle', 'line'] } });
    expect((await getLayerData(client, 1, layer.id)).features[0]!.geometry.type).toBe('LineString');

    expect(await deleteLayer(client, 1, layer.id)).toBe(true);
    await expect(getLayerData(client, 1, layer.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });

  it('turns refusals into field errors the form can show', async () => {
    const error = await createLayer(
      client,
      1,
      { name: { en_US: 'Districts' }, type: 'vector' },
      { blob: new Blob([districtGeoJson()]), name: 'd.geojson' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldwatchError);
    expect((error as FieldwatchError).fields).toMatchObject({ 'name.fr_FR': 'required', 'name.ar_SA': 'required' });

    const html = await createLayer(
      client,
      1,
      { name: names, type: 'vector' },
      { blob: new Blob(['<html><body>login</body></html>']), name: 'd.geojson' },
    ).catch((e: unknown) => e);
    expect((html as FieldwatchError).fields).toEqual({ file: 'invalidFileType' });
    expect(typeof (html as FieldwatchError).data).toBe('string');
  });
});
