/** Users: HTTP only; who may do what is decided in services/users.ts with the core policy. */
import { dataEnvelope, idSchema, listEnvelope, listQuerySchema, userCreateSchema, userSchema, userUpdateSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
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
          summary: 'Users the caller may see (Administrator, Organization Admin)',
          security: bearer,
          querystring: listQuerySchema,
          response: { 200: listEnvelope(userSchema), ...errorResponses },
        },
      },
      async (request) => listUsers(ctx, sessionOf(request).actor, request.query),
    );

    routes.get(
      '/user/:id',
      { schema: { tags: ['users'], summary: 'One user', security: bearer, params, response: { 200: userEnvelope, ...errorResponses } } },
      async (request) => ({ data: await getUser(ctx, sessionOf(request).actor, request.params.id) }),
    );

    routes.post(
      '/user',
      {
        schema: {
          tags: ['users'],
          summary: 'Create a user',
          security: bearer,
          body: userCreateSchema,
          response: { 201: userEnvelope, ...errorResponses },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await createUser(ctx, sessionOf(request).actor, request.body) }),
    );

    routes.put(
      '/user/:id',
      {
        schema: {
          tags: ['users'],
          summary: 'Change a user (only the changed fields)',
          security: bearer,
          params,
          body: userUpdateSchema,
          response: { 200: userEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        return { data: await updateUser(ctx, session.actor, session.familyId, request.params.id, request.body) };
      },
    );

    routes.delete(
      '/user/:id',
      {
        schema: { tags: ['users'], summary: 'Delete a user', security: bearer, params, response: { 200: trueEnvelope, ...errorResponses } },
      },
      async (request) => {
        await deleteUser(ctx, sessionOf(request).actor, request.params.id);
        return { data: true as const };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
