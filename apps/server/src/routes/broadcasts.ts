/** Broadcasts and the signed-in user's inbox (docs/messages.md): HTTP only; rules in services/broadcasts.ts. */
import {
  broadcastInputSchema,
  broadcastSchema,
  dataEnvelope,
  idSchema,
  listEnvelope,
  listQuerySchema,
  userMessageSchema,
  userMessagesQuerySchema,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { listBroadcasts, listMyMessages, markMyMessageRead, sendBroadcast } from '../services/broadcasts.js';
import { bearer, errorResponses } from './responses.js';

const organizationParams = z.strictObject({ id: idSchema });
const messageParams = z.strictObject({ id: idSchema });
const pageQuery = listQuerySchema;
const inboxEnvelope = z.object({ data: z.array(userMessageSchema), total: z.int(), unread: z.int() });

export function broadcastsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/organization/:id/broadcasts',
      {
        schema: {
          tags: ['broadcasts'],
          summary: "The organization's broadcasts, newest first, each with how many it was delivered to and how many read it (its admins)",
          security: bearer,
          params: organizationParams,
          querystring: pageQuery,
          response: { 200: listEnvelope(broadcastSchema), ...errorResponses },
        },
      },
      async (request) => listBroadcasts(ctx, sessionOf(request).actor, request.params.id, request.query),
    );

    routes.post(
      '/organization/:id/broadcast',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags: ['broadcasts'],
          summary:
            'Send a message to everyone, chosen users or one role of the organization: their inboxes, and a mail to each with an address',
          security: bearer,
          params: organizationParams,
          body: broadcastInputSchema,
          response: { 201: dataEnvelope(broadcastSchema), ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await sendBroadcast(ctx, sessionOf(request).actor, request.params.id, request.body) }),
    );

    routes.get(
      '/user/me/messages',
      {
        schema: {
          tags: ['messages'],
          summary: "The signed-in user's messages, unread first then newest first, with how many are unread in all",
          security: bearer,
          querystring: userMessagesQuerySchema,
          response: { 200: inboxEnvelope, ...errorResponses },
        },
      },
      async (request) => listMyMessages(ctx, sessionOf(request).actor, request.query),
    );

    routes.put(
      '/user/me/messages/:id/read',
      {
        schema: {
          tags: ['messages'],
          summary: 'Mark one of your messages read (again: no change)',
          security: bearer,
          params: messageParams,
          response: { 200: dataEnvelope(userMessageSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await markMyMessageRead(ctx, sessionOf(request).actor, request.params.id) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
