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

describe('object storage from the environment (S3_*)', () => {
  const complete = { S3_BUCKET: 'fieldwatch', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps files on disk when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads a complete bucket configuration', () => {
    expect(loadConfig({ ...complete, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' }).s3).toEqual({
      bucket: 'fieldwatch',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig(complete).s3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it('refuses to start with a bucket but no region or keys, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'fieldwatch' })).toThrow(/S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not/);
    expect(() => loadConfig({ ...complete, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(/S3_SECRET_ACCESS_KEY is not/);
  });

  it('refuses an endpoint that is not a URL, a path-style flag it cannot read, and keys without a bucket', () => {
    expect(() => loadConfig({ ...complete, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be/);
    expect(() => loadConfig({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/without S3_BUCKET/);
  });
});
