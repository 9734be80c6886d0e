/** The audit trail (docs/audit.md): read and exported by the Administrator; HTTP only. */
import { Readable } from 'node:stream';
import { auditExportQuerySchema, auditListQuerySchema, auditPageSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditCsvColumns, auditSourceOf, exportAuditCsv, listAudit } from '../services/audit.js';
import { bearer, errorResponses } from './responses.js';

const filtersDescription =
  '`action` one action or several (repeat the parameter); `actor` a user id or a username (case ignored); ' +
  '`target_type` and `target_id` exact; `from` and `to` UTC days `YYYY-MM-DD`, both included; `q` text found in the ' +
  "actor's username, the address or the details (case ignored).";

export function auditRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/audit',
      {
        schema: {
          tags: ['audit'],
          summary: 'A page of the audit trail, newest first (Administrator)',
          description: `${filtersDescription} \`next\` is the \`cursor\` of the following page, null at the end.`,
          security: bearer,
          querystring: auditListQuerySchema,
          response: { 200: auditPageSchema, ...errorResponses },
        },
      },
      async (request) => listAudit(ctx, sessionOf(request).actor, request.query),
    );

    routes.get(
      '/audit/export.csv',
      {
        schema: {
          tags: ['audit'],
          summary: 'Every matching entry of the audit trail as CSV, newest first (Administrator); recorded as `audit.export`',
          description:
            `${filtersDescription} Streamed as \`fieldwatch-audit.csv\`; columns (English, stable): ${auditCsvColumns.join(', ')}; ` +
            '`details` is JSON. Cells starting with =, +, -, @, tab or carriage return are prefixed with an apostrophe.',
          security: bearer,
          querystring: auditExportQuerySchema,
          response: { 200: z.unknown().describe('the CSV file'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const lines = await exportAuditCsv(ctx, sessionOf(request).actor, request.query, auditSourceOf(request));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="fieldwatch-audit.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(lines, { objectMode: false }));
      },
    );
    return Promise.resolve();
  };
}
