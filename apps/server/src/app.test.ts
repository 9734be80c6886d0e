import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf, signIn, startTestServer, type TestServer } from './test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    build: (app) => {
      // a route that fails the way a broken query would, carrying internals that must not leak
      app.get('/api/test/explode', () => Promise.reject(new Error('relation "users" does not exist: select password_hash from users')));
    },
  });
});
afterAll(() => server.close());

describe('envelope', () => {
  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { type: 'BAD_REQUEST', message: 'Invalid request' } });
  });

  it('drops a __proto__ key without applying it, and still names the malformed field beside it', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"polluted":true},"username":"admin","password":"x","device_token":{"__proto__":{"polluted":true},"a":1}}',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ device_token: 'required' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses unknown body fields with fields.x = unknownField', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'Fieldwatch#1', x: 1, role: 'Administrator' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { type: 'VALIDATION_ERROR', message: 'A validation error has occurred', fields: { x: 'unknownField', role: 'unknownField' } },
    });
  });

  it('names invalid fields with their validation message keys, nested paths dotted', async () => {
    const admin = await signIn(server, 'admin');
    const res = await server.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(admin),
      payload: {
        username: 'bad name',
        password: 'short',
        role_id: 3,
        organizations: [1],
        options: { email: 'nope', firstname: 'x'.repeat(41) },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      username: 'usernameAlphaNumber',
      password: 'passwordTooShort',
      'options.email': 'invalidEmail',
      'options.firstname': 'firstNameExceeded',
    });
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    for (const url of ['/api/nothing-here', '/api/user/1/nothing']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { type: 'RESOURCE_NOT_FOUND', message: 'Resource not found' } });
    }
  });

  it('answers an unexpected failure with 500 SERVER_ERROR and nothing internal', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { type: 'SERVER_ERROR', message: 'An internal error has occurred while processing your request' },
    });
    expect(res.body).not.toMatch(/password_hash|relation|at .*\.ts/);
  });

  it('refuses a request without a token, and one with a forged token, with 401', async () => {
    const missing = await server.inject({ method: 'GET', url: '/api/options' });
    expect(missing.statusCode).toBe(401);
    expect(errorOf(missing).type).toBe('UNAUTHENTICATED');
    const forged = await server.inject({ method: 'GET', url: '/api/options', headers: bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.') });
    expect(forged.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual helmet headers', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/handshake' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('API documentation', () => {
  it('publishes the OpenAPI document with the sign-in and user routes', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/login/verify', '/api/user/{id}/token', '/api/users', '/api/options']),
    );
  });

  it('serves the documentation page from its own files', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-initializer.js');
    // no inline script, so `script-src 'self'` lets the page run
    expect(res.body).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/);
    const initializer = await server.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});

describe('static files', () => {
  it('says to build when the dashboard is not built, instead of failing', async () => {
    const res = await server.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('serves the dashboard with SPA fallback, long cache for assets, and the playground', async () => {
    const root = join(server.config.dataDir, 'dist');
    const dashboard = join(root, 'dashboard');
    const playground = join(root, 'playground');
    mkdirSync(join(dashboard, 'assets'), { recursive: true });
    mkdirSync(playground, { recursive: true });
    writeFileSync(join(dashboard, 'index.html'), '<!doctype html><title>dashboard</title>');
    writeFileSync(join(dashboard, 'assets', 'app-3f2a.js'), 'console.log(1)');
    writeFileSync(join(playground, 'index.html'), '<!doctype html><title>playground</title>');
    writeFileSync(join(playground, 'fieldwatch-elements.js'), 'export {};');
    mkdirSync(join(playground, 'chunks'), { recursive: true });
    writeFileSync(join(playground, 'chunks', 'map-1234.js'), 'export {};');
    const built = await startTestServer({ config: { dashboardDist: dashboard, playgroundDist: playground } });
    try {
      const spa = await built.inject({ method: 'GET', url: '/report/12' });
      expect(spa.statusCode).toBe(200);
      expect(spa.body).toContain('<title>dashboard</title>');
      expect(spa.headers['cache-control']).toBe('no-cache');

      const asset = await built.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');

      const missingAsset = await built.inject({ method: 'GET', url: '/assets/gone-1234.js' });
      expect(missingAsset.statusCode).toBe(404);

      const page = await built.inject({ method: 'GET', url: '/playground/' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>playground</title>');
      expect(page.headers['access-control-allow-origin']).toBeUndefined();

      // partner pages on other origins load the bundle and its chunks as module scripts (CORS mode)
      for (const url of ['/playground/fieldwatch-elements.js', '/playground/chunks/map-1234.js']) {
        const file = await built.inject({ method: 'GET', url, headers: { origin: 'https://partner.example' } });
        expect(file.statusCode).toBe(200);
        expect(file.headers['access-control-allow-origin']).toBe('*');
        expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }

      const api = await built.inject({ method: 'GET', url: '/api/unknown' });
      expect(errorOf(api).type).toBe('RESOURCE_NOT_FOUND');
    } finally {
      await built.close();
    }
  });
});

describe('Server-Timing (SERVER_TIMING=1, for bench/api.mjs)', () => {
  it('reports the time the request spent in the database and in the process, and is off by default', async () => {
    const timed = await startTestServer({ config: { serverTiming: true } });
    try {
      const session = await signIn(timed, 'admin');
      const answer = await timed.inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(session),
        payload: { filters: {}, limit: 5 },
      });
      expect(answer.statusCode).toBe(200);
      const header = String(answer.headers['server-timing']);
      const match = /^db;dur=([\d.]+);desc="(\d+) queries", app;dur=([\d.]+)$/.exec(header);
      expect(match, header).not.toBeNull();
      expect(Number(match![2])).toBeGreaterThan(0);
      // the queries' times are summed, and a request may run some at once: no order between the two
      expect(Number(match![3])).toBeGreaterThan(0);
    } finally {
      await timed.close();
    }
    const plain = await server.inject({ method: 'GET', url: '/api/handshake' });
    expect(plain.headers['server-timing']).toBeUndefined();
  });
});
