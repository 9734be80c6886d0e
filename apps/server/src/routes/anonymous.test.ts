/**
 * Anonymous submission: a partner page asks for a token, creates a report with it in the
 * anonymous organization, uploads its media and publishes it — and can do nothing else with it.
 */
import type { ActivityEntry, AnonymousToken, Report } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../media/testing.js';
import { signAnonymousToken } from '../services/tokens.js';
import { browserKey, type BrowserKey } from '../test/anonymousKey.js';
import { bearer, dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, multipart, reportInput, setOptions, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
/** the browser every token of these tests is asked by, unless a test names another */
let browser: BrowserKey;

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'mobile']));
  browser = await browserKey(server.clock.now);
});
afterAll(() => server.close());

const askToken = async (ip = '203.0.113.1', key = browser) =>
  server.inject({
    method: 'POST',
    url: '/api/user/anonymous',
    remoteAddress: ip,
    headers: { dpop: await key.proof({ method: 'POST', url: '/api/user/anonymous' }) },
  });

async function tokenFor(ip?: string): Promise<string> {
  const res = await askToken(ip);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AnonymousToken>(res).access_token;
}

/** The headers of a call with an anonymous token: the token under the DPoP scheme and a fresh proof. */
const bound = async (token: string, method: string, url: string, key = browser) => ({
  authorization: `DPoP ${token}`,
  dpop: await key.proof({ method, url, token }),
});

/** A call with an anonymous token (or none). */
const as = async (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  ip = '203.0.113.1',
  key = browser,
) =>
  server.inject({
    method,
    url: `/api${url}`,
    headers: token ? await bound(token, method, `/api${url}`, key) : {},
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload }),
  });

async function uploadAs(token: string, reportId: number) {
  const body = multipart('media', 'photo.png', 'image/png', await pngImage());
  const url = `/api/report/${reportId}/media`;
  return server.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(await bound(token, 'POST', url)) } });
}

describe('while anonymous submission is off', () => {
  it('gives no token, and refuses tokens already handed out', async () => {
    const off = await askToken();
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).type).toBe('INACTIVE_FEATURE');
    // on, but without an organization: still off
    await setOptions(call, { anonymous_enabled: '1' });
    expect((await askToken()).statusCode).toBe(403);
    await setOptions(call, { anonymous_organization: String(demo.north) });
    const token = await tokenFor();
    await setOptions(call, { anonymous_enabled: '0' });
    const refused = await as(token, 'POST', `/organization/${demo.north}/report`, reportInput());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).type).toBe('INACTIVE_FEATURE');
    await setOptions(call, { anonymous_enabled: '1' });
    expect((await as(token, 'POST', `/organization/${demo.north}/report`, reportInput())).statusCode).toBe(201);
  });
});

describe('an anonymous submission', () => {
  beforeAll(() => setOptions(call, { anonymous_enabled: '1', anonymous_organization: String(demo.north) }));

  it('creates a report in the anonymous organization, adds its media and publishes it', async () => {
    const answer = await askToken();
    expect(answer.statusCode).toBe(201);
    const { access_token: token, expires_in, organization_id } = dataOf<AnonymousToken>(answer);
    expect(expires_in).toBe(7200);
    expect(organization_id).toBe(demo.north);

    const created = await as(
      token,
      'POST',
      `/organization/${demo.north}/report`,
      reportInput({ title: 'Seen from the footpath', source: 'web' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const report = dataOf<Report>(created);
    expect(report).toMatchObject({
      source: 'anonymous',
      status: 'draft',
      author: null,
      visibility: 'private',
      organization: { id: demo.north },
    });

    const media = await uploadAs(token, report.id);
    expect(media.statusCode, media.body).toBe(201);
    expect(dataOf<Report>(media).media).toHaveLength(1);

    const published = await as(token, 'PUT', `/organization/${demo.north}/report/${report.id}`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOf<Report>(published).status).toBe('published');

    // staff of the organization see it like any other report
    const seen = await call('northadmin', 'GET', `/report/${report.id}`);
    expect(seen.statusCode).toBe(200);
    expect(dataOf(seen)).toMatchObject({ source: 'anonymous', author: null, status: 'published', media: [{ type: 'image' }] });
    const listed = await call('northadmin', 'POST', '/reports', { filters: { search: 'footpath' } });
    expect(dataOf<Report[]>(listed).map((r: { id: number }) => r.id)).toContain(report.id);
    const activity = await call('northadmin', 'GET', `/report/${report.id}/activity`);
    expect(activity.statusCode).toBe(200);
    expect(dataOf<ActivityEntry[]>(activity)[0]).toMatchObject({ event: 'created', author: null });
    expect((await call('southadmin', 'GET', `/report/${report.id}`)).statusCode).toBe(404);

    // once published it is no longer the token's to change
    expect((await uploadAs(token, report.id)).statusCode).toBe(403);
    expect((await as(token, 'PUT', `/organization/${demo.north}/report/${report.id}`, { title: 'Changed' })).statusCode).toBe(403);
  });

  it('is validated like any report, with the shared schema', async () => {
    const token = await tokenFor();
    const res = await as(token, 'POST', `/organization/${demo.north}/report`, reportInput({ title: '', latitude: 200, author: 1 }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).type).toBe('VALIDATION_ERROR');
  });

  it('reaches no other organization, and no other report', async () => {
    const token = await tokenFor();
    const other = await as(token, 'POST', `/organization/${demo.south}/report`, reportInput());
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).type).toBe('RESOURCE_NOT_FOUND');
    expect((await as(token, 'POST', '/organization/999/report', reportInput())).statusCode).toBe(404);

    // another token's draft, a staff member's draft, a published report: as if they did not exist
    const first = await tokenFor();
    const theirs = dataOf<Report>(await as(first, 'POST', `/organization/${demo.north}/report`, reportInput())).id;
    const staffDraft = dataOf<Report>(await call('mobile', 'POST', `/organization/${demo.north}/report`, reportInput())).id;
    const published = dataOf<Report[]>(await call('admin', 'POST', '/reports', { filters: { organizations: [demo.north] }, limit: 1 }))[0]!
      .id;
    for (const id of [theirs, staffDraft, published]) {
      expect((await uploadAs(token, id)).statusCode, `media of ${id}`).toBe(404);
      expect(
        (await as(token, 'PUT', `/organization/${demo.north}/report/${id}`, { status: 'published' })).statusCode,
        `publish ${id}`,
      ).toBe(404);
    }
    // staff fields are not the token's to set, even on its own draft
    const mine = dataOf<Report>(await as(token, 'POST', `/organization/${demo.north}/report`, reportInput())).id;
    for (const change of [{ visibility: 'public' }, { verified: true }, { urgency: 'critical' }, { assignee: demo.users.northadmin }]) {
      expect((await as(token, 'PUT', `/organization/${demo.north}/report/${mine}`, change)).statusCode, JSON.stringify(change)).toBe(403);
    }
  });

  it('is refused on every other route', async () => {
    const token = await tokenFor();
    const own = dataOf<Report>(await as(token, 'POST', `/organization/${demo.north}/report`, reportInput())).id;
    for (const [method, url, payload] of [
      ['GET', '/reports'],
      ['POST', '/reports', { filters: {} }],
      ['GET', '/reports/geo'],
      ['GET', '/reports/suggest?q='],
      ['GET', `/report/${own}`],
      ['GET', `/reports/geo/${own}`],
      ['GET', `/report/${own}/activity`],
      ['GET', `/report/${own}/comments`],
      ['POST', `/report/${own}/comment`, { content: 'x' }],
      ['PUT', `/organization/${demo.north}/report/${own}/close`],
      ['DELETE', `/organization/${demo.north}/report/${own}`],
      ['GET', '/options'],
      ['GET', '/users'],
      ['GET', `/organization/${demo.north}/folders`],
      ['GET', '/taxonomy/groups'],
      ['GET', '/layers'],
      ['POST', '/options/public-image/cover', {}],
    ] as const) {
      const res = await as(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
    }
    // the token names no user: it cannot be traded for user tokens
    expect((await as(token, 'POST', '/user/1/token', { refresh_token: token })).statusCode).toBe(401);
  });

  it('expires after two hours', async () => {
    const token = await tokenFor();
    server.clock.advance(7201 * 1000);
    try {
      expect(
        (
          await as(
            token,
            'POST',
            `/organization/${demo.north}/report`,
            reportInput({ event_date: new Date(Date.now() - 60_000).toISOString() }),
          )
        ).statusCode,
      ).toBe(401);
    } finally {
      server.clock.advance(-7201 * 1000);
    }
  });

  it('is not valid for another organization once the anonymous organization changes', async () => {
    const token = await tokenFor();
    await setOptions(call, { anonymous_organization: String(demo.south) });
    try {
      expect((await as(token, 'POST', `/organization/${demo.north}/report`, reportInput())).statusCode).toBe(401);
      // the token was for North: it is no token for South either
      expect((await as(token, 'POST', `/organization/${demo.south}/report`, reportInput())).statusCode).toBe(401);
      expect((await as(await tokenFor(), 'POST', `/organization/${demo.south}/report`, reportInput())).statusCode).toBe(201);
    } finally {
      await setOptions(call, { anonymous_organization: String(demo.north) });
    }
  });

  it('cannot be forged, even with the server key, as a user token', async () => {
    // an anonymous token's claims signed by the server are still no user's token
    const { token } = await signAnonymousToken(server.app.fieldwatch, demo.north, browser.thumbprint);
    expect((await as(token, 'GET', '/reports')).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/api/reports', headers: bearer(token) })).statusCode).toBe(401);
    expect((await as(`${token.slice(0, -2)}xx`, 'POST', `/organization/${demo.north}/report`, reportInput())).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('hand out a limited number of tokens to one address', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i += 1) expect((await askToken(ip)).statusCode).toBe(201);
    const refused = await askToken(ip);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).type).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // other addresses are not held back
    expect((await askToken('198.51.100.8')).statusCode).toBe(201);
  });

  it('accept a limited number of anonymous reports from one address', async () => {
    const ip = '198.51.100.9';
    // each token creates five: the address's ten take two
    for (const token of [await tokenFor(ip), await tokenFor(ip)]) {
      for (let i = 0; i < 5; i += 1)
        expect((await as(token, 'POST', `/organization/${demo.north}/report`, reportInput(), ip)).statusCode).toBe(201);
    }
    const refused = await as(await tokenFor(ip), 'POST', `/organization/${demo.north}/report`, reportInput(), ip);
    expect(refused.statusCode).toBe(429);
    // signed-in users are not counted
    expect((await call('mobile', 'POST', `/organization/${demo.north}/report`, reportInput(), {})).statusCode).toBe(201);
  });
});
