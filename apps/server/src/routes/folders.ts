/** Folders (docs/api.md): HTTP only; rules in services/folders.ts. */
import { dataEnvelope, folderInputSchema, folderReportsSchema, folderSchema, idSchema, listEnvelope } from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { createFolder, deleteFolder, fileReports, listFolders, updateFolder } from '../services/folders.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const organizationParams = z.strictObject({ id: idSchema });
const folderParams = z.strictObject({ id: idSchema, fid: idSchema });
const folderEnvelope = dataEnvelope(folderSchema);
const tags = ['folders'];

export function foldersRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/organization/:id/folders',
      {
        schema: {
          tags,
          summary: "The organization's folders, each with the number of its reports the caller may see",
          security: bearer,
          params: organizationParams,
          response: { 200: listEnvelope(folderSchema), ...errorResponses },
        },
      },
      async (request) => {
        const data = await listFolders(ctx, sessionOf(request).actor, request.params.id);
        return { data, total: data.length };
      },
    );

    routes.post(
      '/organization/:id/folder',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Create a folder (editors)',
          security: bearer,
          params: organizationParams,
          body: folderInputSchema,
          response: { 201: folderEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await createFolder(ctx, sessionOf(request).actor, request.params.id, request.body) }),
    );

    routes.put(
      '/organization/:id/folder/:fid',
      {
        schema: {
          tags,
          summary: 'Rename or recolor a folder (editors)',
          security: bearer,
          params: folderParams,
          body: folderInputSchema,
          response: { 200: folderEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await updateFolder(ctx, sessionOf(request).actor, request.params.id, request.params.fid, request.body) }),
    );

    routes.delete(
      '/organization/:id/folder/:fid',
      {
        schema: {
          tags,
          summary: 'Delete a folder (its reports stay)',
          security: bearer,
          params: folderParams,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteFolder(ctx, sessionOf(request).actor, request.params.id, request.params.fid);
        return { data: true as const };
      },
    );

    for (const action of ['add', 'del'] as const) {
      routes.post(
        `/organization/:id/folder/:fid/${action}`,
        {
          schema: {
            tags,
            summary: action === 'add' ? 'File reports of the organization in the folder' : 'Take reports out of the folder',
            security: bearer,
            params: folderParams,
            body: folderReportsSchema,
            response: { 200: folderEnvelope, ...errorResponses },
          },
        },
        async (request) => ({
          data: await fileReports(ctx, sessionOf(request).actor, request.params.id, request.params.fid, action, request.body.reports),
        }),
      );
    }
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
