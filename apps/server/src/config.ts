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
  /** password-reset requests for one username (stops mail bombing) */
  resetPerUsername: RateLimitRule;
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
  resetPerUsername: { limit: 5, windowSeconds: 60 * 60 },
  // a partner page asks for one token per form it shows and one report per submission
  anonymousTokenPerIp: { limit: 20, windowSeconds: 60 * 60 },
  anonymousReportPerIp: { limit: 10, windowSeconds: 60 * 60 },
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
  /**
   * Tests only (LAYER_URLS_ALLOW_PRIVATE=1, ignored in production): the test fetch of a raster layer's
   * URL may use http:// and reach loopback and private addresses, so a test can serve its own tiles.
   * Off, those are refused (docs/layers.md "Raster URL check").
   */
  allowPrivateLayerUrls: boolean;
  /** SERVER_TIMING=1: answers carry `Server-Timing: db;dur=…` (time in the database), for benchmarks */
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
    serverTiming: env.SERVER_TIMING === '1',
    mapStyleUrl: mapStyleUrlOf(env.MAP_STYLE_URL),
    mapboxToken: mapboxTokenOf(env.MAPBOX_TOKEN),
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
