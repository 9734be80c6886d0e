/**
 * The elements bundle at a versioned, immutable address (docs/embedding.md "A versioned address"):
 * `/sdk/elements@{version}/fieldwatch-elements.js` and its chunks under `/sdk/elements@{version}/chunks/`,
 * `{version}` being `@fieldwatch/elements`'s package version. What an address names never changes, so it
 * is cached for a year; a partner page pins it with the Subresource Integrity of `GET /api/sdk`.
 * `/sdk/elements@latest/…` redirects to the current version (cached five minutes); any other version is
 * 404. Read once at start: a new build is served after a restart, as the playground is.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

export const sdkEntry = 'fieldwatch-elements.js';

/** The built bundle, as found at start. */
export interface SdkBundle {
  version: string;
  /** the package's dist/ folder */
  folder: string;
  /** `sha384-…` of the entry file: what a browser computes for `<script integrity>` */
  integrity: string;
}

const versionSchema = z.object({ version: z.string().regex(/^[0-9A-Za-z.+-]+$/) });

/** The elements package's build and version, or undefined when it is not built. */
export function readSdkBundle(elementsPackage: string): SdkBundle | undefined {
  const folder = join(elementsPackage, 'dist');
  const entry = join(folder, sdkEntry);
  const manifest = join(elementsPackage, 'package.json');
  if (!existsSync(entry) || !existsSync(manifest)) return undefined;
  const { version } = versionSchema.parse(JSON.parse(readFileSync(manifest, 'utf8')));
  const integrity = `sha384-${createHash('sha384').update(readFileSync(entry)).digest('base64')}`;
  return { version, folder, integrity };
}

export const sdkPath = (version: string) => `/sdk/elements@${version}/`;

/** Loaded by partner pages on any origin as module scripts (CORS mode): the same public files for everyone. */
export const crossOrigin = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

export async function registerSdk(app: FastifyInstance, bundle: SdkBundle | undefined): Promise<void> {
  if (!bundle) return;
  await app.register(fastifyStatic, {
    root: bundle.folder,
    prefix: sdkPath(bundle.version),
    decorateReply: false,
    cacheControl: false,
    // the entry and its chunks; not the package's declarations, metafile or source maps
    allowedPath: (path) => path === `/${sdkEntry}` || (path.startsWith('/chunks/') && !path.endsWith('.map')),
    setHeaders: (reply: FastifyReply) => {
      reply.headers({ ...crossOrigin, 'cache-control': 'public, max-age=31536000, immutable' });
    },
  });
  app.get('/sdk/elements@latest/*', { schema: { hide: true } }, (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    // short: a partner page on `latest` moves to a new version soon after the server does
    return reply.headers({ ...crossOrigin, 'cache-control': 'public, max-age=300' }).redirect(`${sdkPath(bundle.version)}${rest}`, 302);
  });
}
