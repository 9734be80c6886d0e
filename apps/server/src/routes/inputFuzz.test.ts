/**
 * No input a client can send makes the server answer 500. Every operation of the OpenAPI document the app
 * produces is sent requests generated from its own parameter and body schemas — valid values with one
 * member broken, hostile text (NUL, lone surrogates, very long), ids and dates written the odd ways, wrong
 * types, junk bodies and content types, multipart junk — as an Administrator, a Reader and anonymously, so
 * that authorization, validation and the handlers are all reached. Driven by the document, so a route added
 * later is covered without touching this file (docs/decisions.md, "Input fuzzing").
 *
 * `FUZZ_SEED` replays a run (the seed is printed with any failure); `FUZZ_REQUESTS` sets the total.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../config.js';
import { users } from '../db/schema.js';
import { issueTokens } from '../services/tokens.js';
import { bearer, signIn, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  pattern?: string;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  bodies: Record<string, JsonSchema>;
}

type Role = 'anonymous' | 'admin' | 'reader';

/** One generated request and what kind of input was broken in it. */
interface Attempt {
  role: Role;
  request: InjectOptions;
  /** the name of the member broken on purpose, when the input was one field of a well-formed request */
  brokenField?: string;
}

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const totalRequests = Number(process.env.FUZZ_REQUESTS ?? 10_500);

// ---------------------------------------------------------------------------------------------------------
// Values

const longText = 'x'.repeat(100_000);

/** Text the database or a parser may choke on. */
const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDFFF',
  longText,
  '',
  ' ',
  '\t\n',
  '%00',
  "'; DROP TABLE users; --",
  '${7*7}{{7*7}}',
  '\u202Eevil',
  '\uFEFF',
  '..\\..\\etc\\passwd',
  '<script>alert(1)</script>',
  '=cmd|calc',
  'null',
  'undefined',
  '[object Object]',
);

/** Numbers written the ways a careless or hostile client writes them. */
const hostileNumberText = fc.constantFrom(
  '0x10',
  '+1',
  '1e0',
  '00001',
  '-0',
  '1.0',
  '1.5',
  '-1',
  '0',
  ' 1',
  '1 ',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '1e308',
  '1e309',
  '0b1',
  '0o7',
  '١',
  '１',
  '',
);

const hostileDateText = fc.constantFrom(
  '0000-01-01',
  '-0001-01-01',
  '10000-01-01',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2024-02-30T10:00:00Z',
  '2024-01-01T25:00:00Z',
  '2024-01-01T10:00:00+99:00',
  '9999-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00Z',
  '1970-01-01',
  'yesterday',
);

const hostileNumber = fc.constantFrom(-0, 0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320);

/** Any value, hostile first. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumberText },
  { weight: 3, arbitrary: hostileDateText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[[]]], { a: { b: { c: [null] } } }) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }) },
);

/** A well-formed value of a schema (as far as its JSON Schema tells; checks it cannot express may fail). */
function valid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const plain = validNotNull(schema, depth);
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

function validNotNull(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -1000) + (schema.exclusiveMinimum ? 1 : 0);
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1000, 1000)) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = Math.min(schema.minItems ?? 0, 3);
      return fc.array(schema.items && depth < 4 ? valid(schema.items, depth + 1) : fc.constant(1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object':
      return validObject(schema, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer({ min: 1, max: 10 }));
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'binary') return fc.string({ maxLength: 20 });
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.constantFrom('2024-03-01T10:00:00Z', '2024-03-01', 'en_US', 'user@fieldwatch.example', 'draft', '1'),
  );
}

function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const record = Object.fromEntries(Object.entries(properties).map(([name, member]) => [name, valid(member, depth + 1)]));
  const base = fc.record(record, { requiredKeys: required.filter((name) => name in properties) });
  if (typeof schema.additionalProperties !== 'object' || depth > 3) return base;
  const extra = fc.dictionary(
    fc.oneof(fc.stringMatching(/^[1-9]\d{0,2}$/), fc.constantFrom('en', 'fr', 'ar')),
    valid(schema.additionalProperties, depth + 1),
    {
      maxKeys: 3,
    },
  );
  return fc.tuple(base, extra).map(([known, more]) => ({ ...more, ...known }));
}

// ---------------------------------------------------------------------------------------------------------
// Requests

/** Percent-encodes what `encodeURIComponent` refuses (a lone surrogate) instead of throwing. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Raw URL pieces that are not valid percent-encoding or not valid UTF-8 once decoded. */
const rawUrlJunk = fc.constantFrom('%', '%zz', '%ED%A0%80', '%C0%80', '%FF', '%00', '%E0%A4%A', '..%2F..%2F', '%2e%2e');

/** A broken value for a URL: well-encoded (a field the route validates) or not even a valid URL. */
const urlValue = (value: fc.Arbitrary<unknown>, segmentMax = Infinity) =>
  fc.oneof(
    // a segment past the router's 100 characters is refused as a whole URL, before any field is read
    { weight: 5, arbitrary: value.map((bad) => ({ text: encode(bad), field: encode(bad).length <= segmentMax })) },
    { weight: 1, arbitrary: rawUrlJunk.map((text) => ({ text, field: false })) },
  );

function junkBodies(): fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> {
  const boundary = 'fuzzboundary';
  const multipart = (parts: string) => ({ payload: parts, contentType: `multipart/form-data; boundary=${boundary}` });
  return fc.oneof(
    fc.constantFrom(
      { payload: '', contentType: 'application/json' },
      { payload: '{', contentType: 'application/json' },
      { payload: '{"a":1,}', contentType: 'application/json' },
      { payload: '"\\u0000"', contentType: 'application/json' },
      { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
      { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
      { payload: 'null', contentType: 'application/json' },
      { payload: '[]', contentType: 'application/json' },
      { payload: '1e999', contentType: 'application/json' },
      { payload: '{"a":"\\ud800"}', contentType: 'application/json' },
      { payload: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', contentType: 'application/json' },
      { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      { payload: 'hello', contentType: 'text/plain' },
      { payload: '<x/>', contentType: 'application/xml' },
      { payload: '{}', contentType: 'application/json; charset=latin1' },
      { payload: '{}', contentType: 'application/json; charset=utf-16' },
      { payload: '{}', contentType: 'application/json;;;' },
      { payload: '{}', contentType: '' },
      { payload: '{}', contentType: '*/*' },
      { payload: '--x--', contentType: 'multipart/form-data' },
      { payload: '--x--', contentType: 'multipart/form-data; boundary=' },
      multipart(''),
      multipart(`--${boundary}--\r\n`),
      multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nkey,text\r\n`),
      multipart(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n\u0000\uD800,x\r\n--${boundary}--\r\n`,
      ),
      multipart(`--${boundary}\r\nContent-Disposition: form-data; name="layer"\r\n\r\n{not json\r\n--${boundary}--\r\n`),
      multipart(
        `--${boundary}\r\nContent-Disposition: form-data; name="layer"\r\n\r\n{"name":{"en":"x"},"type":"vector","vectorSource":"file"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.geojson"\r\n\r\n{"type":"FeatureCollection","features":[{}]}\r\n--${boundary}--\r\n`,
      ),
      multipart(
        `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="../../x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00FF\u00D8\u00FFjunk\r\n--${boundary}--\r\n`,
      ),
      multipart(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.zip"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004junk\r\n--${boundary}--\r\n`,
      ),
      multipart(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\r\n--${boundary}--\r\n`,
      ),
      multipart(`--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`),
      multipart(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n`),
    ),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/octet-stream' })),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/json' })),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) =>
        multipart(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.bin"\r\n\r\n${Buffer.from(bytes).toString('latin1')}\r\n--${boundary}--\r\n`,
        ),
      ),
  );
}

/** An id in a path: an integer, or (as the routes declare it) an integer or a string of decimal digits. */
const isIdSchema = (schema: JsonSchema): boolean =>
  schema.type === 'integer' || (schema.anyOf ?? schema.oneOf ?? []).some((choice) => choice.type === 'integer');

/** What a valid path parameter looks like: a small existing id, or one of the names the route lists. */
function validPathValue(parameter: Parameter, ids: fc.Arbitrary<number>): fc.Arbitrary<unknown> {
  const { schema } = parameter;
  if (isIdSchema(schema)) return ids;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (parameter.name === 'code') return fc.constantFrom('fr', 'fr_FR', 'ar', 'en_US', 'xx');
  return valid(schema);
}

/** The arbitrary of one request to an operation, as any role. */
function attempts(operation: Operation, ids: (path: string) => fc.Arbitrary<number>): fc.Arbitrary<Attempt> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const jsonBody = operation.bodies['application/json'];
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const role = fc.constantFrom<Role>('admin', 'admin', 'reader', 'anonymous');

  const validPath = fc.record(
    Object.fromEntries(pathParameters.map((parameter) => [parameter.name, validPathValue(parameter, ids(operation.path))])),
  );
  const validQuery = fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, valid(parameter.schema)])), {
    requiredKeys: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
  const validBody = jsonBody ? valid(jsonBody) : fc.constant(undefined);

  const build = (path: Record<string, string>, query: string, payload?: { payload: unknown; contentType?: string }): InjectOptions => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '1') + (query ? `?${query}` : '');
    const { method } = operation;
    if (!payload) return { method, url };
    return {
      method,
      url,
      payload: payload.payload as string | Buffer,
      ...(payload.contentType === undefined ? {} : { headers: { 'content-type': payload.contentType } }),
    };
  };
  const encodeAll = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, encode(value)]));
  const queryString = (values: Record<string, unknown>) =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => `${name}=${encode(item)}`) : [`${name}=${encode(value)}`]))
      .join('&');
  const json = (body: unknown) => (body === undefined ? undefined : { payload: JSON.stringify(body), contentType: 'application/json' });

  const kinds: fc.Arbitrary<Attempt>[] = [];
  // everything well-formed: the handlers' own checks and state
  kinds.push(
    fc.record({ role, path: validPath, query: validQuery, body: validBody }).map(({ role, path, query, body }) => ({
      role,
      request: build(encodeAll(path), queryString(query), takesBody ? json(body) : undefined),
    })),
  );
  for (const parameter of pathParameters) {
    kinds.push(
      fc
        .record({
          role,
          path: validPath,
          bad: urlValue(fc.oneof(hostileNumberText, hostileText, hostileValue), 100),
          query: validQuery,
          body: validBody,
        })
        .map(({ role, path, bad, query, body }) => ({
          role,
          request: build({ ...encodeAll(path), [parameter.name]: bad.text }, queryString(query), takesBody ? json(body) : undefined),
          ...(bad.field ? { brokenField: parameter.name } : {}),
        })),
    );
  }
  for (const parameter of queryParameters) {
    kinds.push(
      fc
        .record({ role, path: validPath, bad: urlValue(hostileValue), query: validQuery, body: validBody })
        .map(({ role, path, bad, query, body }) => {
          const rest = queryString({ ...query, [parameter.name]: undefined });
          return {
            role,
            request: build(encodeAll(path), `${rest}${rest ? '&' : ''}${parameter.name}=${bad.text}`, takesBody ? json(body) : undefined),
            ...(bad.field ? { brokenField: parameter.name } : {}),
          };
        }),
    );
  }
  if (jsonBody?.properties && Object.keys(jsonBody.properties).length > 0) {
    const names = Object.keys(jsonBody.properties);
    kinds.push(
      fc
        .record({ role, path: validPath, query: validQuery, body: validBody, name: fc.constantFrom(...names), bad: hostileValue })
        .map(({ role, path, query, body, name, bad }) => ({
          role,
          request: build(encodeAll(path), queryString(query), json({ ...(body as object), [name]: bad })),
          brokenField: name,
        })),
    );
  }
  if (takesBody) {
    kinds.push(
      fc.record({ role, path: validPath, query: validQuery, body: junkBodies() }).map(({ role, path, query, body }) => ({
        role,
        request: build(encodeAll(path), queryString(query), body),
      })),
      fc.record({ role, path: validPath, query: validQuery, body: hostileValue }).map(({ role, path, query, body }) => ({
        role,
        request: build(encodeAll(path), queryString(query), json(body ?? null)),
      })),
    );
  }
  // junk in the query string of any route, known names or not
  kinds.push(
    fc
      .record({ role, path: validPath, junk: fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }) })
      .map(({ role, path, junk }) => ({
        role,
        request: build(encodeAll(path), queryString(junk)),
      })),
  );
  return fc.oneof(...kinds);
}

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      bodies: Object.fromEntries(Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [type, schema])),
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------

let server: TestServer;
let lastServerError = '';
let accountsRestored = 0;
const accountIds = { admin: 0, reader: 0 };
const sessions: Partial<Record<Role, SignedIn>> = {};
const unlimited = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { limit: 1_000_000, windowSeconds: 60 }]),
) as unknown as RateLimits;

beforeAll(async () => {
  // rate limits would answer 429 before most of the handlers are reached
  server = await startTestServer({
    config: { rateLimits: unlimited },
    // the server's own account of a 500, for the failure message (the client sees only the catalogue text)
    build: (app) =>
      app.addHook('onError', async (_request, _reply, error) => {
        lastServerError = error.stack ?? error.message;
      }),
  });
  sessions.admin = await signIn(server, 'admin');
  sessions.reader = await signIn(server, 'reader');
  accountIds.admin = sessions.admin.userId;
  accountIds.reader = sessions.reader.userId;
});
afterAll(async () => server?.close());

function parsed(
  response: LightMyRequestResponse,
): { error?: { type?: unknown; message?: unknown; fields?: Record<string, string> } } | undefined {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/**
 * A generated call may also change the acting account — its username, password or second factor on its
 * own profile, or deactivate it: the account is made active again and given new tokens, so that the rest of the run still acts as that role.
 */
async function signInAgain(role: 'admin' | 'reader'): Promise<SignedIn> {
  const userId = accountIds[role];
  await server.database.db.update(users).set({ active: true, secondfactor: 'none' }).where(eq(users.id, userId));
  accountsRestored += 1;
  // tokens issued as sign-in issues them: the username or password may have been changed too
  const token = await issueTokens(server.app.fieldwatch, userId);
  return { userId, accessToken: token.access_token, refreshToken: token.refresh_token };
}

/** Sends one attempt; signs the role in again when a generated call ended its session (a logout, say). */
async function send(attempt: Attempt): Promise<LightMyRequestResponse> {
  const { role } = attempt;
  const session = role === 'anonymous' ? undefined : sessions[role];
  const headers = { ...(attempt.request.headers as Record<string, string> | undefined), ...(session ? bearer(session) : {}) };
  const response = await server.inject({ ...attempt.request, headers });
  if (role !== 'anonymous' && response.statusCode === 401) sessions[role] = await signInAgain(role);
  return response;
}

test(`no generated request is answered 500, and a refused field is named (seed ${seed})`, { timeout: 900_000 }, async () => {
  // the live updates' event stream takes no parameters and no body, and its answer never ends: nothing to
  // generate, and an accepted call would wait forever; routes/events.test.ts tests its refusals
  const operations = operationsOf(server.app.swagger() as Parameters<typeof operationsOf>[0]).filter(
    (operation) => operation.path !== '/api/events',
  );
  expect(operations.length).toBeGreaterThan(50);
  const actingUserIds = new Set([sessions.admin!.userId, sessions.reader!.userId]);
  // the acting accounts are kept out of the user routes' ids, so a generated delete or password change
  // does not end the run's own sessions for good
  const ids = (path: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 8 }).filter((id) => !(path.startsWith('/api/user/') && actingUserIds.has(id))) },
      { weight: 1, arbitrary: fc.constantFrom(999_999, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1) },
    );
  const runsPerOperation = Math.max(20, Math.ceil(totalRequests / operations.length));
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let requests = 0;
  const started = Date.now();

  for (const operation of operations) {
    const result = await fc.check(
      fc.asyncProperty(attempts(operation, ids), async (attempt) => {
        const response = await send(attempt);
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const describe = `${attempt.role} ${operation.method} ${typeof attempt.request.url === 'string' ? attempt.request.url : ''} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        // the one 5xx that is no answer to input: the test server has no built elements bundle to serve
        const sdkNotBuilt = response.statusCode === 503 && operation.path === '/api/sdk';
        if (response.statusCode >= 500 && !sdkNotBuilt)
          throw new Error(`${describe}\n${lastServerError.split('\n').slice(0, 6).join('\n')}`);
        if (response.statusCode >= 400) {
          const error = parsed(response)?.error;
          if (typeof error?.type !== 'string' || typeof error.message !== 'string') throw new Error(`not the error envelope: ${describe}`);
          const named = error.fields !== undefined && Object.keys(error.fields).length > 0;
          if (attempt.brokenField && (response.statusCode === 400 || response.statusCode === 422) && !named)
            throw new Error(`no field named: ${describe}`);
        }
      }),
      { seed, numRuns: runsPerOperation, endOnFailure: true },
    );
    if (result.failed) {
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      failures.push(`${operation.method} ${operation.path}: ${error}\n${fc.defaultReportMessage(result) ?? ''}`);
    }
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.info(
    `input fuzz on ${process.env.FW_TEST_DB ?? 'pglite'}: ${requests} requests over ${operations.length} operations in ${seconds} s, seed ${seed}; statuses ${seen.join(' ')}`,
  );
  for (const failure of failures) console.error(failure);
  expect(failures, `replay with FUZZ_SEED=${seed}`).toEqual([]);
  expect(requests).toBeGreaterThanOrEqual(Math.min(totalRequests, 10_000));
});
