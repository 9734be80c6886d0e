/**
 * Every URL an Administrator stores passes one rule (core schemas/settingsUrl.ts): https only, no
 * credentials. The server refuses the others with the option named and nothing stored.
 */
import type { Options } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';

let server: TestServer;
let admin: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
});
afterAll(() => server.close());

const put = (payload: object) => server.inject({ method: 'PUT', url: '/api/options', headers: bearer(admin), payload });

describe('URLs in settings', () => {
  it.each([
    ['lessons_url', 'javascript:alert(document.cookie)', 'urlHttpsOnly'],
    ['lessons_url', 'data:text/html;base64,PHNjcmlwdD4=', 'urlHttpsOnly'],
    ['lessons_url', 'http://example.org/lessons', 'urlHttpsOnly'],
    ['lessons_url', 'https://admin:secret@example.org/lessons', 'urlHttpsOnly'],
    ['public_cover_image', 'javascript:alert(1)', 'urlHttpsOnly'],
    ['public_about_image', 'http://example.org/a.png', 'urlHttpsOnly'],
    ['basemap_map', 'http://example.org/style.json', 'basemapInvalid'],
    ['basemap_satellite', 'https://u:p@tiles.example.org/{z}/{x}/{y}.png', 'basemapInvalid'],
  ])('refuses %s = %s', async (name, value, key) => {
    const res = await put([
      { name: 'zoom', value: '7' },
      { name, value },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).type).toBe('VALIDATION_ERROR');
    expect(errorOf(res).fields).toEqual({ '1.value': key });
    const stored = dataOf<Options>(await server.inject({ method: 'GET', url: '/api/options', headers: bearer(admin) }));
    expect(stored[name as keyof Options]).not.toBe(value);
  });

  it('stores an https address, trimmed', async () => {
    const res = await put([{ name: 'lessons_url', value: ' https://example.org/lessons ' }]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = dataOf<Options>(await server.inject({ method: 'GET', url: '/api/options', headers: bearer(admin) }));
    expect(stored.lessons_url).toBe('https://example.org/lessons');
  });
});
