/**
 * One fresh database per test file: PGlite in memory, or (FW_TEST_DB=postgres) a database created on
 * TEST_DATABASE_URL and dropped afterwards. Migrations and demo seed applied, mails captured, clock
 * injectable. Tests talk to the app as a client would, through `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorBody } from '@fieldwatch/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { defaultRateLimits, type Config } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connect.js';
import { demoPassword, seedDemoData } from '../db/seed.js';
import type { Mail, Mailer } from '../mail/mailer.js';

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
    serverTiming: false,
    mapStyleUrl: '',
    mapboxToken: '',
    ...overrides,
  };
}

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (process.env.FW_TEST_DB !== 'postgres') return { handle: await openPglite(), drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('FW_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `fw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openPostgres(url.toString()),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  mailer: CapturingMailer;
  clock: TestClock;
  config: Config;
  database: DatabaseHandle;
  /** waits for background work (mails) and returns every mail sent so far */
  mails(): Promise<Mail[]>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<Config>;
  /** a real mailer instead of the capturing one */
  mailer?: Mailer;
  /** adds routes before the app is ready */
  build?: (app: FastifyInstance) => void;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { handle, drop } = await openTestDatabase();
  await handle.migrate();
  await seedDemoData(handle.db);
  const config = testConfig(options.config);
  const mailer = new CapturingMailer();
  const clock = new TestClock();
  const app = await buildApp({ db: handle.db, config, mailer: options.mailer ?? mailer, now: clock.now });
  options.build?.(app);
  await app.ready();
  return {
    app,
    mailer,
    clock,
    config,
    database: handle,
    async mails() {
      await app.fieldwatch.tasks.idle();
      return mailer.mails;
    },
    inject: (request) => app.inject(request),
    async close() {
      await app.close();
      await handle.close();
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
