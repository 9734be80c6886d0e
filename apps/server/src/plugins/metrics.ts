/**
 * Prometheus metrics (docs/deployment.md "Metrics"): request latency by route pattern, method and
 * status class, the PostgreSQL pool, the process's own figures, and gauges other parts register
 * (the job queue's depth). Served at `GET /metrics` while METRICS_ENABLED is on, else 404.
 */
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Config } from '../config.js';
import { ApiError, notFound } from '../errors.js';
import { errorResponses } from '../routes/responses.js';

/** What the PostgreSQL pool holds now (node-postgres `Pool` counts); PGlite has no pool. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The registry of one app. Parts of the server add their figures with `registerGauge`: the job queue
 * registers `fieldwatch_job_queue_depth` (jobs waiting) this way.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestSeconds: Histogram<'route' | 'method' | 'status'>;

  /** `enabled`: the process figures are gathered only when someone may read them */
  constructor(options: { enabled: boolean; poolStats?: (() => PoolStats) | undefined }) {
    const { enabled, poolStats } = options;
    // under `npm run cluster` each process answers with its own figures, told apart by this label
    if (cluster.worker) this.registry.setDefaultLabels({ worker: String(cluster.worker.id) });
    if (enabled) collectDefaultMetrics({ register: this.registry, prefix: 'fieldwatch_' });
    this.requestSeconds = new Histogram({
      name: 'fieldwatch_http_request_duration_seconds',
      help: 'Time from a request received to its answer sent, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status'],
      // from a cached answer to a large export's first byte
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    if (enabled && poolStats) {
      const pool: [keyof PoolStats, string][] = [
        ['total', 'PostgreSQL connections open'],
        ['idle', 'PostgreSQL connections open and unused'],
        ['waiting', 'Queries waiting for a PostgreSQL connection'],
      ];
      for (const [key, help] of pool) this.registerGauge(`fieldwatch_db_pool_${key}`, help, () => poolStats()[key]);
    }
  }

  /** A gauge read at every scrape; `collect` failing leaves the gauge out of that scrape's figures unchanged. */
  registerGauge(name: string, help: string, collect: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await collect());
      },
    });
  }

  observeRequest(route: string, method: string, statusCode: number, seconds: number): void {
    this.requestSeconds.observe({ route, method, status: `${Math.floor(statusCode / 100)}xx` }, seconds);
  }
}

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Times every request and serves `GET /metrics`. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Pick<Config, 'metricsEnabled' | 'metricsToken'>): void {
  if (config.metricsEnabled) {
    app.addHook('onResponse', (request, reply, done) => {
      // the route's pattern (`/api/report/:id`), never the address asked for: one series per route
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (only while METRICS_ENABLED is on; Bearer METRICS_TOKEN when that is set)',
        description:
          'Prometheus text format: `fieldwatch_http_request_duration_seconds` by route pattern, method and status class, ' +
          '`fieldwatch_db_pool_total|idle|waiting` (PostgreSQL), `fieldwatch_job_queue_depth` and the process figures ' +
          '(`fieldwatch_process_*`, `fieldwatch_nodejs_*`). 404 while metrics are off; 401 without the token when one is set.',
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!config.metricsEnabled) throw notFound();
      if (config.metricsToken) {
        const header = request.headers.authorization ?? '';
        const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        if (!sameToken(token, config.metricsToken)) throw new ApiError('UNAUTHENTICATED');
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
