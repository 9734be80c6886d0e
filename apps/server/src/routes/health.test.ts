/** `GET /api/health/live` and `/api/health/ready`: public, and ready only while database and media storage answer. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (url: string) => server.inject({ method: 'GET', url });

describe('health checks', () => {
  it('answer without sign-in while everything works', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ data: { status: 'ok' } });
  });

  it('is not ready while media cannot be stored, names the part and keeps its reason out of the answer', async () => {
    const media = join(server.config.dataDir, 'media');
    rmSync(media, { recursive: true, force: true });
    // a file where the media folder belongs: nothing can be written into it
    writeFileSync(media, 'not a folder');
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(errorOf(ready)).toMatchObject({ type: 'SERVER_ERROR', data: { failed: ['storage'] } });
      expect(ready.body).not.toContain(server.config.dataDir);
      // the process itself is fine: a balancer must not restart it for this
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      rmSync(media, { force: true });
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready while the database does not answer', async () => {
    const other = await startTestServer();
    // its job workers stop first, as they do when a server stops, so that only the route meets the closed database
    await other.app.fieldwatch.jobs.stop();
    await other.database.close();
    try {
      const ready = await other.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(errorOf(ready)).toMatchObject({ type: 'SERVER_ERROR', data: { failed: ['database'] } });
      expect((await other.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      // the database is closed already: close the rest
      other.database.close = () => Promise.resolve();
      await other.close();
    }
  });
});
