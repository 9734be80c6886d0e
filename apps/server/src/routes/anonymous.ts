/**
 * `POST /user/anonymous` (docs/embedding.md): a token for anonymous submissions from a partner page,
 * and the proof-of-work challenge it may ask first. HTTP only; services/anonymous.ts holds the rules.
 */
import { anonymousChallengeSchema, anonymousTokenRequestSchema, anonymousTokenSchema, dataEnvelope } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppContext } from '../context.js';
import { anonymousChallenge, issueAnonymousToken } from '../services/anonymous.js';
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
          summary: 'A token for anonymous submissions (needs option anonymous_enabled and an anonymous_organization)',
          description:
            "The call carries a `DPoP` header: a proof (RFC 9449) signed with the browser's ECDSA P-256 key, whose " +
            'thumbprint the token is bound to (`cnf.jkt`). The token (two hours, no refresh token) is then sent as ' +
            '`Authorization: DPoP <token>` with a fresh proof (`ath` = its SHA-256) on every call, and may only ' +
            'create reports in `organization_id` (`POST /organization/{id}/report`, at most ANONYMOUS_REPORTS_PER_TOKEN, ' +
            'then 429 `TOKEN_REPORTS_USED`), add media to them while they are drafts (`POST /report/{id}/media`) and ' +
            'publish them (`PUT /organization/{id}/report/{rid}` `{status: "published"}`). Every other route answers 401. ' +
            'Such reports have source `anonymous`, no author, and are private. 401 `PROOF_INVALID` without a valid, unused ' +
            'proof; 400 `CHALLENGE_REQUIRED` while the proof-of-work challenge is on and `challenge_solution` is missing, ' +
            'wrong or used; 403 INACTIVE_FEATURE while anonymous submission is off; 429 when one address asks too often.',
          body: z.nullish(anonymousTokenRequestSchema),
          response: { 201: dataEnvelope(anonymousTokenSchema), ...errorResponses },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await issueAnonymousToken(ctx, request, request.body ?? {}) }),
    );
    routes.get(
      '/user/anonymous/challenge',
      {
        config: { crossOrigin: true },
        schema: {
          tags: ['public'],
          summary: 'A proof-of-work challenge for `POST /user/anonymous` (ALTCHA v1; 404 while the challenge is off)',
          description:
            'Find the number n (0 ≤ n ≤ `maxnumber`) whose SHA-256 of `salt` + n, in hex, is `challenge`; send ' +
            '`challenge_solution` = base64 of the JSON `{algorithm, challenge, number, salt, signature}`. Good once, for five minutes.',
          response: { 200: dataEnvelope(anonymousChallengeSchema), ...errorResponses },
        },
      },
      async () => ({ data: await anonymousChallenge(ctx) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
