/** Organizations (docs/organizations.md): HTTP only; rules in services/organizations.ts. */
import {
  dataEnvelope,
  idSchema,
  listEnvelope,
  organizationDeleteQuerySchema,
  organizationInputSchema,
  organizationSchema,
  organizationUsageSchema,
  visibleOrganizations,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { listOrganizations } from '../db/queries/organizations.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { createOrganization, deleteOrganization, organizationUsage, renameOrganization } from '../services/organizations.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const tags = ['organizations'];
const organizationParams = z.strictObject({ id: idSchema });
const organizationEnvelope = dataEnvelope(organizationSchema);

export function organizationsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/organizations',
      {
        schema: {
          tags,
          summary: 'Organizations visible to the caller',
          security: bearer,
          response: { 200: listEnvelope(organizationSchema), ...errorResponses },
        },
      },
      async (request) => {
        const data = await listOrganizations(ctx.db, visibleOrganizations(sessionOf(request).actor));
        return { data, total: data.length };
      },
    );

    routes.post(
      '/organization',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Create an organization (Administrator; needs organizations_shown); names are unique whatever their case',
          security: bearer,
          body: organizationInputSchema,
          response: { 201: organizationEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createOrganization(ctx, sessionOf(request).actor, request.body, auditSourceOf(request)) }),
    );

    routes.put(
      '/organization/:id',
      {
        schema: {
          tags,
          summary: 'Rename an organization (Administrator; needs organizations_shown)',
          security: bearer,
          params: organizationParams,
          body: organizationInputSchema,
          response: { 200: organizationEnvelope, ...errorResponses },
        },
      },
      async (request) => ({
        data: await renameOrganization(ctx, sessionOf(request).actor, request.params.id, request.body, auditSourceOf(request)),
      }),
    );

    routes.get(
      '/organization/:id/usage',
      {
        schema: {
          tags,
          summary: 'What deleting the organization touches: reports, members, members left without one, folders, layers, tags',
          security: bearer,
          params: organizationParams,
          response: { 200: dataEnvelope(organizationUsageSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await organizationUsage(ctx, sessionOf(request).actor, request.params.id) }),
    );

    routes.delete(
      '/organization/:id',
      {
        schema: {
          tags,
          summary:
            'Delete an organization (Administrator; needs organizations_shown). Its reports, folders and tags move to move_to, ' +
            'required while it holds reports; its layers go; members left without an organization are deactivated',
          security: bearer,
          params: organizationParams,
          querystring: organizationDeleteQuerySchema,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteOrganization(ctx, sessionOf(request).actor, request.params.id, request.query.move_to, auditSourceOf(request));
        return { data: true as const };
      },
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
