/** Export and import of reports (docs/reports.md "Export and import"): HTTP only. */
import { constants as zlibConstants } from 'node:zlib';
import multipart from '@fastify/multipart';
import { dataEnvelope, idSchema, limits, reportExportRequestSchema, reportImportResultSchema } from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { invalidFields } from '../errors.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { exportReports, importReports } from '../services/reportTransfer.js';
import { storedFileHeaders } from './fileHeaders.js';
import { bearer, errorResponses } from './responses.js';

const params = z.strictObject({ id: idSchema });

/** The archive of an import request, as a stream (it may be 200 MB). */
async function uploadedArchive(request: FastifyRequest): Promise<{ stream: NodeJS.ReadableStream; fileName: string }> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'file') throw invalidFields({ file: 'required' });
  return { stream: part.file, fileName: part.filename };
}

export function reportTransferRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // the transfer module counts the archive's bytes itself (413); this is only the outer bound
    await app.register(multipart, { limits: { fileSize: limits.importMaxBytes, files: 1, fields: 10 } });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.post(
      '/organization/:id/reports/export',
      {
        // tens of megabytes streamed as fast as they are written: the quickest compression levels keep
        // most of the saving at a third of the default's time
        compress: { zlibOptions: { level: 1 }, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } },
        schema: {
          tags: ['reports'],
          summary: 'Download the filtered reports of the organization as CSV, GeoJSON or KML (with `media`, a zip)',
          description: 'Streamed. CSV cells starting with =, +, -, @, tab or carriage return are prefixed with an apostrophe.',
          security: bearer,
          params,
          body: reportExportRequestSchema,
          response: { 200: z.unknown().describe('the file'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const download = await exportReports(ctx, sessionOf(request).actor, request.params.id, request.body, auditSourceOf(request));
        return reply
          .headers(storedFileHeaders(download.contentType, download.fileName))
          .header('cache-control', 'no-store')
          .send(download.stream);
      },
    );

    routes.post(
      '/organization/:id/reports/import',
      {
        schema: {
          tags: ['reports'],
          summary: 'Create reports from a zip made by export (multipart field `file`); update or skip those already here',
          description:
            "A row whose `export_id` names a report of the organization (the report itself, or the copy an earlier import made) creates nothing: the report is updated when the row's `updated_date` is later than its last change, else skipped. Rows without `export_id` are created.",
          consumes: ['multipart/form-data'],
          security: bearer,
          params,
          response: { 200: dataEnvelope(reportImportResultSchema), ...errorResponses },
        },
      },
      async (request) => {
        const archive = await uploadedArchive(request);
        const audit = { source: auditSourceOf(request), fileName: archive.fileName };
        return { data: await importReports(ctx, sessionOf(request).actor, request.params.id, archive.stream, audit) };
      },
    );
  };
}
