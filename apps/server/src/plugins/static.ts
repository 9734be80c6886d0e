/**
 * The built dashboard at / (with SPA fallback) and the playground at /playground/, so one process and
 * one port run the whole product (docs/deployment.md). A missing build answers a short page instead
 * of failing.
 */
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossOrigin } from './sdk.js';

const notBuiltPage = (what: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fieldwatch</title></head>` +
  `<body><h1>Fieldwatch</h1><p>The ${what} is not built yet. Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></body></html>`;

/** Hashed files under assets/ never change; everything else (index.html first) is revalidated. */
function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The elements bundle and its chunks (docs/embedding.md) are loaded by partner pages on other
 * origins: a module script, its dynamic imports, maplibre-gl's worker and the offline basemap's data are
 * all fetched in CORS mode, so they answer any origin (no credentials: they are the same public files
 * for everyone). The playground's own page and script stay same-origin.
 */
function playgroundHeaders(reply: FastifyReply, path: string) {
  cacheHeaders(reply, path);
  if (path.endsWith(`${sep}fieldwatch-elements.js`) || path.includes(`${sep}chunks${sep}`)) reply.headers(crossOrigin);
}

export type StaticFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/** Registers the static roots and returns what the not-found handler does for non-API paths. */
export async function registerStatic(
  app: FastifyInstance,
  dirs: { dashboardDist: string; playgroundDist: string },
): Promise<StaticFallback> {
  const dashboard = existsSync(`${dirs.dashboardDist}/index.html`);
  const playground = existsSync(`${dirs.playgroundDist}/index.html`);
  if (dashboard) {
    await app.register(fastifyStatic, { root: dirs.dashboardDist, prefix: '/', cacheControl: false, setHeaders: cacheHeaders });
  }
  if (playground) {
    await app.register(fastifyStatic, {
      root: dirs.playgroundDist,
      prefix: '/playground/',
      decorateReply: !dashboard,
      cacheControl: false,
      setHeaders: playgroundHeaders,
    });
  }

  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const path = request.url.split('?')[0] ?? '/';
    // the versioned elements bundle (plugins/sdk.ts): any other version or file is a 404
    if (path.startsWith('/sdk/')) return undefined;
    if (path === '/playground' || path.startsWith('/playground/')) {
      if (!playground) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage('playground'));
      return undefined;
    }
    // A missing file (a path whose last part has an extension) is a 404, not the app's page.
    if (/\.[A-Za-z0-9]+$/.test(path)) return undefined;
    if (!dashboard) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage('dashboard'));
    // Client-side routes (/dashboard, /report/12, …) are all answered by the dashboard's index.html.
    return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html', dirs.dashboardDist);
  };
}
