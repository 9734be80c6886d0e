/**
 * Passkeys (docs/sign-in.md "Passkeys"): the signed-in user's own list, and the second factor of a
 * sign-in. HTTP only; the rules live in services/passkeys.ts and services/passkeySignIn.ts.
 */
import {
  dataEnvelope,
  idSchema,
  listEnvelope,
  loginResultSchema,
  passkeyAuthenticationOptionsSchema,
  passkeyCreateSchema,
  passkeyOptionsRequestSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRemoveSchema,
  passkeyRenameSchema,
  passkeySchema,
  passkeySignInOptionsSchema,
  passkeySignInSchema,
} from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { passkeySignInOptions, signInWithPasskey } from '../services/passkeySignIn.js';
import { addPasskey, listMyPasskeys, passkeyRegistrationOptions, removeMyPasskey, renameMyPasskey } from '../services/passkeys.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const params = z.strictObject({ id: idSchema });
const originOf = (request: FastifyRequest) => (typeof request.headers.origin === 'string' ? request.headers.origin : undefined);

/** `POST /user/login/passkey/options` and `POST /user/login/passkey`: no bearer, the password instead. */
export function passkeySignInRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/user/login/passkey/options',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Options for signing in with a passkey, after the password',
          description:
            "The password is checked as by `/user/login` (same answers, same limits). The options name the user's passkeys " +
            '(`allowCredentials`); pass them to `navigator.credentials.get` (or `startAuthentication`) and send the answer to ' +
            '`/user/login/passkey` within 5 minutes. A user without a passkey gets 401 "INVALID_PASSKEY".',
          body: passkeySignInOptionsSchema,
          response: { 200: dataEnvelope(passkeyAuthenticationOptionsSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await passkeySignInOptions(ctx, request.body, auditSourceOf(request), originOf(request)) }),
    );

    routes.post(
      '/user/login/passkey',
      {
        schema: {
          tags: ['sign-in'],
          summary: 'Finish a sign-in with a passkey',
          description:
            "The password again, then the authenticator's answer to the options' challenge (once). A wrong answer, another " +
            'origin or a signature counter that went backwards is 401 "INVALID_PASSKEY" and counts like a wrong code. ' +
            'With `remember2fa: true` the answer carries `remember_token`.',
          body: passkeySignInSchema,
          response: { 200: dataEnvelope(loginResultSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await signInWithPasskey(ctx, request.body, auditSourceOf(request)) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}

/** `/user/me/passkeys…`: every signed-in user, on their own passkeys only. */
export function passkeysRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));
    // an admin who must set up a second factor may make a passkey theirs
    const beforeSecondFactor = { beforeSecondFactor: 'any' } as const;

    routes.get(
      '/user/me/passkeys',
      {
        config: beforeSecondFactor,
        schema: {
          tags: ['profile'],
          summary: 'Your passkeys, oldest first',
          security: bearer,
          response: { 200: listEnvelope(passkeySchema), ...errorResponses },
        },
      },
      async (request) => {
        const data = await listMyPasskeys(ctx, sessionOf(request).user);
        return { data, total: data.length };
      },
    );

    routes.post(
      '/user/me/passkeys/options',
      {
        config: beforeSecondFactor,
        schema: {
          tags: ['profile'],
          summary: 'Options for adding a passkey, after your current password',
          description:
            'Pass them to `navigator.credentials.create` (or `startRegistration`) and send the answer to `POST /user/me/passkeys` ' +
            'within 5 minutes. A wrong current password is 400 with the field `current_password`.',
          security: bearer,
          body: passkeyOptionsRequestSchema,
          response: { 200: dataEnvelope(passkeyRegistrationOptionsSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await passkeyRegistrationOptions(ctx, sessionOf(request).user, request.body.current_password, originOf(request)),
      }),
    );

    routes.post(
      '/user/me/passkeys',
      {
        config: beforeSecondFactor,
        schema: {
          tags: ['profile'],
          summary: 'Add a passkey',
          description:
            "The authenticator's answer to the options' challenge (once, from this server's origin). Your other sessions end " +
            'and you are told by mail. An answer that does not verify is 400 with the field `credential`.',
          security: bearer,
          body: passkeyCreateSchema,
          response: { 201: dataEnvelope(passkeySchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const passkey = await addPasskey(ctx, session.user, session.familyId, request.body, auditSourceOf(request));
        return reply.code(201).send({ data: passkey });
      },
    );

    routes.put(
      '/user/me/passkeys/:id',
      {
        config: beforeSecondFactor,
        schema: {
          tags: ['profile'],
          summary: 'Rename one of your passkeys',
          security: bearer,
          params,
          body: passkeyRenameSchema,
          response: { 200: dataEnvelope(passkeySchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await renameMyPasskey(ctx, sessionOf(request).user, request.params.id, request.body.name) }),
    );

    routes.delete(
      '/user/me/passkeys/:id',
      {
        config: beforeSecondFactor,
        schema: {
          tags: ['profile'],
          summary: 'Remove one of your passkeys, with your current password',
          description: "Your other sessions end and you are told by mail. Another user's passkey is 404.",
          security: bearer,
          params,
          body: passkeyRemoveSchema,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        await removeMyPasskey(
          ctx,
          session.user,
          session.familyId,
          request.params.id,
          request.body.current_password,
          auditSourceOf(request),
        );
        return { data: true as const };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
