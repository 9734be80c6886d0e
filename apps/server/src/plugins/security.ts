/** Security headers: helmet with a real Content-Security-Policy for the dashboard and docs. */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance, mediaOrigin: string | undefined): Promise<void> {
  // with MEDIA_ORIGIN, the dashboard's images, audio and video come from there (config.ts)
  const media = mediaOrigin === undefined ? [] : [mediaOrigin];
  await app.register(helmet, {
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
}
