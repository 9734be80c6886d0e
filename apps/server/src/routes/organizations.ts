import { listEnvelope, organizationSchema, visibleOrganizations } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { listOrganizations } from '../db/queries/organizations.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { bearer, errorResponses } from './responses.js';

/** `GET /organizations`: the organizations the caller may see (all for the Administrator). */
export function organizationsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/organizations',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['organizations'],
          summary: 'Organizations visible to the caller',
          security: bearer,
          response: { 200: listEnvelope(organizationSchema), ...errorResponses },
        },
      },
      async (request) => {
        const data = await listOrganizations(ctx.db, visibleOrganizations(sessionOf(request).actor));
        return { data, total: data.length };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
