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
  const converted = convert(document);
  return (document.route as { config?: { idempotent?: unknown } } | undefined)?.config?.idempotent !== undefined
    ? withIdempotencyKey(converted)
    : converted;
}

/**
 * A create call's optional `Idempotency-Key` header and its two answers of its own (plugins/idempotency.ts),
 * added to the routes that opt in with `config: { idempotent }`.
 */
function withIdempotencyKey(converted: ReturnType<typeof jsonSchemaTransform>): ReturnType<typeof jsonSchemaTransform> {
  const schema = converted.schema as { headers?: { properties?: object }; response?: Record<string, object> };
  const error = schema.response?.['4xx'] ?? {};
  return {
    ...converted,
    schema: {
      ...schema,
      headers: {
        type: 'object',
        ...schema.headers,
        properties: {
          ...schema.headers?.properties,
          'idempotency-key': {
            type: 'string',
            minLength: 1,
            maxLength: 255,
            pattern: '^[\\x21-\\x7E]+$',
            description:
              'Optional. A random UUID made once per create: the same call sent again with the same key is answered with the ' +
              "first call's answer (`Idempotent-Replayed: true`) instead of creating a second record. Kept at least 7 days.",
          },
        },
      },
      response: {
        ...schema.response,
        409: { ...error, description: 'IDEMPOTENCY_IN_PROGRESS: the first call with this key is still being processed (Retry-After: 1)' },
        422: { ...error, description: 'IDEMPOTENCY_KEY_REUSED: this key was already used for another request' },
      },
    },
  };
}

function convert(document: TransformInput): ReturnType<typeof jsonSchemaTransform> {
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
