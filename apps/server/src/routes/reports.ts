/**
 * Reports (spec §7, API.md "Reports"): HTTP only. Who sees what is the SQL rule of
 * db/queries/reportVisibility.ts; who may do what is decided in services/reports.ts.
 */
import {
  dataEnvelope,
  idSchema,
  reportCreateSchema,
  reportListQuerySchema,
  reportListRequestSchema,
  reportPageSchema,
  reportSchema,
  reportSuggestQuerySchema,
  reportSuggestionSchema,
  reportUpdateSchema,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { listReports, suggestReports } from '../services/reportList.js';
import { closeReport, createReport, deleteReport, getReport, updateReport } from '../services/reports.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const params = z.strictObject({ id: idSchema });
const organizationReportParams = z.strictObject({ id: idSchema, rid: idSchema });
const reportEnvelope = dataEnvelope(reportSchema);
const tags = ['reports'];

export function reportsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/reports',
      {
        schema: {
          tags,
          summary: 'A page of the reports the caller may see, newest event first (no filters; see POST /reports)',
          security: bearer,
          querystring: reportListQuerySchema,
          response: { 200: reportPageSchema, ...errorResponses },
        },
      },
      async (request) => listReports(ctx, sessionOf(request).actor, { filters: {}, ...request.query }),
    );

    routes.post(
      '/reports',
      {
        schema: {
          tags,
          summary: 'A page of the reports matching the filters',
          description:
            'Send `cursor` (the `next` of the previous page) instead of `offset` to page through the list: a keyset page ' +
            'costs the same at any depth. Dates are whole UTC days, inclusive. `lifecycle` takes `inprogress` for `started`; ' +
            '`urgency` takes `none` for reports without one; `taxonomies` are tag ids (any tag of a group, every group).',
          security: bearer,
          body: reportListRequestSchema,
          response: { 200: reportPageSchema, ...errorResponses },
        },
      },
      async (request) => listReports(ctx, sessionOf(request).actor, request.body),
    );

    routes.get(
      '/reports/suggest',
      {
        schema: {
          tags,
          summary: 'Up to 5 reports whose title or content match `q` (the 5 latest when `q` is under 2 characters)',
          security: bearer,
          querystring: reportSuggestQuerySchema,
          response: { 200: dataEnvelope(z.array(reportSuggestionSchema)), ...errorResponses },
        },
      },
      async (request) => ({ data: await suggestReports(ctx, sessionOf(request).actor, request.query.q) }),
    );

    routes.get(
      '/report/:id',
      {
        schema: {
          tags,
          summary: 'One report (an editor opening it clears `new`)',
          security: bearer,
          params,
          response: { 200: reportEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await getReport(ctx, sessionOf(request).actor, request.params.id) }),
    );

    routes.post(
      '/organization/:id/report',
      {
        schema: {
          tags,
          summary: 'Create a draft report (then upload its media and publish it with PUT {status: "published"})',
          security: bearer,
          params,
          body: reportCreateSchema,
          response: { 201: reportEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createReport(ctx, sessionOf(request).actor, request.params.id, request.body) }),
    );

    routes.put(
      '/organization/:id/report/:rid',
      {
        schema: {
          tags,
          summary: 'Change a report (only the changed fields); editing a closed report reopens it',
          security: bearer,
          params: organizationReportParams,
          body: reportUpdateSchema,
          response: { 200: reportEnvelope, ...errorResponses },
        },
      },
      async (request) => ({
        data: await updateReport(ctx, sessionOf(request).actor, request.params.id, request.params.rid, request.body),
      }),
    );

    routes.delete(
      '/organization/:id/report/:rid',
      {
        schema: {
          tags,
          summary: 'Delete a report with its media (admin-level users)',
          security: bearer,
          params: organizationReportParams,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteReport(ctx, sessionOf(request).actor, request.params.id, request.params.rid);
        return { data: true as const };
      },
    );

    routes.put(
      '/organization/:id/report/:rid/close',
      {
        schema: {
          tags,
          summary: 'Close a report (needs option lifecycle_enabled; 409 REPORT_CLOSED when already closed)',
          security: bearer,
          params: organizationReportParams,
          body: z.strictObject({}).nullish(),
          response: { 200: reportEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await closeReport(ctx, sessionOf(request).actor, request.params.id, request.params.rid) }),
    );
  };
}
