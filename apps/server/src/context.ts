/** What every service needs, built once by `buildApp` and passed explicitly (no module-level state). */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/connect.js';
import type { Mailer } from './mail/mailer.js';

export interface AppContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** the clock; tests move it forward to expire codes, tokens and rate-limit windows */
  now: () => Date;
  log: FastifyBaseLogger;
  tasks: BackgroundTasks;
}

/**
 * Work started after the answer is sent (mails), so that the answer's timing says nothing about it.
 * Failures are logged, never thrown at the client; `idle()` lets shutdown and tests wait for them.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: () => FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.log().error({ err: error }, `background task "${name}" failed`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
