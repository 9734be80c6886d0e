/** Server settings, read once from the environment (docs/deployment.md). */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basemapSource, defaultMapStyleUrl, limits } from '@fieldwatch/core';

/** At most `limit` events per `windowSeconds` (fixed windows, counted in the database). */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** failed sign-ins for one username from one address */
  loginPerUsernameAndIp: RateLimitRule;
  /** failed sign-ins from one address, whatever the username */
  loginPerIp: RateLimitRule;
  /** wrong two-factor codes for one username from one address */
  codePerUsernameAndIp: RateLimitRule;
  /** password-reset requests from one address */
  resetPerIp: RateLimitRule;
  /** wrong current passwords given by one signed-in user to change their own credentials */
  reauthPerUser: RateLimitRule;
  /** anonymous submission tokens handed to one address (partner pages' anonymous reports) */
  anonymousTokenPerIp: RateLimitRule;
  /** reports created with anonymous submission tokens from one address */
  anonymousReportPerIp: RateLimitRule;
}

/** Chosen so that a real person never meets them, while guessing stays hopeless. */
export const defaultRateLimits: RateLimits = {
  loginPerUsernameAndIp: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 50, windowSeconds: 15 * 60 },
  codePerUsernameAndIp: { limit: 10, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  reauthPerUser: { limit: 10, windowSeconds: 15 * 60 },
  // a partner page asks for one token per form it shows and one report per submission
  anonymousTokenPerIp: { limit: 20, windowSeconds: 60 * 60 },
  anonymousReportPerIp: { limit: 10, windowSeconds: 60 * 60 },
};

/** Open event streams (`GET /api/events`) one process accepts at once, counted in that process. */
interface LiveConnectionLimits {
  /** streams of one signed-in user (tabs, windows, embeds) */
  perUser: number;
  /** streams from one address, signed in or not (an office behind one address opens many) */
  perAddress: number;
}

export const defaultLiveConnectionLimits: LiveConnectionLimits = { perUser: 10, perAddress: 100 };

/**
 * Exponential back-off (docs/sign-in.md "Back-off"): `free` events pass at once, then each must wait
 * `baseSeconds · 2^k` after the last one let through (k = 0, 1, 2, … for each further event), at most
 * `maxSeconds`. After `forgetSeconds` without an event the count starts again.
 */
export interface BackoffRule {
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetSeconds: number;
}

export interface Backoffs {
  /** failed sign-ins for one account from any address (devices that signed in before are exempt) */
  signinPerAccount: BackoffRule;
  /** reset links mailed for one username: spaced, so that nobody can bomb a mailbox or block the owner */
  resetMailPerUsername: BackoffRule;
}

/**
 * A guesser spread over many addresses gets at most about a hundred tries a day per account; the owner
 * waits at most 15 minutes, and not at all on a device that signed in before. Reset mails go out at once,
 * then at most one per 2, 4, 8, then 15 minutes, so the owner's mailbox always holds a fresh link.
 */
export const defaultBackoffs: Backoffs = {
  signinPerAccount: { free: 10, baseSeconds: 2, maxSeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 },
  resetMailPerUsername: { free: 1, baseSeconds: 2 * 60, maxSeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 },
};

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite files under `dataDir/pglite` */
  databaseUrl: string | undefined;
  /** nodemailer SMTP URL; without it mails are written to `dataDir/outbox` */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** the address users open, used in mailed links */
  publicUrl: string;
  /** PUBLIC_URL was set: addresses handed to clients use it rather than the request's host (`GET /api/sdk`) */
  publicUrlSet: boolean;
  jwtSecret: string;
  production: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  accessTokenSeconds: number;
  dashboardDist: string;
  playgroundDist: string;
  /**
   * ELEMENTS_PACKAGE: the `@fieldwatch/elements` package folder; its built `dist/` is served at
   * `/sdk/elements@{its package.json version}/` (docs/embedding.md)
   */
  elementsPackage: string;
  /**
   * Fastify `trustProxy`: set when the server runs behind a load balancer, so that rate limits see the
   * client's address (`true`, or the proxies' addresses/CIDRs separated by commas)
   */
  trustProxy: boolean | string;
  rateLimits: RateLimits;
  backoffs: Backoffs;
  liveConnections: LiveConnectionLimits;
  /**
   * Tests only (LAYER_URLS_ALLOW_PRIVATE=1, ignored in production): the test fetch of a raster layer's
   * URL may use http:// and reach loopback and private addresses, so a test can serve its own tiles.
   * Off, those are refused (docs/layers.md "Raster URL check").
   */
  allowPrivateLayerUrls: boolean;
  /** SERVER_TIMING=1: answers carry `Server-Timing: db;dur=…, app;dur=…` (time in the database, in the process), for benchmarks */
  serverTiming: boolean;
  /**
   * MAP_STYLE_URL: the "map" basemap when option basemap_map is empty (a MapLibre style URL or a
   * Mapbox style); `builtin`: the offline basemap; unset: OpenFreeMap's style (core
   * `defaultMapStyleUrl`), which browsers replace with the offline basemap when they cannot reach it.
   * Sent to every client in the handshake.
   */
  mapStyleUrl: string;
  /** MAPBOX_TOKEN: a public Mapbox token (pk.…) for mapbox:// styles, sent to every client in the handshake */
  mapboxToken: string;
  /**
   * MEDIA_ORIGIN: an origin of its own (`https://media.example.org`) that reaches this server; signed
   * file URLs point there, so a file that slipped past every other guard still runs in no origin that
   * holds a session (docs/deployment.md). Unset: files are served from the app's own origin.
   */
  mediaOrigin: string | undefined;
  /**
   * ANONYMOUS_REPORTS_PER_TOKEN: reports one anonymous submission token may create (a partner page's form
   * reuses its token for the next report); past it 429 TOKEN_REPORTS_USED. Its media and publishing go on.
   */
  anonymousReportsPerToken: number;
  /** ANONYMOUS_CHALLENGE=1: the proof-of-work challenge is on whatever option anonymous_challenge_enabled says */
  anonymousChallengeForced: boolean;
  /**
   * ANONYMOUS_CHALLENGE_MAX_NUMBER: the challenge's difficulty, the largest number the browser may have to
   * try (it tries half of it on average: about a second in desktop Chromium at the default, docs/sign-in.md)
   */
  anonymousChallengeMaxNumber: number;
  /** METRICS_ENABLED=true: Prometheus metrics at `GET /metrics`; off, that address answers 404 */
  metricsEnabled: boolean;
  /** METRICS_TOKEN: when set, `GET /metrics` asks for `Authorization: Bearer <token>` */
  metricsToken: string | undefined;
  /**
   * SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long requests still running (a long export, an open event
   * stream) may take to finish before their connections are cut (docs/deployment.md "Stopping")
   */
  shutdownTimeoutMs: number;
  /**
   * S3_BUCKET and the other S3_* variables: stored files (media, layer files, story covers, the public
   * site's images) live in that S3-compatible bucket; unset, in DATA_DIR/media (docs/deployment.md
   * "Object storage").
   */
  s3: S3Config | undefined;
}

/** Where an S3-compatible bucket is and how to sign in to it. */
export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT: the service's URL (MinIO, Garage, another provider); unset for AWS itself */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted services) */
  forcePathStyle: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));
/** apps/server/dist (built) and apps/server/src (tsx) are both two levels below apps/. */
const appsDir = resolve(here, '..', '..');

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value) return false;
  return value === 'true' ? true : value;
}

const blank = (value: string | undefined) => (value ? value : undefined);

/** MAP_STYLE_URL must be a style the "map" basemap can draw (core `basemapSource`). */
function mapStyleUrlOf(value: string | undefined): string {
  const url = (value ?? '').trim() || defaultMapStyleUrl;
  const kind = basemapSource(url).kind;
  if (kind !== 'offline' && kind !== 'style' && kind !== 'mapbox') {
    throw new Error(
      `MAP_STYLE_URL must be an https:// MapLibre style URL, a mapbox://styles/{user}/{style} style or "builtin", got "${url}"`,
    );
  }
  return url;
}

/** The token goes to every browser (the handshake needs no sign-in): a secret token must never be set. */
function mapboxTokenOf(value: string | undefined): string {
  const token = (value ?? '').trim();
  if (/^sk\./.test(token)) {
    throw new Error(
      'MAPBOX_TOKEN is a secret token (sk.…); it would be sent to every browser. Use a public token (pk.…) restricted to your URLs.',
    );
  }
  return token;
}

/** MEDIA_ORIGIN must be an origin (scheme, host, port; no path): URLs are built by appending `/api/…`. */
function mediaOriginOf(value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== text.replace(/\/+$/, '')) {
    throw new Error(`MEDIA_ORIGIN must be an origin such as https://media.example.org (no path), got "${text}"`);
  }
  return url.origin;
}

/**
 * The S3_* variables, checked together: with S3_BUCKET set, the region and both keys are required and the
 * endpoint must be an http(s) URL, so a half-configured bucket stops the server at startup rather than
 * at the first upload.
 */
function s3ConfigOf(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: string) => (env[name] ?? '').trim();
  const bucket = value('S3_BUCKET');
  if (bucket === '') {
    const stray = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => value(name) !== '');
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to store files in a bucket`);
    return undefined;
  }
  const missing = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => value(name) === '');
  if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== '') {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
    }
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, got "${pathStyle}"`);
  return {
    bucket,
    endpoint: endpoint || undefined,
    region: value('S3_REGION'),
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}

/** Everything but the JWT secret, which may need a file in DATA_DIR (see `readOrCreateJwtSecret`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Omit<Config, 'jwtSecret'> & { jwtSecret: string | undefined } {
  const port = positiveInteger(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: blank(env.DATABASE_URL),
    smtpUrl: blank(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Fieldwatch <no-reply@fieldwatch.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    jwtSecret: blank(env.JWT_SECRET),
    production: env.NODE_ENV === 'production',
    adminUsername: blank(env.ADMIN_USERNAME),
    adminPassword: blank(env.ADMIN_PASSWORD),
    accessTokenSeconds: positiveInteger(env.ACCESS_TOKEN_TTL_SECONDS, limits.accessTokenSeconds, 'ACCESS_TOKEN_TTL_SECONDS'),
    dashboardDist: resolve(env.DASHBOARD_DIST || join(appsDir, 'dashboard', 'dist')),
    playgroundDist: resolve(env.PLAYGROUND_DIST || join(appsDir, 'playground', 'dist')),
    elementsPackage: resolve(env.ELEMENTS_PACKAGE || join(appsDir, '..', 'packages', 'elements')),
    allowPrivateLayerUrls: env.LAYER_URLS_ALLOW_PRIVATE === '1' && env.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimits: defaultRateLimits,
    backoffs: defaultBackoffs,
    liveConnections: defaultLiveConnectionLimits,
    serverTiming: env.SERVER_TIMING === '1',
    mapStyleUrl: mapStyleUrlOf(env.MAP_STYLE_URL),
    mapboxToken: mapboxTokenOf(env.MAPBOX_TOKEN),
    mediaOrigin: mediaOriginOf(env.MEDIA_ORIGIN),
    anonymousReportsPerToken: positiveInteger(env.ANONYMOUS_REPORTS_PER_TOKEN, 5, 'ANONYMOUS_REPORTS_PER_TOKEN'),
    anonymousChallengeForced: env.ANONYMOUS_CHALLENGE === '1',
    anonymousChallengeMaxNumber: positiveInteger(env.ANONYMOUS_CHALLENGE_MAX_NUMBER, 50_000, 'ANONYMOUS_CHALLENGE_MAX_NUMBER'),
    metricsEnabled: env.METRICS_ENABLED === 'true' || env.METRICS_ENABLED === '1',
    metricsToken: blank(env.METRICS_TOKEN),
    shutdownTimeoutMs: positiveInteger(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    s3: s3ConfigOf(env),
  };
}

/**
 * The secret that signs access tokens. Generated once and kept in DATA_DIR/jwt-secret (mode 600) so
 * that a restart does not sign everybody out; several processes must share it through JWT_SECRET.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
