import { capabilitiesOf, listEnvelope, roleIds, roleNames, roleSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { authenticate } from '../plugins/authenticate.js';
import { bearer, errorResponses } from './responses.js';

/** `GET /roles`: the four fixed roles with the capabilities the core policy gives them (docs/roles.md). */
export function rolesRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/roles',
      {
        onRequest: authenticate(ctx),
        schema: { tags: ['users'], summary: 'Roles', security: bearer, response: { 200: listEnvelope(roleSchema), ...errorResponses } },
      },
      () => {
        const data = roleNames.map((name) => ({ id: roleIds[name], name, capabilities: capabilitiesOf(name) }));
        return { data, total: data.length };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
