/**
 * Security headers: helmet with a real Content-Security-Policy for the dashboard and docs. helmet's
 * middleware is made once here and run on every request: @fastify/helmet made it anew on each
 * request, parsing every directive again (about a tenth of the CPU of a request that reads no table).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, mediaOrigin: string | undefined): void {
  // with MEDIA_ORIGIN, the dashboard's images, audio and video come from there (config.ts)
  const media = mediaOrigin === undefined ? [] : [mediaOrigin];
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // map libraries and React set inline style attributes
        styleSrc: ["'self'", "'unsafe-inline'"],
        // basemaps and map layers come from tile and style hosts an Administrator chooses at run
        // time: any https host; scripts stay 'self', which is what keeps injected code out
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...media],
        mediaSrc: ["'self'", ...media],
        connectSrc: ["'self'", 'https:'],
        // MapLibre runs its worker from a blob: URL
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  // helmet throws what goes wrong rather than passing it on; Fastify answers a throw in a hook as an error
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
