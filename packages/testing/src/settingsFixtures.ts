import { defaultOptions, normalizeOptions, type Options, type OptionsUpdate } from '@fieldwatch/core';
import { ok, type FakeRoute, type RecordedCall } from './fakeApi.js';
import { makeUser } from './fixtures.js';

export const administrator = makeUser({
  id: 1,
  username: 'admin',
  role: { id: 1, name: 'Administrator', capabilities: [] },
  organizations: [],
});

/**
 * `GET /options`, `PUT /options` (storing like the server: core `normalizeOptions`) and `GET /handshake`
 * with its `map`, for settings stories and tests. `stored()` reads what was saved.
 */
export function settingsRoutes(options: Partial<Options> = {}, map = { mapbox_token: '', style_url: '' }) {
  let stored: Options = { ...defaultOptions, ...options };
  const routes: Record<string, FakeRoute> = {
    'GET /options': () => ok(stored),
    'PUT /options': ({ body }: RecordedCall) => {
      stored = normalizeOptions(stored, body as OptionsUpdate);
      return ok(stored);
    },
    'GET /handshake': () => ok({ languages: [], default_language: 'en_US', timezone: 'Europe/London', map }),
  };
  return { routes, stored: () => stored };
}
