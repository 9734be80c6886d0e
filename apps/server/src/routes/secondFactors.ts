/**
 * One's own authenticator app (TOTP) and recovery codes (docs/sign-in.md): HTTP only; the rules live in
 * services/totpEnrolment.ts. Every signed-in user may call these for their own account, and so may an
 * admin-level user who must still set up a second factor.
 */
import {
  currentPasswordInputSchema,
  dataEnvelope,
  recoveryCodesSchema,
  totpConfirmSchema,
  totpDisableSchema,
  totpEnrolmentSchema,
} from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import {
  confirmTotpEnrolment,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpEnrolment,
  type OwnAccountRequest,
} from '../services/totpEnrolment.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const ownAccount = (request: FastifyRequest): OwnAccountRequest => {
  const { user, familyId } = sessionOf(request);
  return { user, familyId, source: auditSourceOf(request) };
};

export function secondFactorsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));
    const config = { beforeSecondFactor: 'any' } as const;

    routes.post(
      '/user/me/totp',
      {
        config,
        schema: {
          tags: ['sign-in'],
          summary: 'Start setting up an authenticator app (any signed-in user, own account)',
          description:
            'Answers a new secret, its `otpauth://` URL and that URL as an SVG QR code, shown this once. The secret is pending ' +
            'until `POST /user/me/totp/confirm`; an app already set up keeps working until then. Wrong `current_password`: 422.',
          security: bearer,
          body: currentPasswordInputSchema,
          response: { 200: dataEnvelope(totpEnrolmentSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await startTotpEnrolment(ctx, sessionOf(request).user, request.body.current_password) }),
    );

    routes.post(
      '/user/me/totp/confirm',
      {
        config,
        schema: {
          tags: ['sign-in'],
          summary: 'Finish setting up an authenticator app with its first code',
          description:
            'The second factor becomes `totp`; other sessions end and the user is mailed. Answers recovery codes, shown this ' +
            'once (each signs in once). A wrong code: 422 field `code`; no pending secret: 400.',
          security: bearer,
          body: totpConfirmSchema,
          response: { 200: dataEnvelope(recoveryCodesSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await confirmTotpEnrolment(ctx, ownAccount(request), request.body.code) }),
    );

    routes.delete(
      '/user/me/totp',
      {
        config,
        schema: {
          tags: ['sign-in'],
          summary: 'Remove the authenticator app, with the current password or a fresh code from it',
          description:
            'The second factor becomes none and the recovery codes stop working; other sessions end and the user is mailed. ' +
            'Refused (422 field `secondfactor`) for an admin-level user while a second factor is required of them.',
          security: bearer,
          body: totpDisableSchema,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await disableTotp(ctx, ownAccount(request), request.body);
        return { data: true as const };
      },
    );

    routes.post(
      '/user/me/recovery-codes',
      {
        config,
        schema: {
          tags: ['sign-in'],
          summary: 'New recovery codes for the authenticator app; the earlier ones stop working',
          description: 'Only while an authenticator app is set up (400 otherwise). The codes are shown this once.',
          security: bearer,
          body: currentPasswordInputSchema,
          response: { 200: dataEnvelope(recoveryCodesSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await regenerateRecoveryCodes(ctx, ownAccount(request), request.body.current_password) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
