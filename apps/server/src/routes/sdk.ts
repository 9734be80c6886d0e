/**
 * `GET /sdk` (no sign-in): what a partner page's script tag needs — the elements bundle's version, the
 * absolute address of its entry and its Subresource Integrity (plugins/sdk.ts serves the files).
 */
import { dataEnvelope, sdkElementNames, sdkInfoSchema } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { ApiError } from '../errors.js';
import { sdkEntry, sdkPath, type SdkBundle } from '../plugins/sdk.js';
import { errorResponses } from './responses.js';

export function sdkRoutes(ctx: AppContext, bundle: SdkBundle | undefined) {
  return (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/sdk',
      {
        schema: {
          tags: ['public'],
          summary: 'The elements bundle for partner pages: version, script address and integrity (no sign-in needed)',
          description:
            'The script address is immutable (`/sdk/elements@{version}/fieldwatch-elements.js`, cached a year); put `integrity` ' +
            'and `crossorigin` on the script tag. 503 SERVER_ERROR with `data: "SDK_NOT_BUILT"` while the elements are not built.',
          response: { 200: dataEnvelope(sdkInfoSchema), ...errorResponses },
        },
      },
      async (request) => {
        if (!bundle) throw new ApiError('SERVER_ERROR', { status: 503, data: 'SDK_NOT_BUILT' });
        // the configured public address; else the one this request came to
        const origin = ctx.config.publicUrlSet ? ctx.config.publicUrl : `${request.protocol}://${request.host}`;
        return Promise.resolve({
          data: {
            version: bundle.version,
            script: `${origin}${sdkPath(bundle.version)}${sdkEntry}`,
            integrity: bundle.integrity,
            elements: [...sdkElementNames],
          },
        });
      },
    );
    return Promise.resolve();
  };
}
