import { optionNames, type Handshake, type Options } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, dataOf, errorOf, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';

let server: TestServer;
let admin: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
});
afterAll(() => server.close());

const put = (session: SignedIn, payload: object) =>
  server.inject({ method: 'PUT', url: '/api/options', headers: bearer(session), payload });

describe('GET /handshake', () => {
  it('answers languages, default language and time zone without sign-in', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/handshake' });
    const data = dataOf<Handshake>(res);
    expect(data.default_language).toBe('en_US');
    expect(data.timezone).toBe('Europe/London');
    expect(data.languages).toHaveLength(7);
    expect(data.languages).toContainEqual({ code: 'ar', locale: 'ar_SA', name: 'العربية', dir: 'rtl' });
  });
});

describe('GET /options', () => {
  it('gives every option, unset ones at their defaults, to any signed-in user', async () => {
    const mobile = await signIn(server, 'mobile');
    const res = await server.inject({ method: 'GET', url: '/api/options', headers: bearer(mobile) });
    expect(res.statusCode).toBe(200);
    const data = dataOf<Options>(res);
    expect(Object.keys(data).sort()).toEqual([...optionNames].sort());
    expect(data).toMatchObject({
      latitude: '51.5285582',
      longitude: '-0.2416815',
      zoom: '11',
      default_language: 'en_US',
      timezone: 'Europe/London',
    });
  });
});

describe('PUT /options', () => {
  it('is for the Administrator only', async () => {
    for (const username of ['northadmin', 'reader', 'mobile']) {
      const res = await put(await signIn(server, username), [{ name: 'zoom', value: '8' }]);
      expect(res.statusCode, username).toBe(403);
      expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
    }
  });

  it('stores the changes and answers every option; the handshake follows', async () => {
    const res = await put(admin, [
      { name: 'zoom', value: '8' },
      { name: 'timezone', value: 'Africa/Nairobi' },
      { name: 'languages_enabled', value: 'en_US,fr_FR' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({ zoom: '8', timezone: 'Africa/Nairobi', latitude: '51.5285582' });
    const again = await server.inject({ method: 'GET', url: '/api/options', headers: bearer(admin) });
    expect(dataOf<Options>(again).zoom).toBe('8');
    const handshake = dataOf<Handshake>(await server.inject({ method: 'GET', url: '/api/handshake' }));
    expect(handshake.timezone).toBe('Africa/Nairobi');
    expect(handshake.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'fr']);
  });

  it('forces assignment, urgency, lifecycle and mobile updates off when updates are turned off', async () => {
    const res = await put(admin, [
      { name: 'updates_enabled', value: '0' },
      { name: 'urgency_enabled', value: '1' },
    ]);
    expect(dataOf(res)).toMatchObject({
      updates_enabled: '0',
      assignment_enabled: '0',
      urgency_enabled: '0',
      lifecycle_enabled: '0',
      mobile_updates_enabled: '0',
    });
  });

  it('refuses unknown names and bad values with field keys', async () => {
    const res = await put(admin, [
      { name: 'zoom', value: '23' },
      { name: 'timezone', value: 'Mars/Olympus' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ '0.value': 'invalidValue', '1.value': 'invalidValue' });
    const unknown = await put(admin, [{ name: 'root_access', value: '1' }]);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ '0.name': 'unknownField' });
  });
});
