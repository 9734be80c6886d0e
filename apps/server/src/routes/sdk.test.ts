/**
 * The elements bundle at its versioned, immutable address and `GET /api/sdk` (plugins/sdk.ts,
 * routes/sdk.ts), with a stand-in package built into the test's folder; core's `getSdkInfo` against
 * the real server over HTTP.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, createSessionStore, getSdkInfo, type SdkInfo } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';

/** A built `@fieldwatch/elements` in miniature: its manifest, the entry, a chunk, and files that are not served. */
function fakeElementsPackage(root: string, version: string): string {
  const folder = join(root, 'elements');
  mkdirSync(join(folder, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: '@fieldwatch/elements', version }));
  writeFileSync(join(folder, 'dist', 'fieldwatch-elements.js'), 'import("./chunks/form-1a2b.js");\nexport {};\n');
  writeFileSync(join(folder, 'dist', 'chunks', 'form-1a2b.js'), 'export const form = "é";\n');
  writeFileSync(join(folder, 'dist', 'chunks', 'form-1a2b.js.map'), '{}');
  writeFileSync(join(folder, 'dist', 'index.d.ts'), 'export {};');
  return folder;
}

let server: TestServer;
const packages = mkdtempSync(join(tmpdir(), 'fw-sdk-'));
const version = '1.4.2';
const base = `/sdk/elements@${version}`;

beforeAll(async () => {
  server = await startTestServer({ config: { elementsPackage: fakeElementsPackage(join(packages, 'a'), version) } });
});
afterAll(async () => {
  await server.close();
  rmSync(packages, { recursive: true, force: true });
});

describe('GET /api/sdk', () => {
  it('names the version, the absolute script address from PUBLIC_URL, its integrity and the elements', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/sdk' });
    expect(res.statusCode, res.body).toBe(200);
    const { integrity, ...rest } = dataOf<SdkInfo>(res);
    expect(rest).toEqual({
      version,
      script: `http://fieldwatch.test${base}/fieldwatch-elements.js`,
      elements: ['report-map', 'report-form', 'report-list'],
    });
    expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('gives the integrity a browser computes from the file it fetches', async () => {
    const { integrity, script } = dataOf<SdkInfo>(await server.inject({ method: 'GET', url: '/api/sdk' }));
    const file = await server.inject({ method: 'GET', url: new URL(script).pathname });
    expect(file.statusCode).toBe(200);
    expect(integrity).toBe(`sha384-${createHash('sha384').update(file.rawPayload).digest('base64')}`);
  });

  it('is in the OpenAPI document', async () => {
    const { paths } = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(paths['/api/sdk']).toHaveProperty('get');
    expect(Object.keys(paths).some((path) => path.startsWith('/sdk/'))).toBe(false);
  });

  it('takes the address from the request when PUBLIC_URL is not set', async () => {
    const other = await startTestServer({
      config: { elementsPackage: fakeElementsPackage(join(packages, 'b'), version), publicUrlSet: false },
    });
    try {
      const res = await other.inject({ method: 'GET', url: '/api/sdk', headers: { host: 'maps.example.org:8443' } });
      expect(dataOf<SdkInfo>(res).script).toBe(`http://maps.example.org:8443${base}/fieldwatch-elements.js`);
    } finally {
      await other.close();
    }
  });

  it('answers 503 while the elements are not built', async () => {
    const unbuilt = await startTestServer();
    try {
      const res = await unbuilt.inject({ method: 'GET', url: '/api/sdk' });
      expect(res.statusCode).toBe(503);
      expect(errorOf(res)).toMatchObject({ type: 'SERVER_ERROR', data: 'SDK_NOT_BUILT' });
      expect((await unbuilt.inject({ method: 'GET', url: `${base}/fieldwatch-elements.js` })).statusCode).toBe(404);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('/sdk/elements@{version}/', () => {
  it('serves the entry and its chunks immutable to any origin', async () => {
    for (const url of [`${base}/fieldwatch-elements.js`, `${base}/chunks/form-1a2b.js`]) {
      const file = await server.inject({ method: 'GET', url, headers: { origin: 'https://partner.example' } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['access-control-allow-origin']).toBe('*');
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves nothing else of the package, and no other version', async () => {
    for (const url of [
      `${base}/chunks/form-1a2b.js.map`,
      `${base}/index.d.ts`,
      `${base}/../package.json`,
      `${base}/`,
      '/sdk/elements@1.4.1/fieldwatch-elements.js',
      '/sdk/elements@1.4.1/',
      '/sdk/elements/fieldwatch-elements.js',
    ]) {
      expect((await server.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('redirects `latest` to the current version for a short while', async () => {
    const res = await server.inject({ method: 'GET', url: '/sdk/elements@latest/fieldwatch-elements.js' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${base}/fieldwatch-elements.js`);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('getSdkInfo (core) against the server', () => {
  it('reads the bundle signed out', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createClient({ baseURL: `${address}/api`, session: createSessionStore() });
    const info = await getSdkInfo(client);
    expect(info.version).toBe(version);
    expect(info.script).toBe(`http://fieldwatch.test${base}/fieldwatch-elements.js`);
    expect(info.integrity).toMatch(/^sha384-/);
    expect(info.elements).toContain('report-form');
  });
});
