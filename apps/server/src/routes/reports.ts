/**
 * Reports (docs/api.md, docs/reports.md): HTTP only. Who sees what is the SQL rule of
 * db/queries/reportVisibility.ts; who may do what is decided in services/reports.ts. Creating and
 * publishing also take an anonymous submission token, so each route names its own hook.
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
import { isAnonymousSubmitter } from '../db/queries/reportVisibility.js';
import { authenticate, authenticateOrAnonymous, reportActorOf, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { countAnonymousReport } from '../services/anonymous.js';
import { listReports, suggestReports } from '../services/reportList.js';
import { closeReport, createReport, deleteReport, getReport, updateReport } from '../services/reports.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';
import { submissionCreateCall } from './createdAnswer.js';

const params = z.strictObject({ id: idSchema });
const organizationReportParams = z.strictObject({ id: idSchema, rid: idSchema });
const reportEnvelope = dataEnvelope(reportSchema);
const tags = ['reports'];

export function reportsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const user = authenticate(ctx);
    const userOrAnonymous = authenticateOrAnonymous(ctx);

    routes.get(
      '/reports',
      {
        onRequest: user,
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
        onRequest: user,
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
        onRequest: user,
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
        onRequest: user,
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
        onRequest: userOrAnonymous,
        // a partner page's call; a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { crossOrigin: true, idempotent: submissionCreateCall(ctx) },
        schema: {
          tags,
          summary: 'Create a draft report (then upload its media and publish it with PUT {status: "published"})',
          description:
            'Also with an anonymous submission token (`POST /user/anonymous`): only in its organization (404 for any other), ' +
            'as source `anonymous` with no author; 429 when one address creates too many.',
          security: bearer,
          params,
          body: reportCreateSchema,
          response: { 201: reportEnvelope, ...errorResponses },
        },
      },
      async (request, reply) => {
        const actor = reportActorOf(request);
        // anonymous reports are counted per address (rate limit) and per token (a cap), whatever becomes of them
        if (isAnonymousSubmitter(actor)) await countAnonymousReport(ctx, request.ip, actor);
        return reply.code(201).send({ data: await createReport(ctx, actor, request.params.id, request.body) });
      },
    );

    routes.put(
      '/organization/:id/report/:rid',
      {
        onRequest: userOrAnonymous,
        // a submission's publication is sent with a key: when its answer was lost, the retry gets that
        // answer rather than a refusal (an anonymous token may change a draft only, and it is no longer one)
        config: { crossOrigin: true, idempotent: true },
        schema: {
          tags,
          summary: 'Change a report (only the changed fields); editing a closed report reopens it',
          description:
            'Also with the anonymous submission token that created the draft: completing and publishing it. ' +
            'With an `Idempotency-Key`, a repeat of the same change is answered with the first answer.',
          security: bearer,
          params: organizationReportParams,
          body: reportUpdateSchema,
          response: { 200: reportEnvelope, ...errorResponses },
        },
      },
      async (request) => ({
        data: await updateReport(ctx, reportActorOf(request), request.params.id, request.params.rid, request.body),
      }),
    );

    routes.delete(
      '/organization/:id/report/:rid',
      {
        onRequest: user,
        schema: {
          tags,
          summary: 'Delete a report with its media (admin-level users)',
          security: bearer,
          params: organizationReportParams,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteReport(ctx, sessionOf(request).actor, request.params.id, request.params.rid, auditSourceOf(request));
        return { data: true as const };
      },
    );

    routes.put(
      '/organization/:id/report/:rid/close',
      {
        onRequest: user,
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
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
