/** The OpenAPI document at /api/docs/json, generated from the same zod schemas the client uses. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  // Served from the package's own files: works offline and under the CSP of plugins/security.ts.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
