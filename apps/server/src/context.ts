/** What every service needs, built once by `buildApp` and passed explicitly (no module-level state). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './plugins/metrics.js';
import type { MediaStorage } from './media/storage.js';

export interface AppContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** the clock; tests move it forward to expire codes, tokens and rate-limit windows */
  now: () => Date;
  log: FastifyBaseLogger;
  /** work run after the answer, by any process of the deployment (mails, housekeeping) */
  jobs: JobQueue;
  /** Prometheus figures (plugins/metrics.ts); a part of the server adds its own with `metrics.registerGauge` */
  metrics: Metrics;
  /** where stored files live (DATA_DIR/media or an S3 bucket), built once from the config */
  storage: MediaStorage;
}
