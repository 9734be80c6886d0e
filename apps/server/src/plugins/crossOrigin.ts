/**
 * Cross-origin calls from partner pages (docs/embedding.md "CORS"). The custom elements run
 * on other sites and call the API with `fetch`: the routes they use opt in with
 * `config: { crossOrigin: true }` — the public reads, the anonymous token, and the three routes of a
 * submission. Those answer any origin (the origin is reflected), without credentials: a caller
 * authenticates with a bearer header its own script sets, never with a cookie, so another site can do
 * nothing with them that it could not do from a server. They may also be embedded by any page
 * (`Cross-Origin-Resource-Policy: cross-origin`, for the public site's images). Every other route
 * answers no CORS headers, so browsers keep other origins out of it.
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** partner pages on other origins call this route (CORS, cross-origin embedding) */
    crossOrigin?: boolean;
  }
}

/** What a partner page's script sends: the bearer token, JSON bodies, the points' Accept type, a create call's key. */
const embedOptions: FastifyCorsOptions = {
  origin: true,
  credentials: false,
  methods: ['GET', 'HEAD', 'POST', 'PUT'],
  // Idempotency-Key: a create call sent again after a lost answer (plugins/idempotency.ts)
  // DPoP: the proof an anonymous submission's calls carry (services/anonymousProof.ts)
  // Last-Event-ID: an event stream resumed after the last event it received (routes/events.ts)
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key', 'DPoP', 'Last-Event-ID'],
  exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
  maxAge: 600,
};

/** A route path (`/api/report/:id/media`) as a pattern over request paths. */
const patternOf = (url: string) => new RegExp(`^${url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`);

export async function registerCrossOrigin(app: FastifyInstance): Promise<void> {
  // filled as routes are added: a preflight names the route it asks for only by its method and path
  const allowed: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.crossOrigin !== true) return;
    for (const method of [route.method].flat()) allowed.push({ method, pattern: patternOf(route.url) });
  });

  const isAllowed = (request: FastifyRequest): boolean => {
    const requested = request.headers['access-control-request-method'];
    if (request.method === 'OPTIONS' && typeof requested === 'string') {
      const path = request.url.split('?')[0] ?? '';
      return allowed.some(({ method, pattern }) => method === requested.toUpperCase() && pattern.test(path));
    }
    return request.routeOptions.config?.crossOrigin === true;
  };

  await app.register(cors, {
    delegator: (request, callback) => callback(null, isAllowed(request) ? embedOptions : { origin: false }),
  });
  // after helmet's `same-origin`, which would keep a partner page's <img> from the public images
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.crossOrigin === true) void reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}
