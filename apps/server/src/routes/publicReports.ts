/**
 * The public reports of partner pages (docs/embedding.md): the list, and the map's
 * points, clusters and popups under `/public/reports/geo` with the bodies and answers of the signed-in
 * map (routes/reportMap.ts), filtered by organization only. No sign-in; called from any origin.
 * HTTP only: services/publicReports.ts decides what the public gets.
 */
import {
  dataEnvelope,
  idSchema,
  publicReportClustersRequestSchema,
  publicReportListQuerySchema,
  publicReportPageSchema,
  publicReportPointsQuerySchema,
  publicReportPointsRequestSchema,
  reportPopupSchema,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { listPublicReports, publicReportClusters, publicReportPoints, publicReportPopup } from '../services/publicReports.js';
import { clustersEnvelope, pointsDescription, pointsEnvelope, sendPoints } from './reportMap.js';
import { errorResponses } from './responses.js';

const tags = ['public'];
const config = { crossOrigin: true };
const off = 'Published public reports only; 403 INACTIVE_FEATURE while option public_map_enabled is off.';

export function publicReportsRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/public/reports',
      {
        config,
        schema: {
          tags,
          summary: 'A page of the public reports, newest event first',
          description: `${off} Send \`cursor\` (the \`next\` of the previous page) for the following page. A public report has no author, assignee, urgency or verification.`,
          querystring: publicReportListQuerySchema,
          response: { 200: publicReportPageSchema, ...errorResponses },
        },
      },
      async (request) => listPublicReports(ctx, request.query),
    );

    routes.get(
      '/public/reports/geo',
      {
        config,
        schema: {
          tags,
          summary: 'Every public report as map points (as GET /reports/geo)',
          description: `${off} ${pointsDescription}`,
          querystring: publicReportPointsQuerySchema,
          response: { 200: pointsEnvelope, ...errorResponses },
        },
      },
      async (request, reply) => sendPoints(request, reply, await publicReportPoints(ctx, request.query)),
    );

    routes.post(
      '/public/reports/geo',
      {
        config,
        schema: {
          tags,
          summary: 'The public reports of some organizations as map points (as POST /reports/geo)',
          description: `${off} The only filters are \`organization\` (an id) and \`organizations\` (ids): reports of any of them. ${pointsDescription}`,
          body: publicReportPointsRequestSchema,
          response: { 200: pointsEnvelope, ...errorResponses },
        },
      },
      async (request, reply) => sendPoints(request, reply, await publicReportPoints(ctx, request.body.filters, request.body.max)),
    );

    routes.post(
      '/public/reports/geo/clusters',
      {
        config,
        schema: {
          tags,
          summary: 'The clusters and single public reports of a bounding box at a zoom (as POST /reports/geo/clusters)',
          description: off,
          body: publicReportClustersRequestSchema,
          response: { 200: clustersEnvelope, ...errorResponses },
        },
      },
      async (request) => publicReportClusters(ctx, request.body),
    );

    routes.get(
      '/public/reports/geo/:id',
      {
        config,
        schema: {
          tags,
          summary: 'The map popup of one public report (`author` is always null)',
          description: `${off} Any other report is 404.`,
          params: z.strictObject({ id: idSchema }),
          response: { 200: dataEnvelope(reportPopupSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await publicReportPopup(ctx, request.params.id) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
