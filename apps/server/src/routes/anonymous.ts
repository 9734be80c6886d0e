/**
 * `POST /user/anonymous` (docs/embedding.md): a token for one anonymous submission from a
 * partner page. HTTP only; services/anonymous.ts holds the rules.
 */
import { anonymousTokenSchema, dataEnvelope } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { issueAnonymousToken } from '../services/anonymous.js';
import { errorResponses } from './responses.js';

export function anonymousRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      '/user/anonymous',
      {
        config: { crossOrigin: true },
        schema: {
          tags: ['public'],
          summary: 'A token for an anonymous submission (needs option anonymous_enabled and an anonymous_organization)',
          description:
            'The token (an hour, no refresh token) may only create a report in `organization_id` ' +
            '(`POST /organization/{id}/report`; any other organization is 404), add media to that report while it is a draft ' +
            '(`POST /report/{id}/media`) and publish it (`PUT /organization/{id}/report/{rid}` `{status: "published"}`). ' +
            'Every other route answers 401. Such reports have source `anonymous`, no author, and are private. ' +
            '403 INACTIVE_FEATURE while anonymous submission is off; 429 when one address asks too often.',
          body: z.strictObject({}).nullish(),
          response: { 201: dataEnvelope(anonymousTokenSchema), ...errorResponses },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await issueAnonymousToken(ctx, request.ip) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
