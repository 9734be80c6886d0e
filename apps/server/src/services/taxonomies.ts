/**
 * Tag groups and tags: reading them, and checking the `taxonomies` of a report against them.
 * A tag with no organization is shared by all; others belong to one organization and are seen only by
 * those who see that organization.
 */
import {
  visibleOrganizations,
  type Actor,
  type Tag,
  type TagGroup,
  type TagGroupType,
  type Taxonomies,
  type ValidationKey,
} from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { selectTagGroups, selectTagGroupsByIds, selectTags, selectTagsByIds, type TagRecord } from '../db/queries/taxonomies.js';
import { invalidFields } from '../errors.js';
import { assertOrganizationVisible } from './reportAccess.js';

function toApiTag(tag: TagRecord): Tag {
  return {
    id: tag.id,
    group_id: tag.groupId,
    organization:
      tag.organizationId !== null && tag.organizationName !== null ? { id: tag.organizationId, name: tag.organizationName } : null,
    translations: tag.translations,
  };
}

async function groupsWithTags(ctx: AppContext, organizationIds: readonly number[] | 'all'): Promise<TagGroup[]> {
  const [groups, tags] = await Promise.all([selectTagGroups(ctx.db), selectTags(ctx.db, organizationIds)]);
  return groups.map((group) => ({
    id: group.id,
    type: group.type as TagGroupType,
    translations: group.translations,
    prompt: group.prompt,
    tags: tags.filter((tag) => tag.groupId === group.id).map(toApiTag),
  }));
}

/** `GET /taxonomy/groups`: every group, with the tags the caller may see. */
export function listTagGroups(ctx: AppContext, actor: Actor): Promise<TagGroup[]> {
  return groupsWithTags(ctx, visibleOrganizations(actor));
}

/** `GET /taxonomies`: every tag the caller may see. */
export async function listTags(ctx: AppContext, actor: Actor): Promise<Tag[]> {
  return (await selectTags(ctx.db, visibleOrganizations(actor))).map(toApiTag);
}

/** `GET /organization/{id}/taxonomies`: the groups with the tags usable in that organization (the report form). */
export async function listOrganizationTagGroups(ctx: AppContext, actor: Actor, organizationId: number): Promise<TagGroup[]> {
  await assertOrganizationVisible(ctx, actor, organizationId);
  return groupsWithTags(ctx, [organizationId]);
}

export interface ResolvedTaxonomies {
  tagIds: number[];
  /** text-group id → text */
  texts: Map<number, string>;
}

/**
 * Checks a report's `taxonomies` (group id → tag ids, or a text for a text group) for a report of
 * `organizationId`: the groups exist, tags belong to their group and to the organization (or to all),
 * a single-choice group has at most one tag. Problems are field errors `taxonomies.<groupId>`.
 */
export async function resolveTaxonomies(ctx: AppContext, organizationId: number, taxonomies: Taxonomies): Promise<ResolvedTaxonomies> {
  const groupIds = Object.keys(taxonomies).map(Number);
  const requestedTagIds = Object.values(taxonomies).flatMap((value) => (Array.isArray(value) ? value : []));
  const [groups, tags] = await Promise.all([selectTagGroupsByIds(ctx.db, groupIds), selectTagsByIds(ctx.db, requestedTagIds)]);
  const fields: Record<string, ValidationKey> = {};
  const resolved: ResolvedTaxonomies = { tagIds: [], texts: new Map() };

  for (const [key, value] of Object.entries(taxonomies)) {
    const group = groups.find((candidate) => candidate.id === Number(key));
    const field = `taxonomies.${key}`;
    if (!group) {
      fields[field] = 'invalidValue';
      continue;
    }
    if (group.type === 'text') {
      if (typeof value !== 'string') fields[field] = 'invalidValue';
      else resolved.texts.set(group.id, value.trim());
      continue;
    }
    if (!Array.isArray(value)) {
      fields[field] = 'invalidValue';
      continue;
    }
    const ids = [...new Set(value)];
    const usable = ids.every((id) =>
      tags.some(
        (tag) => tag.id === id && tag.groupId === group.id && (tag.organizationId === null || tag.organizationId === organizationId),
      ),
    );
    if (!usable || (group.type === 'single' && ids.length > 1)) fields[field] = 'invalidValue';
    else resolved.tagIds.push(...ids);
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  resolved.tagIds.sort((a, b) => a - b);
  return resolved;
}
