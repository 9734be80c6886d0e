/**
 * Map layers (`GET /organization/{id}/layers`; `POST /organization/{id}/layer`; `PUT, DELETE
 * /organization/{id}/layer/{layerId}`; docs/layers.md): HTTP only; rules in
 * services/layers.ts, file reading in layers/.
 *
 * Create and update take either JSON, or multipart/form-data with the file in `file` and the same JSON
 * as text in `layer`. The JSON is checked with the same core schema either way: by Fastify for a JSON
 * body, here for the multipart field (the file must stream to disk first, so Fastify cannot see it).
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import {
  dataEnvelope,
  idSchema,
  layerCreateBodySchema,
  layerSchema,
  layerUpdateSchema,
  layerUpdateWithFileSchema,
  layerUploadFields,
  limits,
  listEnvelope,
  type LayerInput,
  type LayerUpdateInput,
} from '@fieldwatch/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler as zodValidatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { invalidFields } from '../errors.js';
import { layerWorkFolder, removeWorkFolder } from '../layers/index.js';
import { saveUpload } from '../uploads.js';
import { mediaTempFolder } from '../media/index.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import { fieldsOf } from '../plugins/errorHandler.js';
import {
  createLayer,
  deleteLayer,
  layerData,
  listLayers,
  listOrganizationLayers,
  updateLayer,
  type LayerUpload,
} from '../services/layers.js';
import { matchesEtag } from './etag.js';
import { storedFileHeaders } from './fileHeaders.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const organizationParams = z.strictObject({ id: idSchema });
const layerParams = z.strictObject({ id: idSchema, layerId: idSchema });
const layerEnvelope = dataEnvelope(layerSchema);
const tags = ['layers'];
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The multipart form, for the OpenAPI document (read part by part in `layerRequest`). */
const uploadForm = (fields: z.core.$ZodType) =>
  z.object({
    [layerUploadFields.layer]: z
      .string()
      .describe(
        `the layer's fields as JSON text: exactly the application/json body (${z.globalRegistry.get(fields)?.description ?? 'see it'})`,
      ),
    [layerUploadFields.file]: z
      .string()
      .meta({ format: 'binary' })
      .describe(
        `a zipped shapefile (.shp with .dbf, .prj, .cpg), a KML or KMZ, or a GeoJSON file, at most ${megabytes(limits.layerUploadMaxBytes)} MB ` +
          `(413 above), at most ${limits.layerFeaturesMax} features and ${megabytes(limits.layerDataMaxBytes)} MB once GeoJSON`,
      ),
  });

/** JSON or multipart: both documented, with the multipart form's own shape. */
const bodyOf = (fields: z.core.$ZodType) => ({
  content: {
    'application/json': { schema: fields },
    'multipart/form-data': { schema: uploadForm(fields) },
  },
});

/** Fastify validates JSON bodies with zod as everywhere; a multipart body is read and checked by the handler. */
const validatorCompiler = <S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult =>
  route.httpPart === 'body' && route.contentType === 'multipart/form-data'
    ? () => ({ value: undefined })
    : zodValidatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);

/** The `layer` field of a multipart request, checked like a JSON body (same field keys in `error.fields`). */
function parseLayerField<T>(text: string | undefined, schema: z.core.$ZodType<T>, optional: boolean): T {
  if (text === undefined && !optional) throw invalidFields({ [layerUploadFields.layer]: 'required' });
  let json: unknown = {};
  try {
    if (text !== undefined) json = JSON.parse(text);
  } catch {
    throw invalidFields({ [layerUploadFields.layer]: 'invalidValue' });
  }
  const result = z.safeParse(schema, json);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: 'keys' in issue ? { keys: issue.keys } : {},
  }));
  throw invalidFields(fieldsOf(issues, layerUploadFields.layer));
}

interface LayerRequest<T> {
  fields: T;
  upload: LayerUpload | undefined;
}

interface LayerRequestSchemas<T> {
  /** the `layer` field when the request carries a file (Fastify has already checked a JSON body) */
  withFile: z.core.$ZodType<T>;
  /** the `layer` field when a multipart request carries no file */
  withoutFile: z.core.$ZodType<T>;
}

/**
 * The layer's fields and, for a multipart request, its file saved in `workFolder` (within the upload
 * limit: 413 above it). Parts may come in any order; any other part is refused. An update that sends a
 * file may leave out `layer`: the new file is the change.
 */
async function layerRequest<T>(
  request: FastifyRequest,
  schemas: LayerRequestSchemas<T>,
  workFolder: string,
  update = false,
): Promise<LayerRequest<T>> {
  if (!request.isMultipart()) {
    // the body schema is given per content type, and Fastify validates none of them for a request with no body
    if (request.body === undefined || request.body === null) throw invalidFields({ body: 'required' });
    return { fields: request.body as T, upload: undefined };
  }
  let text: string | undefined;
  let upload: LayerUpload | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === layerUploadFields.file && !upload) {
      const path = join(workFolder, 'upload');
      await saveUpload(part.file, path, limits.layerUploadMaxBytes);
      upload = { path, workFolder };
    } else if (part.type === 'field' && part.fieldname === layerUploadFields.layer && text === undefined) {
      text = typeof part.value === 'string' ? part.value : undefined;
      if (text === undefined) throw invalidFields({ [layerUploadFields.layer]: 'invalidValue' });
    } else {
      if (part.type === 'file') part.file.resume();
      throw invalidFields({ [part.fieldname]: 'unknownField' });
    }
  }
  const schema = upload ? schemas.withFile : schemas.withoutFile;
  return { fields: parseLayerField(text, schema, update && upload !== undefined), upload };
}

/** Runs `work` with a fresh folder for the request's upload, removed whatever happens. */
async function withWorkFolder<T>(ctx: AppContext, work: (folder: string) => Promise<T>): Promise<T> {
  const temp = mediaTempFolder(ctx);
  await mkdir(temp, { recursive: true });
  const folder = await layerWorkFolder(temp);
  try {
    return await work(folder);
  } finally {
    await removeWorkFolder(folder);
  }
}

/** Does the client take gzip (`Accept-Encoding`, not refused with q=0)? */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((item) => {
    const [coding = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export function layersRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // the upload module counts the file's bytes itself (413); busboy's limits are the outer bound
    await app.register(multipart, { limits: { fileSize: limits.layerUploadMaxBytes, files: 1, fields: 5, fieldSize: 64 * 1024 } });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/layers',
      {
        schema: {
          tags,
          summary: 'Every layer of every organization the caller may see (the dashboard map)',
          security: bearer,
          response: { 200: listEnvelope(layerSchema), ...errorResponses },
        },
      },
      async (request) => {
        const data = await listLayers(ctx, sessionOf(request).actor);
        return { data, total: data.length };
      },
    );

    routes.get(
      '/organization/:id/layers',
      {
        schema: {
          tags,
          summary: "The organization's layers (anyone who sees the organization)",
          security: bearer,
          params: organizationParams,
          response: { 200: listEnvelope(layerSchema), ...errorResponses },
        },
      },
      async (request) => {
        const data = await listOrganizationLayers(ctx, sessionOf(request).actor, request.params.id);
        return { data, total: data.length };
      },
    );

    routes.post(
      '/organization/:id/layer',
      {
        validatorCompiler,
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Create a layer (Administrator, Organization Admin of the organization)',
          description:
            'JSON, or multipart/form-data with the file in `file` and the same JSON as text in `layer` (a vector layer from a file). ' +
            'Names are required for every enabled language. A raster URL is fetched (tile 0/0/0) before anything is stored: ' +
            'not 200 → `raster: rasterUrlUnable`. File problems are 400 on `file` (invalidFileType, layerFileInvalid, layerFileEmpty, ' +
            'layerTooManyFeatures, layerDataTooLarge) with the reason in `error.data`; over the upload limit, 413.',
          security: bearer,
          params: organizationParams,
          body: bodyOf(
            layerCreateBodySchema.check(
              z.describe('name per locale, type, colour; raster; or vectorSource, vectorTileset, vectorLayerName, vectorGeometry'),
            ),
          ),
          response: { 201: layerEnvelope, ...errorResponses },
        },
      },
      async (request, reply) => {
        const actor = sessionOf(request).actor;
        const layer = await withWorkFolder(ctx, async (folder) => {
          const { fields, upload } = await layerRequest<LayerInput>(
            request,
            { withFile: layerCreateBodySchema, withoutFile: layerCreateBodySchema },
            folder,
          );
          return createLayer(ctx, actor, request.params.id, fields, upload);
        });
        return reply.code(201).send({ data: layer });
      },
    );

    routes.put(
      '/organization/:id/layer/:layerId',
      {
        validatorCompiler,
        schema: {
          tags,
          summary: 'Change a layer: changed fields only, a new file replaces the stored one (editors)',
          description:
            'JSON, or multipart/form-data as for create (there `layer` may be left out: the new file is the change). ' +
            'The changes are merged over the stored layer and checked as a whole (names only when sent).',
          security: bearer,
          params: layerParams,
          body: bodyOf(layerUpdateSchema.check(z.describe('changed fields of the create body'))),
          response: { 200: layerEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        const actor = sessionOf(request).actor;
        const layer = await withWorkFolder(ctx, async (folder) => {
          const { fields, upload } = await layerRequest<LayerUpdateInput>(
            request,
            { withFile: layerUpdateWithFileSchema, withoutFile: layerUpdateSchema },
            folder,
            true,
          );
          return updateLayer(ctx, actor, request.params.id, request.params.layerId, fields, upload);
        });
        return { data: layer };
      },
    );

    routes.delete(
      '/organization/:id/layer/:layerId',
      {
        schema: {
          tags,
          summary: 'Delete a layer and its stored file (editors)',
          security: bearer,
          params: layerParams,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteLayer(ctx, sessionOf(request).actor, request.params.id, request.params.layerId, auditSourceOf(request));
        return { data: true as const };
      },
    );

    routes.get(
      '/organization/:id/layer/:layerId/data',
      {
        schema: {
          tags,
          summary: 'The GeoJSON FeatureCollection of a layer made from a file (anyone who sees the organization)',
          description:
            'The GeoJSON itself, not an envelope: `application/geo+json`, gzip-compressed when the client accepts it, ' +
            '`Cache-Control: private, no-cache` with a weak ETag (If-None-Match → 304). 404 for a layer that has no file.',
          security: bearer,
          params: layerParams,
          response: { 200: z.unknown().describe('GeoJSON FeatureCollection'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const data = await layerData(ctx, sessionOf(request).actor, request.params.id, request.params.layerId);
        const etag = `W/"${data.hash}"`;
        // one viewer's data (layers follow organization visibility): never in a shared cache, revalidated each time
        reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

        const stored = await data.open();
        reply.headers(storedFileHeaders('application/geo+json; charset=utf-8', `layer-${request.params.layerId}.geojson`));
        if (acceptsGzip(request.headers['accept-encoding'])) {
          return reply.header('content-encoding', 'gzip').header('content-length', String(stored.bytes)).send(stored.stream);
        }
        // a client without gzip (curl, a script): decompressed on the way
        const gunzip = createGunzip();
        pipeline(stored.stream, gunzip).catch((error: unknown) => request.log.warn({ err: error }, 'layer data stream failed'));
        return reply.send(gunzip);
      },
    );
  };
}
