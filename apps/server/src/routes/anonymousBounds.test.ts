/**
 * Anonymous submissions in bounds: a token works only in the browser that asked for it (a DPoP proof
 * made with that browser's key on every call, each proof good once), creates a limited number of
 * reports, and may have to be earned with a proof-of-work challenge.
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { AnonymousChallenge, AnonymousToken, Report } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../media/testing.js';
import { browserKey, type BrowserKey } from '../test/anonymousKey.js';
import { bearer, dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, multipart, reportInput, setOptions, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let browser: BrowserKey;
let thief: BrowserKey;

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin']));
  browser = await browserKey(server.clock.now);
  thief = await browserKey(server.clock.now);
  await setOptions(call, { anonymous_enabled: '1', anonymous_organization: String(demo.north) });
});
afterAll(() => server.close());

const tokenPath = '/api/user/anonymous';
const reportsPath = `/api/organization/${demo.north}/report`;

async function askToken(key: BrowserKey, body?: object, ip = '203.0.113.50') {
  return server.inject({
    method: 'POST',
    url: tokenPath,
    remoteAddress: ip,
    headers: { dpop: await key.proof({ method: 'POST', url: tokenPath }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function tokenOf(key: BrowserKey, ip?: string): Promise<string> {
  const res = await askToken(key, undefined, ip);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<AnonymousToken>(res).access_token;
}

const createWith = (token: string, dpop: string, ip = '203.0.113.50') =>
  server.inject({
    method: 'POST',
    url: reportsPath,
    remoteAddress: ip,
    headers: { authorization: `DPoP ${token}`, dpop },
    payload: reportInput(),
  });

async function create(token: string, key = browser, ip?: string) {
  return createWith(token, await key.proof({ method: 'POST', url: reportsPath, token }), ip);
}

const expectProofRefused = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(401);
  expect(JSON.parse(res.body)).toMatchObject({ error: { type: 'UNAUTHENTICATED', data: 'PROOF_INVALID' } });
};

describe('a token bound to the browser that asked', () => {
  it('is handed out only against a proof of a key', async () => {
    expectProofRefused(await server.inject({ method: 'POST', url: tokenPath, remoteAddress: '203.0.113.50' }));
    // a proof made for another call is no proof for this one
    const elsewhere = await browser.proof({ method: 'POST', url: reportsPath });
    expectProofRefused(await server.inject({ method: 'POST', url: tokenPath, headers: { dpop: elsewhere } }));
  });

  it('works with proofs of that key only', async () => {
    const token = await tokenOf(browser);
    expect((await create(token)).statusCode).toBe(201);
    // stolen: the thief has the token but not the key
    expectProofRefused(await create(token, thief));
    // without a proof, or sent as a plain bearer token
    expect(
      (await server.inject({ method: 'POST', url: reportsPath, headers: { authorization: `DPoP ${token}` }, payload: reportInput() }))
        .statusCode,
    ).toBe(401);
    expect((await server.inject({ method: 'POST', url: reportsPath, headers: bearer(token), payload: reportInput() })).statusCode).toBe(
      401,
    );
  });

  it('refuses a proof that is replayed, too old, for another URL, method, origin or token', async () => {
    const token = await tokenOf(browser);
    const proof = await browser.proof({ method: 'POST', url: reportsPath, token });
    expect((await createWith(token, proof)).statusCode).toBe(201);
    expectProofRefused(await createWith(token, proof));

    const now = Math.floor(server.clock.now().getTime() / 1000);
    const other = await tokenOf(browser);
    for (const [what, dpop] of [
      ['six minutes old', await browser.proof({ method: 'POST', url: reportsPath, token, issuedAt: now - 6 * 60 })],
      ['six minutes ahead', await browser.proof({ method: 'POST', url: reportsPath, token, issuedAt: now + 6 * 60 })],
      ['another URL', await browser.proof({ method: 'POST', url: `/api/organization/${demo.south}/report`, token })],
      ['another method', await browser.proof({ method: 'PUT', url: reportsPath, token })],
      ['another origin', await browser.proof({ method: 'POST', url: reportsPath, token, origin: 'https://evil.example' })],
      ['another token', await browser.proof({ method: 'POST', url: reportsPath, token: other })],
      ['no token hash', await browser.proof({ method: 'POST', url: reportsPath })],
    ] as const) {
      const res = await createWith(token, dpop);
      expect(res.statusCode, what).toBe(401);
      expect(errorOf(res).data, what).toBe('PROOF_INVALID');
    }
  });

  it('lets partner pages send the proof header', async () => {
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: tokenPath,
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'dpop' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('dpop');
  });
});

describe('reports per token', () => {
  it('creates at most five reports with one token, counted atomically; media and publishing go on', async () => {
    const ip = '203.0.113.60';
    const token = await tokenOf(browser, ip);
    // eight at once: exactly five get through, whatever the order
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(token, browser, ip)));
    const created = answers.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(5);
    for (const refused of answers.filter((res) => res.statusCode !== 201)) {
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toMatchObject({ type: 'TOO_MANY_REQUESTS', data: 'TOKEN_REPORTS_USED' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(2 * 60 * 60);
    }

    const report = dataOf<Report>(created[0]!);
    const mediaUrl = `/api/report/${report.id}/media`;
    const body = multipart('media', 'photo.png', 'image/png', await pngImage());
    const media = await server.inject({
      method: 'POST',
      url: mediaUrl,
      remoteAddress: ip,
      payload: body.payload,
      headers: { ...body.headers, authorization: `DPoP ${token}`, dpop: await browser.proof({ method: 'POST', url: mediaUrl, token }) },
    });
    expect(media.statusCode, media.body).toBe(201);
    const publishUrl = `${reportsPath}/${report.id}`;
    const published = await server.inject({
      method: 'PUT',
      url: publishUrl,
      remoteAddress: ip,
      headers: { authorization: `DPoP ${token}`, dpop: await browser.proof({ method: 'PUT', url: publishUrl, token }) },
      payload: { status: 'published' },
    });
    expect(published.statusCode, published.body).toBe(200);
    // a new token creates again
    expect((await create(await tokenOf(browser, ip), browser, ip)).statusCode).toBe(201);
  });
});

describe('the proof-of-work challenge', () => {
  afterAll(() => setOptions(call, { anonymous_challenge_enabled: '0' }));

  async function solved(): Promise<string> {
    const res = await server.inject({ method: 'GET', url: '/api/user/anonymous/challenge' });
    expect(res.statusCode, res.body).toBe(200);
    const challenge = dataOf<AnonymousChallenge>(res);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    expect(solution).not.toBeNull();
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution?.number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('is off by default: no challenge to ask for, none needed', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/user/anonymous/challenge' })).statusCode).toBe(404);
    expect((await askToken(browser)).statusCode).toBe(201);
  });

  it('when on, hands a token out only for a solved challenge, and each solution once', async () => {
    await setOptions(call, { anonymous_challenge_enabled: '1' });
    for (const body of [undefined, {}, { challenge_solution: 'bm90IGEgc29sdXRpb24=' }]) {
      const refused = await askToken(browser, body);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({
        type: 'VALIDATION_ERROR',
        data: 'CHALLENGE_REQUIRED',
        fields: { challenge_solution: 'required' },
      });
    }
    const solution = await solved();
    expect((await askToken(browser, { challenge_solution: solution })).statusCode).toBe(201);
    expect((await askToken(browser, { challenge_solution: solution })).statusCode).toBe(400);
  });
});

describe('ANONYMOUS_CHALLENGE=1', () => {
  let forced: TestServer;
  beforeAll(async () => {
    forced = await startTestServer({ config: { anonymousChallengeForced: true } });
    const { call: admin } = await callerFor(forced, ['admin']);
    await admin('admin', 'PUT', '/options', [
      { name: 'anonymous_enabled', value: '1' },
      { name: 'anonymous_organization', value: String(demo.north) },
    ]);
  });
  afterAll(() => forced.close());

  it('turns the challenge on whatever the option says', async () => {
    const res = await forced.inject({
      method: 'POST',
      url: tokenPath,
      headers: { dpop: await browser.proof({ method: 'POST', url: tokenPath }) },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).data).toBe('CHALLENGE_REQUIRED');
    expect((await forced.inject({ method: 'GET', url: '/api/user/anonymous/challenge' })).statusCode).toBe(200);
  });
});
