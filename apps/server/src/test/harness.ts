/**
 * A test server on a fresh database of its own (test/databases.ts), migrated and seeded with the demo
 * data, mails captured, clock injectable. Tests talk to the app as a client would, through `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorBody } from '@fieldwatch/core';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { defaultBackoffs, defaultLiveConnectionLimits, defaultRateLimits, type Config } from '../config.js';
import { openPostgres, type DatabaseHandle } from '../db/connect.js';
import { demoPassword, seedDemoData } from '../db/seed.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { createPostgresDatabase, openSeededDatabase } from './databases.js';
import { diskStoredKeys, startTestBucket, testStorageKind, type TestStorageKind } from './storage.js';

export { demoPassword };

class CapturingMailer implements Mailer {
  readonly mails: Mail[] = [];
  send(mail: Mail): Promise<void> {
    this.mails.push(mail);
    return Promise.resolve();
  }
  close(): void {}
}

class TestClock {
  private time = Date.now();
  readonly now = (): Date => new Date(this.time);
  advance(ms: number): void {
    this.time += ms;
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'fw-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Fieldwatch <no-reply@fieldwatch.test>',
    publicUrl: 'http://fieldwatch.test',
    publicUrlSet: true,
    jwtSecret: randomBytes(32).toString('base64url'),
    production: false,
    adminUsername: undefined,
    adminPassword: undefined,
    accessTokenSeconds: 900,
    // no build in unit tests unless a test provides one
    dashboardDist: join(dataDir, 'no-dashboard'),
    playgroundDist: join(dataDir, 'no-playground'),
    elementsPackage: join(dataDir, 'no-elements'),
    // layer tests serve their own tiles on 127.0.0.1 (routes/layers.test.ts turns it off to test the guard)
    allowPrivateLayerUrls: true,
    trustProxy: false,
    rateLimits: defaultRateLimits,
    backoffs: defaultBackoffs,
    liveConnections: defaultLiveConnectionLimits,
    serverTiming: false,
    mapStyleUrl: '',
    mapboxToken: '',
    mediaOrigin: undefined,
    anonymousReportsPerToken: 5,
    anonymousChallengeForced: false,
    // easy puzzles: tests solve them in Node
    anonymousChallengeMaxNumber: 1000,
    metricsEnabled: false,
    metricsToken: undefined,
    shutdownTimeoutMs: 10_000,
    s3: undefined,
    ...overrides,
  };
}

export interface TestServer {
  app: FastifyInstance;
  mailer: CapturingMailer;
  clock: TestClock;
  config: Config;
  database: DatabaseHandle;
  /** the backend stored files went to */
  storageKind: TestStorageKind;
  /** the keys of every stored file (media, variants, layer files, covers, site images), sorted */
  storedKeys(): Promise<string[]>;
  /** waits for background work (mails) and returns every mail sent so far */
  mails(): Promise<Mail[]>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<Config>;
  /** a real mailer instead of the capturing one */
  mailer?: Mailer;
  /** the app's logger (none unless given) */
  logger?: FastifyServerOptions['logger'];
  /** adds routes before the app is ready */
  build?: (app: FastifyInstance) => void;
  /** where stored files go: a test S3 bucket (s3rver) or DATA_DIR; TEST_STORAGE decides when left out */
  storage?: TestStorageKind;
}

type TestBucket = Awaited<ReturnType<typeof startTestBucket>>;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { handle, drop } = await openSeededDatabase();
  const storageKind = options.storage ?? testStorageKind();
  const bucket = storageKind === 's3' ? await startTestBucket() : undefined;
  const config = testConfig({ s3: bucket?.config, ...options.config });
  const server = await serveDatabase(handle, config, new TestClock(), options, storageKind, bucket);
  return {
    ...server,
    async close() {
      await server.close();
      await drop();
      await bucket?.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** An app on `handle`; its `close` closes the app and the handle, not the database itself. */
async function serveDatabase(
  handle: DatabaseHandle,
  config: Config,
  clock: TestClock,
  options: TestServerOptions,
  storageKind: TestStorageKind = 'disk',
  bucket?: TestBucket,
): Promise<TestServer> {
  const mailer = new CapturingMailer();
  const app = await buildApp({
    db: handle.db,
    jobs: handle.jobConnection,
    config,
    mailer: options.mailer ?? mailer,
    listen: handle.listen,
    now: clock.now,
    poolStats: handle.poolStats,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  options.build?.(app);
  await app.ready();
  return {
    app,
    mailer,
    clock,
    config,
    database: handle,
    storageKind,
    storedKeys: () => (bucket ? bucket.keys() : diskStoredKeys(config.dataDir)),
    async mails() {
      await app.fieldwatch.jobs.idle();
      return mailer.mails;
    },
    inject: (request) => app.inject(request),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * `count` server processes of one deployment on one fresh PostgreSQL database (FW_TEST_DB=postgres):
 * each app has its own pool, job workers and mailer; they share the configuration (JWT_SECRET), the
 * data folder (stored files on disk) and the clock. `close` stops them all and drops the database.
 */
export async function startTestServers(
  count: number,
  options: Pick<TestServerOptions, 'config'> = {},
): Promise<{ servers: TestServer[]; close(): Promise<void> }> {
  const { url, drop } = await createPostgresDatabase();
  const first = await openPostgres(url);
  await first.migrate();
  await seedDemoData(first.db);
  const config = testConfig(options.config);
  const clock = new TestClock();
  const servers = [await serveDatabase(first, config, clock, {})];
  while (servers.length < count) servers.push(await serveDatabase(await openPostgres(url), config, clock, {}));
  return {
    servers,
    async close() {
      for (const server of servers) await server.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedIn {
  userId: number;
  accessToken: string;
  refreshToken: string;
}

/** Signs a user in through the API (for tests whose subject is not sign-in itself). */
export async function signIn(server: TestServer, username: string, password = demoPassword): Promise<SignedIn> {
  const response = await server.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  const { data } = response.json<{ data: { user: { id: number }; token: { access_token: string; refresh_token: string } } }>();
  return { userId: data.user.id, accessToken: data.token.access_token, refreshToken: data.token.refresh_token };
}

export const bearer = (session: SignedIn | string) => ({
  authorization: `Bearer ${typeof session === 'string' ? session : session.accessToken}`,
});

/**
 * The `data` of an answer, as the type the test names for it (a core type where the route answers one).
 * Naming the type checks nothing: the test's own assertions check what came back.
 */
export function dataOf<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}

/** The `error` of a failure answer. */
export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return response.json<{ error: ErrorBody }>().error;
}
