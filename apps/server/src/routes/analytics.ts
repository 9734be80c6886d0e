/** Analytics (docs/api.md, docs/analytics.md): HTTP only; rules in services/analytics.ts. */
import { analyticsQuerySchema, analyticsSchema, dataEnvelope } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { getAnalytics } from '../services/analytics.js';
import { bearer, errorResponses } from './responses.js';

export function analyticsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/analytics',
      {
        schema: {
          tags: ['analytics'],
          summary: 'Figures of the published reports of the organizations the caller may see (Administrator, Organization Admin, Reader)',
          description:
            'The range is whole UTC days ending today: `7d` today and the 6 days before, `1m` and `3m` back to the same day one or ' +
            'three months before tomorrow. `organization` narrows to one organization the caller belongs to (404 otherwise). ' +
            'Reports count by creation date; verifications by the date of their first `verify` entry. 403 INACTIVE_FEATURE while ' +
            'option `analytics_enabled` is off.',
          security: bearer,
          querystring: analyticsQuerySchema,
          response: { 200: dataEnvelope(analyticsSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await getAnalytics(ctx, sessionOf(request).actor, request.query) }),
    );
    // Fastify waits for a plugin by the promise it returns; this route is declared at once
    return Promise.resolve();
  };
}
