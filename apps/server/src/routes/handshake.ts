import { dataEnvelope, handshakeSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { handshake } from '../services/options.js';
import { errorResponses } from './responses.js';

/** `GET /handshake` (no auth): languages, default language, time zone, the maps service. */
export function handshakeRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/handshake',
      {
        // a partner page's public map reads the maps service from here
        config: { crossOrigin: true },
        schema: {
          tags: ['options'],
          summary: 'Enabled languages, default language, time zone and the maps service (no sign-in needed)',
          response: { 200: dataEnvelope(handshakeSchema), ...errorResponses },
        },
      },
      async () => ({ data: await handshake(ctx) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
