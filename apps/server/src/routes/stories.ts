/**
 * Stories (docs/stories.md): the organization's stories for its staff, a story's cover, and the public
 * story for partner pages. HTTP only; the rules live in services/stories.ts.
 */
import multipart from '@fastify/multipart';
import {
  dataEnvelope,
  idSchema,
  limits,
  listEnvelope,
  storyInputSchema,
  storyListQuerySchema,
  storySchema,
  storySummarySchema,
  storyUpdateSchema,
} from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { invalidFields } from '../errors.js';
import type { UploadedFile } from '../media/index.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import {
  createStory,
  deleteStory,
  deleteStoryCover,
  getPublicStory,
  getStory,
  listStories,
  openStoryCover,
  updateStory,
  uploadStoryCover,
} from '../services/stories.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';
import { sendSignedFile, signedFileQuery } from './signedFiles.js';

const organizationParams = z.strictObject({ id: idSchema });
const storyParams = z.strictObject({ id: idSchema, sid: idSchema });
const coverParams = z.strictObject({ sid: idSchema });
const storyEnvelope = dataEnvelope(storySchema);
const tags = ['stories'];
const access =
  'Staff of the organization read (not Mobile users); its editors (Administrator, Organization Admin) write. ' +
  'Another organization: 404. Option stories_enabled off: 403 INACTIVE_FEATURE.';
const reportBlocks =
  'Each report block carries `report` (title, date, place, first image), read now, or null when the caller may not see the report.';

/** The one file of a cover upload, in the field `media`. */
async function uploadedCover(request: FastifyRequest): Promise<UploadedFile> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'media') throw invalidFields({ media: 'required' });
  return { filename: part.filename, mimetype: part.mimetype, stream: part.file };
}

export function storiesRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: limits.imageMaxBytes, files: 1, fields: 10 } });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: authenticate(ctx) };

    routes.get(
      '/organization/:id/stories',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "A page of the organization's stories, last changed first, without their bodies",
          description: `\`q\` searches titles and subtitles, ignoring case. ${access}`,
          security: bearer,
          params: organizationParams,
          querystring: storyListQuerySchema,
          response: { 200: listEnvelope(storySummarySchema), ...errorResponses },
        },
      },
      async (request) => listStories(ctx, sessionOf(request).actor, request.params.id, request.query),
    );

    routes.post(
      '/organization/:id/story',
      {
        ...signedIn,
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Create a story (editors)',
          description:
            'A report block must name a published report of this organization that the caller sees ' +
            '(else 400, field `bodyContent.{index}.reportId`). Blocks sent without an id get one.',
          security: bearer,
          params: organizationParams,
          body: storyInputSchema,
          response: { 201: storyEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createStory(ctx, sessionOf(request).actor, request.params.id, request.body) }),
    );

    routes.get(
      '/organization/:id/story/:sid',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'A story with its body',
          description: `${reportBlocks} ${access}`,
          security: bearer,
          params: storyParams,
          response: { 200: storyEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await getStory(ctx, sessionOf(request).actor, request.params.id, request.params.sid) }),
    );

    routes.put(
      '/organization/:id/story/:sid',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Save changes to a story (editors)',
          description:
            'The changed fields and the `version` the editor opened. When the story has been saved since, nothing is ' +
            'written: 409 STORY_CHANGED with `error.data.version`, the current version.',
          security: bearer,
          params: storyParams,
          body: storyUpdateSchema,
          response: { 200: storyEnvelope, ...errorResponses },
        },
      },
      async (request) => ({
        data: await updateStory(ctx, sessionOf(request).actor, request.params.id, request.params.sid, request.body),
      }),
    );

    routes.delete(
      '/organization/:id/story/:sid',
      {
        ...signedIn,
        schema: {
          tags,
          summary: 'Delete a story and its cover (editors)',
          security: bearer,
          params: storyParams,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteStory(ctx, sessionOf(request).actor, request.params.id, request.params.sid, auditSourceOf(request));
        return { data: true as const };
      },
    );

    routes.post(
      '/story/:sid/cover',
      {
        ...signedIn,
        config: { idempotent: true },
        schema: {
          tags,
          summary: "Set a story's cover image (editors)",
          description:
            'multipart/form-data with one image in the field `media` (JPEG, PNG, WebP, GIF, HEIC or AVIF, read from its bytes; ' +
            'anything else is 400 `media: invalidFileType`), re-encoded without metadata with resized copies. Over the image ' +
            'limit: 413. Replaces the cover the story had.',
          consumes: ['multipart/form-data'],
          security: bearer,
          params: coverParams,
          response: { 201: storyEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await uploadStoryCover(ctx, sessionOf(request).actor, request.params.sid, await uploadedCover(request)) }),
    );

    routes.delete(
      '/story/:sid/cover',
      {
        ...signedIn,
        schema: {
          tags,
          summary: "Remove a story's cover image (editors)",
          security: bearer,
          params: coverParams,
          response: { 200: storyEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await deleteStoryCover(ctx, sessionOf(request).actor, request.params.sid) }),
    );

    // No bearer token: an <img> cannot send one. The signed URL names its viewer instead.
    routes.get(
      '/story/:sid/cover',
      {
        schema: {
          tags,
          summary: "A story's cover image, from the signed `src` of its `coverImage` (404 when the URL or access is no longer valid)",
          params: coverParams,
          querystring: signedFileQuery,
          response: { 200: z.unknown().describe('the image itself, with its own Content-Type'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const served = await openStoryCover(ctx, { storyId: request.params.sid, ...request.query });
        // a published story's cover shows on partner pages
        return sendSignedFile(ctx, reply, served, served.public);
      },
    );

    routes.get(
      '/public/stories/:sid',
      {
        config: { crossOrigin: true },
        schema: {
          tags: ['public'],
          summary: 'A published story, for anyone (the public story page and partner pages)',
          description:
            'No sign-in. 404 unless the story is published and option stories_enabled is on. Report blocks hold only ' +
            'public reports: a block of any other report is left out. Its image URLs open without an account.',
          params: coverParams,
          response: { 200: storyEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await getPublicStory(ctx, request.params.sid) }),
    );
  };
}
