/** The OpenAPI document at /api/docs/json, generated from the same zod schemas the client uses. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type ContentMap = { content: Record<string, { schema: unknown }> };

const isContentMap = (body: unknown): body is ContentMap =>
  typeof body === 'object' && body !== null && 'content' in body && typeof (body as ContentMap).content === 'object';

/**
 * The zod transform, plus bodies given per content type (`body: { content: { 'application/json':
 * { schema }, 'multipart/form-data': { schema } } }`, as the layer routes take a JSON body or an
 * upload): each schema is converted on its own, so the document shows both shapes.
 */
function transform(document: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const body = (document.schema as { body?: unknown } | undefined)?.body;
  if (!isContentMap(body)) return jsonSchemaTransform(document);
  const converted = jsonSchemaTransform({ ...document, schema: { ...document.schema, body: undefined } });
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema }]) => [
      type,
      { schema: (jsonSchemaTransform({ ...document, schema: { body: schema } }).schema as { body?: unknown }).body },
    ]),
  );
  return { ...converted, schema: { ...converted.schema, body: { content } } };
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fieldwatch API',
        version: '0.1.0',
        description:
          'Success: `{data}` (lists `{data, total}`). Failure: `{error: {type, message, data?, fields?}}` with a code of the ' +
          'error catalogue. Sign in with `POST /api/user/login` and send `Authorization: Bearer <access_token>`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  // Served from the package's own files: works offline and under the CSP of plugins/security.ts.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
