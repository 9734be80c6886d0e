/** Sign-in routes (docs/sign-in.md): HTTP only; the rules live in services/auth.ts. */
import {
  dataEnvelope,
  idSchema,
  loginResultSchema,
  loginSchema,
  logoutSchema,
  newPasswordSchema,
  refreshSchema,
  resetParamsSchema,
  resetRequestSchema,
  tokenSchema,
  verifySchema,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { sessionFromHeader } from '../plugins/authenticate.js';
import { auditSourceOf, recordAudit } from '../services/audit.js';
import { login, requestPasswordReset, resetPassword, verifyLogin } from '../services/auth.js';
import { revokeByRefreshToken, revokeSession, rotateRefreshToken } from '../services/tokens.js';
import { errorResponses, trueEnvelope } from './responses.js';

const userIdParams = z.strictObject({ id: idSchema });

export function authRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/user/login',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Sign in',
          description:
            '401 with `error.data` "2FA_REQUIRED" when the user has a second factor; `error.methods` lists the ways to finish ' +
            '(`email`, `totp`, `recovery`, `passkey`). With `email` among them a 6-digit code is mailed (again only after 45 s). ' +
            'Finish with `/user/login/verify`. A `remember_token` from a previous verify skips the second factor. ' +
            'Every sign-in answers a `device_token`; sent back with later logins of that username it spares this device the ' +
            "account's back-off (429 with Retry-After after repeated failures from any address).",
          body: loginSchema,
          response: { 200: dataEnvelope(loginResultSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await login(ctx, request.body, auditSourceOf(request)) }),
    );

    routes.post(
      '/user/login/verify',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Finish a sign-in with a second factor: an emailed code, an authenticator code or a recovery code',
          description:
            "`method` (`email`, `totp` or `recovery`) says what `code` is; by default the user's own second factor. A recovery " +
            'code works once. With `remember2fa: true` the answer carries `remember_token` (30 days, this user only).',
          body: verifySchema,
          response: { 200: dataEnvelope(loginResultSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await verifyLogin(ctx, request.body, auditSourceOf(request)) }),
    );

    routes.post(
      '/user/:id/token',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Trade a refresh token for new tokens (rotation)',
          description: 'The refresh token given stops working. Presenting it again revokes the whole sign-in (401 "REFRESH_REUSED").',
          params: userIdParams,
          body: refreshSchema,
          response: { 200: dataEnvelope(tokenSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await rotateRefreshToken(ctx, request.params.id, request.body.refresh_token) }),
    );

    routes.post(
      '/user/logout',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Sign out: revokes the refresh token and every access token of its sign-in',
          body: z.nullish(logoutSchema),
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        // The bearer is optional: an expired or invalid one must not stop anyone from signing out.
        // It is read first, as revoking the refresh token ends its sign-in too.
        const session = await sessionFromHeader(ctx, request.headers.authorization);
        if (request.body?.refresh_token) await revokeByRefreshToken(ctx, request.body.refresh_token);
        if (session) {
          await revokeSession(ctx, session.familyId);
          // the trail names who signed out; a sign-out by refresh token alone names nobody, so it is not recorded
          const source = { ...auditSourceOf(request), actorId: session.user.id, actorUsername: session.user.username };
          await recordAudit(ctx, source, { action: 'signout', targetType: 'user', targetId: session.user.id });
        }
        return { data: true as const };
      },
    );

    routes.post(
      '/user/:id/reset',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Ask for a password-reset link (form or JSON `username`; `{id}` may be 0)',
          description:
            'Always answers true, whether or not the user exists. The link is valid for one hour, once. Links for one username ' +
            'are mailed at most once per 2, 4, 8, then 15 minutes; a request in between mails nothing and the last link stays valid.',
          params: resetParamsSchema,
          body: resetRequestSchema,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body.username, auditSourceOf(request));
        return { data: true as const };
      },
    );

    routes.put(
      '/user/:id/password',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Set a new password with the uid and token of a reset link',
          params: userIdParams,
          body: newPasswordSchema,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await resetPassword(ctx, request.params.id, request.body, auditSourceOf(request));
        return { data: true as const };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
