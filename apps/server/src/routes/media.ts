/**
 * Media (docs/reports.md "Media"): uploads for reports and comments (multipart field `media`,
 * one file per call) and serving a stored file from a signed URL. HTTP only.
 */
import multipart from '@fastify/multipart';
import { commentSchema, dataEnvelope, idSchema, reportSchema } from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { invalidFields } from '../errors.js';
import { mediaMaxBytes, type UploadedFile } from '../media/index.js';
import { authenticate, authenticateOrAnonymous, reportActorOf, sessionOf } from '../plugins/authenticate.js';
import { addCommentMedia, addReportMedia, openMedia } from '../services/reportMedia.js';
import { bearer, errorResponses } from './responses.js';
import { sendSignedFile, signedFileQuery } from './signedFiles.js';
import { submissionCreateCall } from './createdAnswer.js';

const params = z.strictObject({ id: idSchema });
const upload = {
  consumes: ['multipart/form-data'],
  description: 'multipart/form-data with one file in the field `media` (image, video, audio or PDF). Over the limit of its kind: 413.',
};

/** The one file of an upload request, as a stream: it is never held whole in memory. */
async function uploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'media') throw invalidFields({ media: 'required' });
  return { filename: part.filename, mimetype: part.mimetype, stream: part.file };
}

export function mediaRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Busboy stops at the largest limit of any kind; the media module applies each kind's own (413).
    await app.register(multipart, { limits: { fileSize: Math.max(...Object.values(mediaMaxBytes)), files: 1, fields: 10 } });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/report/:id/media',
      {
        onRequest: authenticateOrAnonymous(ctx),
        // a partner page's call; a repeat with the same Idempotency-Key answers the first result
        config: { crossOrigin: true, idempotent: submissionCreateCall(ctx) },
        schema: {
          tags: ['media'],
          summary: 'Add one file to a report (its author while it is a draft, then its editors)',
          ...upload,
          description: `${upload.description} Also with the anonymous submission token that created the draft.`,
          security: bearer,
          params,
          response: { 201: dataEnvelope(reportSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        return reply
          .code(201)
          .send({ data: await addReportMedia(ctx, reportActorOf(request), request.params.id, await uploadedFile(request)) });
      },
    );

    routes.post(
      '/comment/:id/media',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: submissionCreateCall(ctx) },
        onRequest: authenticate(ctx),
        schema: {
          tags: ['media'],
          summary: 'Add one file to a draft comment (its author)',
          ...upload,
          security: bearer,
          params,
          response: { 201: dataEnvelope(commentSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const actor = sessionOf(request).actor;
        return reply.code(201).send({ data: await addCommentMedia(ctx, actor, request.params.id, await uploadedFile(request)) });
      },
    );

    // No bearer token: an <img> or <video> cannot send one. The signed URL names its viewer instead.
    routes.get(
      '/media/:id',
      {
        schema: {
          tags: ['media'],
          summary: 'A stored file, from the signed `src` of a media item (404 when the URL or access is no longer valid)',
          params,
          querystring: signedFileQuery,
          // streamed as stored (image, video, audio or PDF); never serialized
          response: { 200: z.unknown().describe('the file itself, with its own Content-Type'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const served = await openMedia(ctx, { id: request.params.id, ...request.query });
        // a public report's image shows on partner pages (the public map, a public story)
        const shared = request.query.v === 'public' || request.query.v?.startsWith('story-') === true;
        return sendSignedFile(ctx, reply, served, shared);
      },
    );
  };
}
