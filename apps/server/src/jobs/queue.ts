/**
 * Background work (docs/deployment.md "Jobs"): mails and whatever else runs after the answer goes
 * through pg-boss, in tables of its own (schema `pgboss`) next to the app's. A job is stored before the
 * answer, so it survives a restart; any server process of the deployment may run it, exactly once, and
 * a failed attempt is tried again later with a growing pause. On PostgreSQL pg-boss keeps a small pool
 * of its own; on PGlite it shares the app's one connection.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** How pg-boss reaches the database: its own pool on PostgreSQL, the app's PGlite otherwise. */
export type JobConnection = { connectionString: string } | { db: PgBoss.Db };

/**
 * pg-boss on PGlite: one connection, shared with the app. A script of several statements (pg-boss's
 * schema, its locked sections) runs as one call; one that fails inside its own BEGIN is rolled back
 * here, or the shared connection would stay in an aborted transaction.
 */
export function pgliteJobConnection(client: PGlite): JobConnection {
  return {
    db: {
      async executeSql(text: string, values: unknown[] = []) {
        // a poll that comes after the database closed (a stop under way) fails here, before PGlite's own
        // clean-up of a failed call, which would throw again where nobody catches it
        if (client.closed) throw new Error('the database is closed');
        if (values.length > 0) return client.query(text, values);
        try {
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        } catch (error) {
          if (client.isInTransaction()) await client.exec('ROLLBACK');
          throw error;
        }
      },
    },
  };
}

/** What every job carries besides its own data: the id of the request that queued it, for the log. */
interface JobEnvelope {
  requestId?: string;
}

export interface JobDefinition<Data> {
  /** attempts after the first one, each after `retryDelaySeconds` doubled per attempt */
  retryLimit: number;
  retryDelaySeconds: number;
  /** one run of the job may take this long before pg-boss counts it as failed and tries again */
  expireInSeconds: number;
  run(data: Data, log: FastifyBaseLogger): Promise<void>;
}

/** The request a service runs for, so that the jobs it queues name it (set by an app hook). */
const currentRequest = new AsyncLocalStorage<string>();

export function runInRequest(requestId: string, next: () => void): void {
  currentRequest.run(requestId, next);
}

/** Job states after which nothing more happens without someone asking, or not before a pause. */
const settledStates = new Set(['completed', 'failed', 'cancelled', 'retry']);

/** pg-boss's default pause between two polls of an idle worker; a job queued here wakes its worker at once. */
const pollingIntervalSeconds = 2;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly workers = new Map<string, string>();
  private readonly schedules: { name: string; cron: string }[] = [];
  /** jobs this process queued whose first run has not ended yet (id → queue), for `idle()` */
  private readonly queued = new Map<string, string>();
  private started = false;

  constructor(
    connection: JobConnection,
    private readonly log: () => FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({ ...connection, ...('connectionString' in connection ? { max: 4 } : {}), schema: 'pgboss' });
    this.boss.on('error', (error) => this.log().error({ err: error }, 'job queue error'));
  }

  /** Declares a kind of job and what runs it; before `start()`. */
  define<Data extends object>(name: string, definition: JobDefinition<Data>): void {
    this.definitions.set(name, definition);
  }

  /** Queues `name` once per `cron` slot across every process of the deployment; before `start()`. */
  schedule(name: string, cron: string): void {
    this.schedules.push({ name, cron });
  }

  /** Creates pg-boss's tables when missing, the queues, and starts this process's workers. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const [name, definition] of this.definitions) {
      const options = {
        name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      };
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
      else await this.boss.createQueue(name, options);
      const id = await this.boss.work<JobEnvelope | null>(name, { pollingIntervalSeconds, includeMetadata: true }, async ([job]) => {
        if (!job) return;
        // a job of a schedule comes without data: pg-boss queues it as the schedule was stored
        const data = job.data ?? {};
        const log = this.log().child({ reqId: data.requestId, job: job.id, queue: name });
        try {
          // the jobs this one queues carry the same request id
          const run = () => definition.run(data as never, log);
          await (data.requestId ? currentRequest.run(data.requestId, run) : run());
          log.info('job done');
        } catch (error) {
          const retries = job.retryLimit - job.retryCount;
          log.error({ err: error }, retries > 0 ? `job failed, ${retries} more attempts` : 'job failed, no more attempts');
          throw error;
        } finally {
          this.queued.delete(job.id);
          // pg-boss would pause a whole polling interval before the next job: ask for it now, until none is left
          const worker = this.workers.get(name);
          if (worker) this.boss.notifyWorker(worker);
        }
      });
      this.workers.set(name, id);
    }
    for (const { name, cron } of this.schedules) await this.boss.schedule(name, cron);
    this.started = true;
  }

  /** Stores a job (it runs after the answer, here or in another process) and wakes this process's worker. */
  async send(name: string, data: object): Promise<void> {
    await this.sendMany(name, [data]);
  }

  /** Stores several jobs of one kind in one statement. */
  async sendMany(name: string, items: readonly object[]): Promise<void> {
    if (items.length === 0) return;
    const requestId = currentRequest.getStore();
    const jobs = items.map((data) => ({ id: randomUUID(), name, data: { ...data, requestId } }));
    await this.boss.insert(jobs);
    for (const job of jobs) this.queued.set(job.id, name);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * Resolves once every job this process queued has had its run (done, failed for good, or waiting to
   * be tried again after a pause), whichever process ran it. Tests wait on it before reading mails.
   */
  async idle(): Promise<void> {
    while (this.queued.size > 0) {
      for (const [id, name] of [...this.queued]) {
        const job = await this.boss.getJobById(name, id, { includeArchive: true });
        if (!job || settledStates.has(job.state)) this.queued.delete(id);
      }
      if (this.queued.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Jobs waiting to run across every kind, in every process of the deployment (the metrics' queue depth). */
  async depth(): Promise<number> {
    if (!this.started) return 0;
    const sizes = await Promise.all([...this.definitions.keys()].map((name) => this.boss.getQueueSize(name)));
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  /** Stops taking jobs and waits for the running ones; queued jobs stay stored for the next start. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 30_000 });
  }
}
