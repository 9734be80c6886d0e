/** Tag groups and tags (docs/tags.md): HTTP only; rules in services/taxonomies.ts. */
import {
  dataEnvelope,
  idSchema,
  listEnvelope,
  tagGroupInputSchema,
  tagGroupSchema,
  tagGroupUpdateSchema,
  tagInputSchema,
  tagSchema,
  tagUsageSchema,
} from '@fieldwatch/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticate, sessionOf } from '../plugins/authenticate.js';
import { auditSourceOf } from '../services/audit.js';
import {
  createTag,
  createTagGroup,
  deleteTag,
  deleteTagGroup,
  listOrganizationTagGroups,
  listTagGroups,
  listTags,
  tagGroupUsageOf,
  tagUsageOf,
  updateTag,
  updateTagGroup,
} from '../services/taxonomies.js';
import { bearer, errorResponses, trueEnvelope } from './responses.js';

const list = <T>(data: T[]) => ({ data, total: data.length });
const tags = ['taxonomies'];
const groupParams = z.strictObject({ id: idSchema });
const newTagParams = z.strictObject({ id: idSchema, groupId: idSchema });
const tagParams = z.strictObject({ id: idSchema, tagId: idSchema });
const groupEnvelope = dataEnvelope(tagGroupSchema);
const tagEnvelope = dataEnvelope(tagSchema);
const usageEnvelope = dataEnvelope(tagUsageSchema);

export function taxonomiesRoutes(ctx: AppContext) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', authenticate(ctx));

    routes.get(
      '/taxonomy/groups',
      {
        schema: {
          tags,
          summary: 'Every tag group, with the tags the caller may see',
          security: bearer,
          response: { 200: listEnvelope(tagGroupSchema), ...errorResponses },
        },
      },
      async (request) => list(await listTagGroups(ctx, sessionOf(request).actor)),
    );

    routes.get(
      '/taxonomies',
      {
        schema: {
          tags,
          summary: 'Every tag the caller may see',
          security: bearer,
          response: { 200: listEnvelope(tagSchema), ...errorResponses },
        },
      },
      async (request) => list(await listTags(ctx, sessionOf(request).actor)),
    );

    routes.get(
      '/organization/:id/taxonomies',
      {
        schema: {
          tags,
          summary: "Every tag group, with the tags usable in the organization's reports",
          security: bearer,
          params: z.strictObject({ id: idSchema }),
          response: { 200: listEnvelope(tagGroupSchema), ...errorResponses },
        },
      },
      async (request) => list(await listOrganizationTagGroups(ctx, sessionOf(request).actor, request.params.id)),
    );

    routes.post(
      '/taxonomy/group',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Create a tag group (Administrator); the default language needs a name',
          security: bearer,
          body: tagGroupInputSchema,
          response: { 201: groupEnvelope, ...errorResponses },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await createTagGroup(ctx, sessionOf(request).actor, request.body) }),
    );

    routes.put(
      '/taxonomy/group/:id',
      {
        schema: {
          tags,
          summary: 'Change names and prompt of a tag group (Administrator); a locale left out keeps its text, an empty text removes it',
          security: bearer,
          params: groupParams,
          body: tagGroupUpdateSchema,
          response: { 200: groupEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await updateTagGroup(ctx, sessionOf(request).actor, request.params.id, request.body) }),
    );

    routes.delete(
      '/taxonomy/group/:id',
      {
        schema: {
          tags,
          summary: 'Delete a tag group with its tags (Administrator); reports lose them, and their activity says so',
          security: bearer,
          params: groupParams,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteTagGroup(ctx, sessionOf(request).actor, request.params.id, auditSourceOf(request));
        return { data: true as const };
      },
    );

    routes.get(
      '/taxonomy/group/:id/usage',
      {
        schema: {
          tags,
          summary: 'What deleting the tag group touches: reports carrying any of it, and its tags (Administrator)',
          security: bearer,
          params: groupParams,
          response: { 200: usageEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await tagGroupUsageOf(ctx, sessionOf(request).actor, request.params.id) }),
    );

    routes.post(
      '/organization/:id/taxonomy/group/:groupId',
      {
        // a create call: a repeat with the same Idempotency-Key answers the first result (plugins/idempotency.ts)
        config: { idempotent: true },
        schema: {
          tags,
          summary: 'Create a tag of the organization in the group (admin level); a text group holds one tag per organization',
          security: bearer,
          params: newTagParams,
          body: tagInputSchema,
          response: { 201: tagEnvelope, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await createTag(ctx, sessionOf(request).actor, request.params.id, request.params.groupId, request.body) }),
    );

    routes.put(
      '/organization/:id/taxonomy/:tagId',
      {
        schema: {
          tags,
          summary: "Change a tag's names (admin level; a shared tag: Administrator); a locale left out keeps its text",
          security: bearer,
          params: tagParams,
          body: tagInputSchema,
          response: { 200: tagEnvelope, ...errorResponses },
        },
      },
      async (request) => ({
        data: await updateTag(ctx, sessionOf(request).actor, request.params.id, request.params.tagId, request.body),
      }),
    );

    routes.delete(
      '/organization/:id/taxonomy/:tagId',
      {
        schema: {
          tags,
          summary: 'Delete a tag (admin level; a shared tag: Administrator); reports lose it, and their activity says so',
          security: bearer,
          params: tagParams,
          response: { 200: trueEnvelope, ...errorResponses },
        },
      },
      async (request) => {
        await deleteTag(ctx, sessionOf(request).actor, request.params.id, request.params.tagId, auditSourceOf(request));
        return { data: true as const };
      },
    );

    routes.get(
      '/organization/:id/taxonomy/:tagId/usage',
      {
        schema: {
          tags,
          summary: 'How many reports carry the tag (admin level)',
          security: bearer,
          params: tagParams,
          response: { 200: usageEnvelope, ...errorResponses },
        },
      },
      async (request) => ({ data: await tagUsageOf(ctx, sessionOf(request).actor, request.params.id, request.params.tagId) }),
    );
    // Fastify waits for a plugin by the promise it returns; these routes are declared at once
    return Promise.resolve();
  };
}
