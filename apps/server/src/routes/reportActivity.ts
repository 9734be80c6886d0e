/** A report's activity and comments (docs/reports.md "Comments"): HTTP only. */
import {
  activityEntrySchema,
  activityQuerySchema,
  commentCreateSchema,
  commentSchema,
  commentUpdateSchema,
  dataEnvelope,
  idSchema,
  listEnvelope,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { listActivity } from '../services/activity.js';
import { createComment, listComments, updateComment } from '../services/comments.js';
import { bearer, errorResponses } from './responses.js';
import { submissionCreateCall } from './createdAnswer.js';

const params = z.strictObject({ id: idSchema });
const commentEnvelope = dataEnvelope(commentSchema);

export function reportActivityRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/report/:id/activity',
      {
        schema: {
          tags: ['activity'],
          summary: "A page of the report's activity, newest first",
          description:
            '`data` by event: created `{}`; lifecycle `{from, to, reason?}`; reply `{comment_id, content}`; verify/unverify `{}`; ' +
            'visibility `{from, to}`; tags `{added, removed, text?}`; edit_assignee `{from, to}` as `{id, username}` or null; ' +
            'urgency `{from, to}`; title/content `{from, to}`; location `{from, to}` as `{latitude, longitude}`; ' +
            'media `{images, videos, audios, pdfs}`.',
          security: bearer,
          params,
          querystring: activityQuerySchema,
          response: { 200: listEnvelope(activityEntrySchema), ...errorResponses },
        },
      },
      async (request) => listActivity(ctx, sessionOf(request).actor, request.params.id, request.query),
    );

    routes.get(
      '/report/:id/comments',
      {
        schema: {
          tags: ['comments'],
          summary: "The report's published comments, newest first",
          security: bearer,
          params,
          response: { 200: listEnvelope(commentSchema), ...errorResponses },
        },
      },
      async (request) => listComments(ctx, sessionOf(request).actor, request.params.id),
    );

    routes.post(
      '/report/:id/comment',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: submissionCreateCall(ctx) },
        schema: {
          tags: ['comments'],
          summary: 'Start a comment (a draft: add media, then publish it with PUT /comment/{id})',
          security: bearer,
          params,
          body: commentCreateSchema,
          response: { 201: commentEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createComment(ctx, sessionOf(request).actor, request.params.id, request.body.content) }),
    );

    routes.put(
      '/comment/:id',
      {
        schema: {
          tags: ['comments'],
          summary: 'Publish a comment (reopens a closed report)',
          security: bearer,
          params,
          body: commentUpdateSchema,
          response: { 200: commentEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await updateComment(ctx, sessionOf(request).actor, request.params.id, request.body.status) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
