/**
 * The core client (packages/core/api) against this real server over HTTP: the envelope, the error
 * catalogue, two-factor sign-in, the single-flight token refresh (calls made meanwhile wait for it),
 * and the map's binary points and clusters through real compression.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FieldwatchError,
  createClient,
  createSessionStore,
  getPackedReportPoints,
  getReportClusters,
  getReportPoints,
  getUser,
  login,
  logout,
  updateUser,
  verifyCode,
  type FieldwatchClient,
  type SessionStore,
} from '@fieldwatch/core';
import { demoPassword, startTestServer, type TestServer } from './test/harness.js';

let server: TestServer;
let baseURL: string;

beforeAll(async () => {
  server = await startTestServer({ config: { accessTokenSeconds: 60 } });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `${address}/api`;
});
afterAll(() => server.close());

/** A client whose session clock follows the server's test clock, and that counts refresh calls. */
function browserLikeClient(): { client: FieldwatchClient; session: SessionStore; refreshes: () => number } {
  let refreshes = 0;
  const session = createSessionStore({ now: () => server.clock.now().getTime() });
  const counting: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/\/user\/\d+\/token$/.test(url)) refreshes += 1;
    return fetch(input, init);
  };
  return { client: createClient({ baseURL, session, fetch: counting }), session, refreshes: () => refreshes };
}

describe('core client against the server', () => {
  it('signs in and unwraps the envelope', async () => {
    const { client, session } = browserLikeClient();
    const outcome = await login(client, 'northadmin', demoPassword);
    expect(outcome.status).toBe('signedIn');
    expect(session.getState().status).toBe('authenticated');
    const me = await getUser(client, session.getState().user!.id);
    expect(me).toMatchObject({ username: 'northadmin', role: { name: 'Organization Admin' } });
  });

  it('maps failures to the catalogue, with field keys', async () => {
    const { client, session } = browserLikeClient();
    const wrong = await login(client, 'northadmin', 'Not#The1Password').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(FieldwatchError);
    expect(wrong).toMatchObject({ code: 'UNAUTHENTICATED', status: 401, data: 'INVALID_LOGIN' });

    await login(client, 'reader', demoPassword);
    const invalid = await updateUser(client, session.getState().user!.id, { options: { email: 'not-an-email' } }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'VALIDATION_ERROR', status: 400, fields: { 'options.email': 'invalidEmail' } });
  });

  it('signs in with the emailed code', async () => {
    const { client, session } = browserLikeClient();
    expect(await login(client, 'secure', demoPassword)).toEqual({ status: 'codeRequired' });
    expect(session.getState().status).toBe('awaitingCode');
    const mail = (await server.mails()).filter((m) => m.to === 'secure@fieldwatch.example').at(-1);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    await verifyCode(client, code);
    expect(session.getState()).toMatchObject({ status: 'authenticated', pendingTwoFactor: null });
  });

  it('refreshes an expired token once, while every call made meanwhile waits for it', async () => {
    const { client, session, refreshes } = browserLikeClient();
    await login(client, 'admin', demoPassword);
    const id = session.getState().user!.id;
    const before = session.getState().refreshToken;

    server.clock.advance(61_000);
    const users = await Promise.all(Array.from({ length: 5 }, () => getUser(client, id)));

    expect(users.map((u) => u.username)).toEqual(Array(5).fill('admin'));
    expect(refreshes()).toBe(1);
    expect(session.getState().refreshToken).not.toBe(before);
    expect(session.getState().status).toBe('authenticated');
  });

  it('retries once after a 401 from a token the server no longer accepts', async () => {
    const { client, session, refreshes } = browserLikeClient();
    await login(client, 'southadmin', demoPassword);
    // the server's clock moves on but the browser's computed expiry has not passed: the 401 triggers the refresh
    session.setState({ expiresAt: server.clock.now().getTime() + 3_600_000 });
    server.clock.advance(61_000);
    const me = await getUser(client, session.getState().user!.id);
    expect(me.username).toBe('southadmin');
    expect(refreshes()).toBe(1);
  });

  it('clears the session as expired when the refresh is refused', async () => {
    const { client, session } = browserLikeClient();
    await login(client, 'admin', demoPassword);
    const id = session.getState().user!.id;
    // another tab logs this session out: both tokens stop working
    await fetch(`${baseURL}/user/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.getState().refreshToken }),
    });
    const failure = await getUser(client, id).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(session.getState()).toMatchObject({ status: 'expired', user: null, accessToken: null });
  });

  it('logs out: the refresh token is revoked and the session keeps common settings', async () => {
    const { client, session } = browserLikeClient();
    await login(client, 'reader', demoPassword);
    session.getState().setLanguage('ta');
    const token = session.getState().refreshToken!;
    const id = session.getState().user!.id;
    await logout(client);
    expect(session.getState()).toMatchObject({ status: 'anonymous', language: 'ta', refreshToken: null });
    const reuse = await fetch(`${baseURL}/user/${id}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token }),
    });
    expect(reuse.status).toBe(401);
  });

  it('keeps the device token across sign-out and sends it, so the owner is spared the back-off of guesses from elsewhere', async () => {
    const { client, session } = browserLikeClient();
    await login(client, 'mobile', demoPassword);
    expect(Object.keys(session.getState().deviceTokens)).toEqual(['mobile']);
    await logout(client);
    // a guesser spread over many addresses runs the account into its back-off
    for (let i = 1; i <= 11; i++) {
      await server.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'mobile', password: 'Wrong#Pass1' },
        remoteAddress: `10.7.0.${i}`,
      });
    }
    const stranger = await login(browserLikeClient().client, 'mobile', demoPassword).catch((e: unknown) => e);
    expect(stranger).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
    // the device that signed in before, with the username typed in another case
    expect((await login(client, 'MOBILE', demoPassword)).status).toBe('signedIn');
  });

  it('reports an unreachable server as a network error, not a crash', async () => {
    const client = createClient({ baseURL: 'http://127.0.0.1:9/api' });
    await expect(getUser(client, 1)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('reads the map points in their binary form and the clusters of a screen', async () => {
    const { client } = browserLikeClient();
    await login(client, 'northadmin', demoPassword);
    const json = await getReportPoints(client, { lifecycle: ['new'] });
    const packed = await getPackedReportPoints(client, { lifecycle: ['new'] });
    expect([...packed.ids]).toEqual(json.data.ids);
    expect([...packed.lat]).toEqual(json.data.lat);
    expect(packed.total).toBe(json.total);
    const cut = await getPackedReportPoints(client, {}, { max: 1 });
    expect(cut.ids).toHaveLength(0);
    expect(cut.total).toBeGreaterThan(1);
    const clusters = await getReportClusters(client, { filters: {}, bbox: [-180, -85, 180, 85], zoom: 2 });
    expect(clusters.total).toBe(cut.total);
    expect(clusters.data.clusters.count.reduce((sum, count) => sum + count, 0) + clusters.data.points.ids.length).toBe(cut.total);
  });
});
