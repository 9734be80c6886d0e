import { canManageSettings, dataEnvelope, optionsUpdateSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { readOptions, updateOptions } from '../services/options.js';
import { bearer, errorResponses } from './responses.js';

const optionsEnvelope = dataEnvelope(z.record(z.string(), z.string()).describe('every option, keyed by name'));

/** `GET, PUT /options`: any signed-in user reads, only the Administrator writes (docs/roles.md). */
export function optionsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/options',
      {
        onRequest: authenticate(ctx),
        // the dashboard reads the options before any screen, the profile included
        config: { beforeSecondFactor: 'any' },
        schema: { tags: ['options'], summary: 'All options', security: bearer, response: { 200: optionsEnvelope, ...errorResponses } },
      },
      async () => ({ data: await readOptions(ctx) }),
    );
    routes.put(
      '/options',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['options'],
          summary: 'Change options (Administrator); answers all options',
          security: bearer,
          body: optionsUpdateSchema,
          response: { 200: optionsEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        if (!canManageSettings(sessionOf(request).actor)) throw forbidden();
        return { data: await updateOptions(ctx, request.body, auditSourceOf(request)) };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
