/**
 * Terminology overrides (docs/terminology.md): HTTP only; services/languageStrings.ts decides. Reading
 * the overrides is public and open to partner pages (their elements apply them); the CSV, the upload and
 * the reset are the Administrator's.
 */
import multipart from '@fastify/multipart';
import { dataEnvelope, languageStringsSchema, limits, stringsImportResultSchema, stringsUploadField } from '@fieldwatch/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { invalidFields, unauthenticated } from '../errors.js';
import { authenticate, sessionFromHeader, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { getLanguageStrings, importLanguageStrings, languageStringsCsv, resetLanguageStrings } from '../services/languageStrings.js';
import { matchesEtag, weakEtag } from './etag.js';
import { storedFileHeaders } from './fileHeaders.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const tags = ['languages'];
const params = z.strictObject({ code: z.string().max(20).describe('a language code (`fr`) or locale (`fr_FR`)') });

/** The uploaded CSV, whole (it is at most `limits.stringsCsvMaxBytes`; past it @fastify/multipart answers 413). */
async function uploadedCsv(request: FastifyRequest): Promise<Buffer> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== stringsUploadField) throw invalidFields({ [stringsUploadField]: 'required' });
  return part.toBuffer();
}

export function languageStringsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: limits.stringsCsvMaxBytes, files: 1, fields: 5 } });
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/languages/:code/strings',
      {
        config: { crossOrigin: true },
        schema: {
          tags,
          summary: 'The terminology overrides of a language, text by message key (public)',
          description:
            'No sign-in: the dashboard and partner pages apply them. `Cache-Control: public, no-cache` with a weak ETag ' +
            '(If-None-Match → 304). With `format=csv` (Administrator, bearer): every message key with the text shown now ' +
            '(the override, else the catalogue), as a `key,text` CSV attachment `fieldwatch-strings-<code>.csv` in catalogue ' +
            'order; texts starting with =, +, -, @ get an apostrophe. An unknown language is 404.',
          security: [{}, ...bearer],
          params,
          querystring: z.strictObject({ format: z.optional(z.enum(['json', 'csv'])) }),
          response: { 200: dataEnvelope(languageStringsSchema), ...errorResponses },
        },
      },
      async (request, typedReply) => {
        // the CSV and the 304 are not the JSON envelope the schema describes
        const reply: FastifyReply = typedReply;
        if (request.query.format === 'csv') {
          const session = await sessionFromHeader(ctx, request.headers.authorization);
          if (!session) throw unauthenticated();
          const download = await languageStringsCsv(ctx, session.actor, request.params.code);
          return reply
            .headers(storedFileHeaders('text/csv; charset=utf-8', download.fileName))
            .header('cache-control', 'no-store')
            .send(download.csv);
        }
        const body = { data: await getLanguageStrings(ctx, request.params.code) };
        const etag = weakEtag(JSON.stringify(body));
        void reply.header('etag', etag).header('cache-control', 'public, no-cache');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return body;
      },
    );

    routes.post(
      '/languages/:code/strings',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags,
          summary: 'Upload a `key,text` CSV over the overrides of a language (Administrator)',
          description:
            `Multipart field \`${stringsUploadField}\`, a CSV of at most ${limits.stringsCsvMaxBytes} bytes (413 above), UTF-8 ` +
            '(a byte order mark is skipped), the `key,text` header optional. Each line is checked (unknown key, empty, over ' +
            `${limits.stringOverrideMax} characters, not an ICU message, other placeholders than the English text, a key given ` +
            'again further down) and refused lines are listed. The rest is stored in one transaction; a text equal to the ' +
            "catalogue's removes the override. `preview=1` stores nothing. A file that is not such a CSV is 400 " +
            '`fields.file = stringsFileInvalid`.',
          consumes: ['multipart/form-data'],
          security: bearer,
          params,
          querystring: z.strictObject({ preview: z.optional(z.enum(['0', '1'])) }),
          response: { 200: dataEnvelope(stringsImportResultSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await importLanguageStrings(
          ctx,
          sessionOf(request).actor,
          request.params.code,
          () => uploadedCsv(request),
          request.query.preview === '1',
          auditSourceOf(request),
        ),
      }),
    );

    routes.delete(
      '/languages/:code/strings',
      {
        onRequest: authenticate(ctx),
        schema: {
          tags,
          summary: 'Remove every override of a language: its catalogue speaks again (Administrator)',
          security: bearer,
          params,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await resetLanguageStrings(ctx, sessionOf(request).actor, request.params.code, auditSourceOf(request));
        return { data: true as const };
      },
    );
  };
}
