/**
 * Every operation of the OpenAPI document × every caller, as the table in test/routeMatrix.ts says
 * (docs/roles.md "The role × route matrix"). A new route fails here until it has its row.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../config.js';
import { signIn, startTestServer, type TestServer } from '../test/harness.js';
import { Fixtures, type Who } from '../test/routeFixtures.js';
import { routeMatrix, type Outcome, type Row, type Target } from '../test/routeMatrix.js';
import { demo } from '../test/reports.js';

let server: TestServer;
let fixtures: Fixtures;
const staff = ['admin', 'northadmin', 'reader', 'mobile'] as const;

// the matrix signs in, asks for reset links and anonymous tokens hundreds of times from one address
const roomy: RateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, limit: 100_000 }]),
) as unknown as RateLimits;

/** A built elements package in miniature, so `GET /sdk` has something to hand out. */
function elementsPackage(): string {
  const folder = mkdtempSync(join(tmpdir(), 'fw-matrix-elements-'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: '@fieldwatch/elements', version: '1.0.0' }));
  writeFileSync(join(folder, 'dist', 'fieldwatch-elements.js'), 'export {};\n');
  return folder;
}

beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: roomy, elementsPackage: elementsPackage(), metricsEnabled: true } });
  const tokens: Partial<Record<Who, string>> = {};
  for (const who of staff) tokens[who] = (await signIn(server, who)).accessToken;
  fixtures = new Fixtures(server, tokens);
  // the public routes answer only while the public map is on; anonymous submission goes into North
  await fixtures.setOptions({ public_map_enabled: '1', anonymous_enabled: '1', anonymous_organization: String(demo.north) });
}, 60_000);
afterAll(() => server.close());

const nameOf = (row: Row) => `${row.operation}${row.variant ? ` (${row.variant})` : ''}`;

/** `METHOD /path` of every operation in the document, `/api` left off as in the matrix. */
function documentedOperations(): string[] {
  const document = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
  );
}

async function callOnce(row: Row, who: Who, org: number): Promise<number> {
  const tokens = fixtures.tokens;
  if (who === 'submitter') tokens.submitter = await fixtures.anonymousToken();
  const target: Target = { who, org, viewer: who === 'anonymous' || who === 'submitter' ? 'public' : demo.users[who] };
  const call = await row.request(fixtures, target);
  const [method, path] = row.operation.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${nameOf(row)}: the request gives no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const token = call.token ?? tokens[who];
  // an anonymous submission token goes with a proof of the browser key it is bound to
  const credentials =
    who === 'submitter' && token && call.token === undefined
      ? { authorization: `DPoP ${token}`, dpop: await fixtures.proof(method, `/api${url}`, token) }
      : token
        ? { authorization: `Bearer ${token}` }
        : {};
  const res = await server.inject({
    method,
    url: `${row.outsideApi ? '' : '/api'}${url}${call.query ?? ''}`,
    headers: { ...credentials, ...call.headers },
    ...(call.body === undefined ? {} : { payload: call.body }),
    // an event stream answers its headers and stays open (the server ends it when it closes)
    ...(call.stream ? { payloadAsStream: true } : {}),
  });
  if (call.stream) res.stream().destroy();
  delete tokens.submitter;
  return res.statusCode;
}

const outcomeOf = (status: number): 'ok' | number => (status >= 200 && status < 300 ? 'ok' : status);

describe('the role × route matrix', () => {
  it('has a row for every operation in the OpenAPI document, and none for an operation that is gone', () => {
    const documented = documentedOperations();
    const listed = new Set(routeMatrix.map((row) => row.operation));
    const missing = documented.filter((operation) => !listed.has(operation));
    const gone = [...listed].filter((operation) => !documented.includes(operation));
    expect(
      missing,
      `add a row for each of these operations to apps/server/src/test/routeMatrix.ts (who may call it: docs/roles.md)`,
    ).toEqual([]);
    expect(gone, 'these rows of apps/server/src/test/routeMatrix.ts name operations the server no longer has: remove them').toEqual([]);
  });

  it.each(routeMatrix.map((row) => [nameOf(row), row] as const))('%s', async (_name, row) => {
    const expected: Record<string, Outcome> = {};
    const got: Record<string, 'ok' | number> = {};
    const places: [string, number, Record<string, Outcome> | undefined][] = [
      ['North', demo.north, row.north],
      ['South', demo.south, row.south],
    ];
    for (const [place, org, outcomes] of places) {
      if (!outcomes) continue;
      for (const who of staff) {
        expected[`${who} in ${place}`] = outcomes[who]!;
        got[`${who} in ${place}`] = outcomeOf(await callOnce(row, who, org));
      }
    }
    expected.anonymous = row.anonymous;
    got.anonymous = outcomeOf(await callOnce(row, 'anonymous', demo.north));
    expected.submitter = row.submitter ?? row.anonymous;
    got.submitter = outcomeOf(await callOnce(row, 'submitter', demo.north));
    // a demo caller left with a passkey would need a second factor in every later row that signs it in
    await fixtures.forgetDemoPasskeys();
    await fixtures.forgetDemoAuthenticators();
    const wrong = Object.keys(expected)
      .filter((caller) => got[caller] !== expected[caller])
      .map((caller) => `${caller}: got ${got[caller]}, the matrix says ${expected[caller]}`);
    expect(wrong).toEqual([]);
  });
});
