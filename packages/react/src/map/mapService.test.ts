import { createClient, createSessionStore, memoryStorage } from '@fieldwatch/core';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '@fieldwatch/testing/fakeApi';
import { loadMapService } from './mapService.js';

const clientWith = (routes: Parameters<typeof fakeApi>[0]) => {
  const api = fakeApi(routes);
  return {
    client: createClient({ baseURL: '/api', session: createSessionStore({ storage: memoryStorage() }), fetch: api.fetch }),
    calls: api.calls,
  };
};

describe('loadMapService', () => {
  it('reads the handshake once per client, without sign-in', async () => {
    const { client, calls } = clientWith({
      'GET /handshake': () =>
        ok({
          languages: [],
          default_language: 'en_US',
          timezone: 'UTC',
          map: { mapbox_token: 'pk.abc', style_url: 'https://t.example/s.json' },
        }),
    });
    expect(await loadMapService(client)).toEqual({ mapbox_token: 'pk.abc', style_url: 'https://t.example/s.json' });
    await loadMapService(client);
    expect(calls).toHaveLength(1);
  });

  it('draws offline with a server that says nothing of maps, and asks again after a failure', async () => {
    let answer = fail(500, 'SERVER_ERROR');
    const { client, calls } = clientWith({ 'GET /handshake': () => answer });
    await expect(loadMapService(client)).rejects.toThrow();
    answer = ok({ languages: [], default_language: 'en_US', timezone: 'UTC' });
    expect(await loadMapService(client)).toEqual({ mapbox_token: '', style_url: '' });
    expect(calls).toHaveLength(2);
  });
});
