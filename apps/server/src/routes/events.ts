/**
 * `GET /api/events`: the live updates of reports as server-sent events (docs/api.md "Live updates").
 * Signed in with the bearer header (the client reads the stream with fetch, so it can send one), or
 * anonymous for the public reports' changes. The stream ends when the access token expires (the client
 * reconnects with a refreshed one and `Last-Event-ID`) or when its sign-in is revoked, on any process.
 */
import type { LiveEvent } from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { publicViewer, type ReportViewer } from '../db/queries/reportVisibility.js';
import { tooManyRequests } from '../errors.js';
import type { LiveHub } from '../live/hub.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';

/** A comment line every 15 s keeps proxies and the client from taking a quiet stream for a dead one. */
const heartbeatMs = 15_000;
/** How long the browser waits before reconnecting a dropped stream (the core client has its own back-off). */
const retryMs = 3_000;

/** Who reads the stream: the signed-in user, or the public. */
async function streamViewer(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ key: string; viewer: ReportViewer; familyId?: string; userId?: number; expiresAt?: Date }> {
  if (request.headers.authorization === undefined) return { key: 'public', viewer: publicViewer };
  await authenticate(ctx)(request);
  const session = sessionOf(request);
  const { user, actor, familyId, expiresAt } = session;
  return { key: `user:${user.id}`, viewer: actor, familyId, userId: user.id, expiresAt };
}

export function eventsRoutes(ctx: AppContext, hub: LiveHub) {
  return (app: FastifyInstance) => {
    // open to partner pages: a public embed with `live` listens too
    app.get('/events', { config: { crossOrigin: true } }, async (request, reply) => {
      const { key, viewer, familyId, userId, expiresAt } = await streamViewer(ctx, request);
      const address = request.ip;
      const limits = ctx.config.liveConnections;
      if (
        (key !== 'public' && hub.count((subscriber) => subscriber.key === key) >= limits.perUser) ||
        hub.count((subscriber) => subscriber.address === address) >= limits.perAddress
      ) {
        throw tooManyRequests(30);
      }

      const lastEventId = request.headers['last-event-id'];
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        // never stored, never held back by a proxy (nginx reads X-Accel-Buffering); never compressed (app.ts)
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(`retry: ${retryMs}\n: connected\n\n`);

      const write = (text: string) => {
        if (!raw.writableEnded) raw.write(text);
      };
      const subscriber = {
        key,
        viewer,
        ...(familyId === undefined ? {} : { familyId }),
        ...(userId === undefined ? {} : { userId }),
        address,
        send: (event: LiveEvent) => write(`id: ${event.id}\nevent: report\ndata: ${JSON.stringify(event)}\n\n`),
        reset: () => write('event: reset\ndata: {}\n\n'),
        end: () => end(),
      };
      const unsubscribe = hub.subscribe(subscriber, typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : undefined);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      // the token's end is the stream's, and its sign-in's (the hub ends it on a sign-out, a password
      // change, a deactivation) or its user's role or organizations changing: a longer stream would
      // outlive them, and go on hearing with what the user could see before
      const expiry = expiresAt ? setTimeout(() => end(), Math.max(0, expiresAt.getTime() - ctx.now().getTime())) : undefined;
      const end = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        if (!raw.writableEnded) raw.end();
      };
      request.raw.on('close', end);
    });
  };
}
