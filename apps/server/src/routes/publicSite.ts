/**
 * The public site (the Administrator's public-site settings): its settings and images for partner pages
 * (no sign-in, any origin), and the Administrator's upload and removal of the images. HTTP only; the
 * rules live in services/publicSite.ts.
 */
import multipart from '@fastify/multipart';
import { canManageSettings, dataEnvelope, limits, publicSiteImageKinds, publicSiteSchema } from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import type { UploadedFile } from '../media/index.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { openPublicImage, readPublicSite, removePublicImage, storePublicImage } from '../services/publicSite.js';
import { storedFileHeaders } from './fileHeaders.js';
import { bearer, errorResponses } from './responses.js';

const params = z.strictObject({ kind: z.enum(publicSiteImageKinds, { error: 'invalidValue' }) });
const storedOptionEnvelope = dataEnvelope(
  z.object({
    name: z.enum(['public_cover_image', 'public_about_image']),
    value: z.string().describe("the image's address under /api; empty once removed"),
  }),
);

/** The one file of an upload, in the field `file`; undefined when there is none. */
async function uploadedFile(request: FastifyRequest): Promise<UploadedFile | undefined> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'file') return undefined;
  return { filename: part.filename, mimetype: part.mimetype, stream: part.file };
}

export function publicSiteRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: limits.imageMaxBytes, files: 1, fields: 10 } });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/public/site',
      {
        config: { crossOrigin: true },
        schema: {
          tags: ['public'],
          summary: "The public site's settings, for partner pages",
          description: '`anonymous_enabled` is true only while anonymous submission works (the option is on and its organization exists).',
          response: { 200: dataEnvelope(publicSiteSchema), ...errorResponses },
        },
      },
      async (_request, reply) => {
        // every partner page asks on every load: a few seconds in any cache spare the database
        void reply.header('cache-control', 'public, max-age=10');
        return { data: await readPublicSite(ctx) };
      },
    );

    routes.get(
      '/public/site/image/:kind',
      {
        config: { crossOrigin: true },
        schema: {
          tags: ['public'],
          summary: "The public site's cover or about-us image (WebP); 404 when none is stored",
          params,
          response: { 200: z.unknown().describe('the image itself, image/webp'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const image = await openPublicImage(ctx, request.params.kind);
        // the address carries the image's version (`?v=`): a new image is a new address
        return reply
          .headers(storedFileHeaders('image/webp', `${request.params.kind}.webp`))
          .header('content-length', String(image.bytes))
          .header('cache-control', 'public, max-age=3600')
          .send(image.stream);
      },
    );

    routes.post(
      '/options/public-image/:kind',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['options'],
          summary: "Store the public site's cover or about-us image (Administrator)",
          description:
            'multipart/form-data with one image in the field `file` (JPEG, PNG, WebP, GIF, HEIC or AVIF, read from its bytes), ' +
            're-encoded without metadata as WebP of at most 1920 pixels. Over the image limit: 413. Sets option ' +
            "`public_cover_image` or `public_about_image` to the image's address and answers it.",
          consumes: ['multipart/form-data'],
          security: bearer,
          params,
          response: { 200: storedOptionEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        if (!canManageSettings(sessionOf(request).actor)) throw forbidden();
        return { data: await storePublicImage(ctx, request.params.kind, await uploadedFile(request), auditSourceOf(request)) };
      },
    );

    routes.delete(
      '/options/public-image/:kind',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags: ['options'],
          summary: "Remove the public site's cover or about-us image (Administrator); its option becomes empty",
          security: bearer,
          params,
          response: { 200: storedOptionEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        if (!canManageSettings(sessionOf(request).actor)) throw forbidden();
        return { data: await removePublicImage(ctx, request.params.kind, auditSourceOf(request)) };
      },
    );
  };
}
