/** Tag groups and tags, read side (`GET /taxonomy/groups`, `GET /taxonomies`, `GET /organization/{id}/taxonomies`). */
import { idSchema, listEnvelope, tagGroupSchema, tagSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { listOrganizationTagGroups, listTagGroups, listTags } from '../services/taxonomies.js';
import { bearer, errorResponses } from './responses.js';

const list = <T>(data: T[]) => ({ data, total: data.length });
const tags = ['taxonomies'];

export function taxonomiesRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/taxonomy/groups',
      {
        schema: {
          tags,
          summary: 'Every tag group, with the tags the caller may see',
          security: bearer,
          response: { 200: listEnvelope(tagGroupSchema), ...errorResponses },
        },
      },
      async (request) => list(await listTagGroups(ctx, sessionOf(request).actor)),
    );

    routes.get(
      '/taxonomies',
      {
        schema: {
          tags,
          summary: 'Every tag the caller may see',
          security: bearer,
          response: { 200: listEnvelope(tagSchema), ...errorResponses },
        },
      },
      async (request) => list(await listTags(ctx, sessionOf(request).actor)),
    );

    routes.get(
      '/organization/:id/taxonomies',
      {
        schema: {
          tags,
          summary: "Every tag group, with the tags usable in the organization's reports",
          security: bearer,
          params: z.strictObject({ id: idSchema }),
          response: { 200: listEnvelope(tagGroupSchema), ...errorResponses },
        },
      },
      async (request) => list(await listOrganizationTagGroups(ctx, sessionOf(request).actor, request.params.id)),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
