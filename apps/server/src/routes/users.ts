/** Users: HTTP only; who may do what is decided in services/users.ts with the core policy. */
import {
  dataEnvelope,
  idSchema,
  limits,
  listEnvelope,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../services/users.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const params = z.strictObject({ id: idSchema });
const userEnvelope = dataEnvelope(userSchema);

export function usersRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/users',
      {
        schema: {
          tags: ['users'],
          summary: 'A page of the users the caller may see, by username (Administrator, Organization Admin)',
          description:
            '`q` keeps users whose username, first name, last name or email contains it (case ignored); `organization` ' +
            'keeps the members of one organization the caller sees (another is 404). `total` counts every match.',
          security: bearer,
          querystring: userListQuerySchema,
          response: { 200: listEnvelope(userSchema), ...errorResponses },
        },
      },
      async (request) => listUsers(ctx, sessionOf(request).actor, request.query),
    );

    routes.get(
      '/user/:id',
      {
        // the profile reads its own user, also while its owner must still set up a second factor
        config: { beforeSecondFactor: 'own' },
        schema: { tags: ['users'], summary: 'One user', security: bearer, params, response: { 200: userEnvelope, ...errorResponses } },
      },
      async (request) => ({ data: await getUser(ctx, sessionOf(request).actor, request.params.id) }),
    );

    routes.post(
      '/user',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags: ['users'],
          summary: 'Create a user',
          description:
            'The new user is emailed a welcome. Without `password` the account has none yet and the welcome carries a link ' +
            `to choose one (\`PUBLIC_URL/confirm-password?uid=…&token=…\`, valid ${limits.welcomeLinkDays} days, once; then ` +
            '`PUT /user/{id}/password`). A password is never mailed.',
          security: bearer,
          body: userCreateSchema,
          response: { 201: userEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createUser(ctx, sessionOf(request).actor, request.body, auditSourceOf(request)) }),
    );

    routes.put(
      '/user/:id',
      {
        // choosing the emailed code from the profile is setting up a second factor too
        config: { beforeSecondFactor: 'own' },
        schema: {
          tags: ['users'],
          summary: 'Change a user (only the changed fields)',
          description:
            'A user changing their own password, email or second factor sends `current_password` too (422 field ' +
            '`current_password` otherwise); their other sessions then end and they are mailed. `secondfactor: "totp"` only ' +
            'once an authenticator app is set up (`/user/me/totp`); switching away from it removes the app and its recovery codes.',
          security: bearer,
          params,
          body: userUpdateSchema,
          response: { 200: userEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        const { actor, familyId } = sessionOf(request);
        return { data: await updateUser(ctx, { actor, familyId, source: auditSourceOf(request) }, request.params.id, request.body) };
      },
    );

    routes.delete(
      '/user/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Delete a user (never oneself, never an Administrator)',
          security: bearer,
          params,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteUser(ctx, sessionOf(request).actor, request.params.id, auditSourceOf(request));
        return { data: true as const };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
