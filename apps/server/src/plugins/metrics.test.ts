/** `GET /metrics`: off by default, Prometheus text when on, behind METRICS_TOKEN when that is set. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.js';

const token = 'scrape-token-0123456789';
let off: TestServer;
let on: TestServer;
let guarded: TestServer;

beforeAll(async () => {
  off = await startTestServer();
  on = await startTestServer({ config: { metricsEnabled: true } });
  guarded = await startTestServer({ config: { metricsEnabled: true, metricsToken: token } });
});
afterAll(async () => {
  await off.close();
  await on.close();
  await guarded.close();
});

const metricsOf = (server: TestServer, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url: '/metrics', headers });

describe('metrics', () => {
  it('are not there unless switched on', async () => {
    const res = await metricsOf(off);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).type).toBe('RESOURCE_NOT_FOUND');
  });

  it('time requests by route pattern, method and status class', async () => {
    await on.inject({ method: 'GET', url: '/api/health/live' });
    await on.inject({ method: 'GET', url: '/api/health/live' });
    // an id in the address: the series is the route's pattern, not the number asked for
    expect((await on.inject({ method: 'GET', url: '/api/public/reports/geo/987654' })).statusCode).toBeGreaterThanOrEqual(400);
    await on.inject({ method: 'GET', url: '/api/no/such/route' });

    const res = await metricsOf(on);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('fieldwatch_http_request_duration_seconds_count{route="/api/health/live",method="GET",status="2xx"} 2');
    expect(text).toMatch(
      /fieldwatch_http_request_duration_seconds_count\{route="\/api\/public\/reports\/geo\/:id",method="GET",status="4xx"\} 1/,
    );
    expect(text).toContain('route="unmatched",method="GET",status="4xx"');
    expect(text).not.toContain('987654');
    expect(text).toContain('fieldwatch_process_cpu_seconds_total');
    expect(text).toContain('fieldwatch_nodejs_eventloop_lag_seconds');
  });

  it('show the PostgreSQL pool, and nothing of a pool on PGlite', async () => {
    const text = (await metricsOf(on)).body;
    if (on.database.kind === 'postgres') {
      expect(text).toMatch(/^fieldwatch_db_pool_total \d+$/m);
      expect(text).toMatch(/^fieldwatch_db_pool_idle \d+$/m);
      expect(text).toMatch(/^fieldwatch_db_pool_waiting \d+$/m);
    } else {
      expect(text).not.toContain('fieldwatch_db_pool_');
    }
  });

  it('read the gauges other parts register at each scrape, the job queue depth among them', async () => {
    let figure = 3;
    on.app.fieldwatch.metrics.registerGauge('fieldwatch_test_figure', 'A figure of this test', () => Promise.resolve(figure));
    expect((await metricsOf(on)).body).toMatch(/^fieldwatch_test_figure 3$/m);
    figure = 11;
    expect((await metricsOf(on)).body).toMatch(/^fieldwatch_test_figure 11$/m);
    expect((await metricsOf(on)).body).toMatch(/^fieldwatch_job_queue_depth \d+$/m);
  });

  it('ask for the token when one is set', async () => {
    expect((await metricsOf(guarded)).statusCode).toBe(401);
    expect(errorOf(await metricsOf(guarded, { authorization: 'Bearer wrong' })).type).toBe('UNAUTHENTICATED');
    expect((await metricsOf(guarded, { authorization: `Bearer ${token}x` })).statusCode).toBe(401);
    const res = await metricsOf(guarded, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('fieldwatch_http_request_duration_seconds');
  });
});
