/** `GET /organization/{id}/users`: the author and assignee pickers. HTTP only. */
import { idSchema, listEnvelope, organizationMemberSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { listOrganizationMembers } from '../services/organizationUsers.js';
import { bearer, errorResponses } from './responses.js';

export function organizationUsersRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/organization/:id/users',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['organizations'],
          summary: 'Active users of an organization: id, username, names and role (anyone who sees the organization)',
          security: bearer,
          params: z.strictObject({ id: idSchema }),
          response: { 200: listEnvelope(organizationMemberSchema), ...errorResponses },
        },
      },
      async (request) => {
        const data = await listOrganizationMembers(ctx, sessionOf(request).actor, request.params.id);
        return { data, total: data.length };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
