/**
 * The map's reads (docs/map.md): points, clusters, popups. HTTP
 * only; services/reportMap.ts decides what each viewer gets.
 */
import {
  dataEnvelope,
  encodePoints,
  idSchema,
  pointsMediaType,
  reportClustersRequestSchema,
  reportClustersSchema,
  reportPointsRequestSchema,
  reportPointsSchema,
  reportPopupSchema,
  type PackedPoints,
  type ReportPoints,
} from '@fieldwatch/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { reportClusters, reportPoints, reportPopup } from '../services/reportMap.js';
import { bearer, errorResponses } from './responses.js';

const params = z.strictObject({ id: idSchema });
export const pointsEnvelope = z.object({ data: reportPointsSchema, total: z.number().int() });
export const clustersEnvelope = z.object({ data: reportClustersSchema, total: z.number().int() });
const tags = ['map'];

export const pointsDescription =
  `JSON by default: columns of equal length, point i is \`ids[i]\` at \`lat[i]/1e6\`, \`lng[i]/1e6\` with \`flags[i]\` ` +
  `(bit 0 verified, bit 1 urgent, bit 2 closed, bit 3 public), ids ascending. ` +
  `With \`Accept: ${pointsMediaType}\` the same points come in the compact binary form of docs/map.md ` +
  `(about 6 bytes a report after compression; decoded by \`decodePoints\` of @fieldwatch/core).`;

const toJson = (points: PackedPoints): ReportPoints => ({
  ids: Array.from(points.ids),
  lat: Array.from(points.lat),
  lng: Array.from(points.lng),
  flags: Array.from(points.flags),
});

/** Answers points in the form the client asked for: the binary encoding, or the JSON envelope. */
export function sendPoints(request: FastifyRequest, reply: FastifyReply, result: { points: PackedPoints; total: number }) {
  void reply.header('vary', 'Accept');
  if (request.headers.accept?.includes(pointsMediaType)) {
    return reply.type(pointsMediaType).send(Buffer.from(encodePoints(result.points, result.total)));
  }
  return reply.send({ data: toJson(result.points), total: result.total });
}

export function reportMapRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/reports/geo',
      {
        schema: {
          tags,
          summary: 'Every report the caller may see, as map points',
          description: pointsDescription,
          security: bearer,
          response: { 200: pointsEnvelope, ...errorResponses },
        },
      },
      async (request, reply) => sendPoints(request, reply, await reportPoints(ctx, sessionOf(request).actor, {})),
    );

    routes.post(
      '/reports/geo',
      {
        schema: {
          tags,
          summary: 'Every report matching the filters, as map points',
          description: `${pointsDescription} With \`max\`, no points when more reports match (only \`total\`).`,
          security: bearer,
          body: reportPointsRequestSchema,
          response: { 200: pointsEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        sendPoints(request, reply, await reportPoints(ctx, sessionOf(request).actor, request.body.filters, request.body.max)),
    );

    routes.post(
      '/reports/geo/clusters',
      {
        schema: {
          tags,
          summary: 'The clusters and single reports of a bounding box at a zoom, for sets too large to send whole',
          description:
            'Cells of about 64 pixels at the given zoom (an eighth of a 512-pixel tile); a cell holding one report, ' +
            'and every cell past zoom 16, gives its reports one by one. `total` counts every matching report, on screen or not.',
          security: bearer,
          body: reportClustersRequestSchema,
          response: { 200: clustersEnvelope, ...errorResponses },
        },
      },
      async (request) => reportClusters(ctx, sessionOf(request).actor, request.body),
    );

    routes.get(
      '/reports/geo/:id',
      {
        schema: {
          tags,
          summary: 'The map popup of one report',
          security: bearer,
          params,
          response: { 200: dataEnvelope(reportPopupSchema), ...errorResponses },
        },
      },
      async (request) => ({ data: await reportPopup(ctx, sessionOf(request).actor, request.params.id) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
