/**
 * Tag groups and tags (docs/tags.md): reading them, writing them, and checking the `taxonomies` of a
 * report against them. A tag with no organization is shared by all; others belong to one organization
 * and are seen only by those who see that organization.
 */
import {
  canAdminister,
  isSuperAdmin,
  isValidationKey,
  missingDefaultName,
  tagNamesSchema,
  visibleOrganizations,
  type Actor,
  type Tag,
  type TagGroup,
  type tagGroupInputSchema,
  type TagGroupType,
  type tagGroupUpdateSchema,
  type tagInputSchema,
  type TagUsage,
  type Taxonomies,
  type ValidationKey,
} from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import {
  countReportsWithTag,
  countTagsOfGroupFor,
  deleteTagGroupWithHistory,
  deleteTagWithHistory,
  findTagGroup,
  findTagRecord,
  insertTag,
  insertTagGroup,
  lockTagGroup,
  selectTagGroups,
  selectTagGroupsByIds,
  selectTags,
  selectTagsByIds,
  tagGroupUsage,
  updateTagGroupRow,
  updateTagRow,
  type TagGroupRow,
  type TagRecord,
} from '../db/queries/taxonomies.js';
import { forbidden, invalidFields, notFound } from '../errors.js';
import { recordAudit, type AuditSource } from './audit.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible } from './reportAccess.js';

export type TagGroupCreate = z.output<typeof tagGroupInputSchema>;
export type TagGroupUpdate = z.output<typeof tagGroupUpdateSchema>;
export type TagWrite = z.output<typeof tagInputSchema>;

function toApiTag(tag: TagRecord): Tag {
  return {
    id: tag.id,
    group_id: tag.groupId,
    organization:
      tag.organizationId !== null && tag.organizationName !== null ? { id: tag.organizationId, name: tag.organizationName } : null,
    translations: tag.translations,
  };
}

function toApiGroup(group: TagGroupRow, tags: readonly TagRecord[]): TagGroup {
  return {
    id: group.id,
    type: group.type as TagGroupType,
    translations: group.translations,
    prompt: group.prompt,
    tags: tags.filter((tag) => tag.groupId === group.id).map(toApiTag),
  };
}

async function groupsWithTags(ctx: AppContext, organizationIds: readonly number[] | 'all'): Promise<TagGroup[]> {
  const [groups, tags] = await Promise.all([selectTagGroups(ctx.db), selectTags(ctx.db, organizationIds)]);
  return groups.map((group) => toApiGroup(group, tags));
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

// ---------------------------------------------------------------------------------------------------
// Writing groups (the Administrator) and tags (admin level, in their organizations)
// ---------------------------------------------------------------------------------------------------

type Names = Record<string, string>;

/** Names as stored: trimmed (by the core schemas) and only the non-empty ones. */
const nonEmpty = (names: Readonly<Names>): Names => Object.fromEntries(Object.entries(names).filter(([, text]) => text !== ''));

/** An update's names over the stored ones: a locale left out keeps its text, an empty text removes it. */
const merged = (current: Readonly<Names>, changes: Readonly<Names> | undefined): Names => nonEmpty({ ...current, ...changes });

async function defaultLocale(ctx: AppContext): Promise<string> {
  return (await readOptions(ctx)).default_language;
}

/** `translations.<default locale>: required` when the default language's name is missing. */
function assertDefaultName(names: Readonly<Names>, locale: string): void {
  const missing = missingDefaultName(names, locale);
  if (missing) throw invalidFields({ [missing]: 'required' });
}

function assertAdministrator(actor: Actor): void {
  if (!isSuperAdmin(actor)) throw forbidden();
}

async function existingGroup(ctx: AppContext, groupId: number): Promise<TagGroupRow> {
  const group = await findTagGroup(ctx.db, groupId);
  if (!group) throw notFound();
  return group;
}

/** The group with every tag (only the Administrator writes groups, and sees every tag). */
async function groupById(ctx: AppContext, groupId: number): Promise<TagGroup> {
  const [group, tags] = await Promise.all([existingGroup(ctx, groupId), selectTags(ctx.db, 'all', groupId)]);
  return toApiGroup(group, tags);
}

/** `POST /taxonomy/group`: a group with no tags yet; the default language's name is required. */
export async function createTagGroup(ctx: AppContext, actor: Actor, input: TagGroupCreate): Promise<TagGroup> {
  assertAdministrator(actor);
  const translations = nonEmpty(input.translations);
  assertDefaultName(translations, await defaultLocale(ctx));
  const id = await insertTagGroup(ctx.db, { type: input.type, translations, prompt: nonEmpty(input.prompt) });
  return groupById(ctx, id);
}

/** `PUT /taxonomy/group/{id}`: names and prompt, locale by locale; the type never changes. */
export async function updateTagGroup(ctx: AppContext, actor: Actor, groupId: number, changes: TagGroupUpdate): Promise<TagGroup> {
  assertAdministrator(actor);
  const group = await existingGroup(ctx, groupId);
  const translations = merged(group.translations, changes.translations);
  assertDefaultName(translations, await defaultLocale(ctx));
  await updateTagGroupRow(ctx.db, groupId, { translations, prompt: merged(group.prompt, changes.prompt) });
  return groupById(ctx, groupId);
}

/** `DELETE /taxonomy/group/{id}`: the group, its tags and what reports had in it; their history says so. */
export async function deleteTagGroup(ctx: AppContext, actor: Actor, groupId: number, source: AuditSource): Promise<void> {
  assertAdministrator(actor);
  const group = await existingGroup(ctx, groupId);
  await ctx.db.transaction(async (tx) => {
    await lockTagGroup(tx, groupId);
    await deleteTagGroupWithHistory(tx, groupId, actor.id, ctx.now());
    const details = { kind: 'group', names: group.translations };
    await recordAudit({ ...ctx, db: tx }, source, { action: 'taxonomy.delete', targetType: 'tag_group', targetId: groupId, details });
  });
}

/** `GET /taxonomy/group/{id}/usage`: the reports that would lose a tag or a text, and the tags that go. */
export async function tagGroupUsageOf(ctx: AppContext, actor: Actor, groupId: number): Promise<TagUsage> {
  assertAdministrator(actor);
  await existingGroup(ctx, groupId);
  return tagGroupUsage(ctx.db, groupId);
}

/** Tags are written by admin level in an organization they see (else 404); Readers and Mobile users get 403. */
async function assertTagWriter(ctx: AppContext, actor: Actor, organizationId: number): Promise<void> {
  await assertOrganizationVisible(ctx, actor, organizationId);
  if (!canAdminister(actor)) throw forbidden();
}

/**
 * A tag addressed as `/organization/{id}/taxonomy/{tagId}`: it must be of that organization (else 404).
 * A shared tag (no organization) is the Administrator's alone, through any organization's path; an
 * Organization Admin gets 403 for it.
 */
async function tagInOrganization(ctx: AppContext, actor: Actor, organizationId: number, tagId: number): Promise<TagRecord> {
  const tag = await findTagRecord(ctx.db, tagId);
  if (!tag) throw notFound();
  if (tag.organizationId === null) {
    if (!isSuperAdmin(actor)) throw forbidden();
  } else if (tag.organizationId !== organizationId) {
    throw notFound();
  }
  return tag;
}

/**
 * A tag's names for its group's type (40 characters, 100 in a text group), over `current` on an update;
 * `type`, when sent, must be the group's. Every problem at once, as `translations.<locale>` and `type`.
 */
async function checkedTagNames(ctx: AppContext, group: TagGroupRow, input: TagWrite, current: Readonly<Names> = {}): Promise<Names> {
  const fields: Record<string, ValidationKey> = {};
  if (input.type !== undefined && input.type !== group.type) fields.type = 'invalidValue';
  const parsed = tagNamesSchema(group.type as TagGroupType).safeParse(input.translations);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = ['translations', ...issue.path.map(String)].join('.');
      fields[field] ??= isValidationKey(issue.message) ? issue.message : 'invalidValue';
    }
    throw invalidFields(fields);
  }
  const names = merged(current, parsed.data);
  const missing = missingDefaultName(names, await defaultLocale(ctx));
  if (missing) fields[missing] ??= 'required';
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  return names;
}

async function tagById(ctx: AppContext, tagId: number): Promise<Tag> {
  const tag = await findTagRecord(ctx.db, tagId);
  if (!tag) throw notFound();
  return toApiTag(tag);
}

/**
 * `POST /organization/{id}/taxonomy/group/{groupId}`: a tag of the organization in the group. A text
 * group holds one tag per organization (its shared tag counts): a second is refused (`translations`:
 * tagTextGroupHasTag).
 */
export async function createTag(ctx: AppContext, actor: Actor, organizationId: number, groupId: number, input: TagWrite): Promise<Tag> {
  await assertTagWriter(ctx, actor, organizationId);
  const group = await existingGroup(ctx, groupId);
  const translations = await checkedTagNames(ctx, group, input);
  const id = await ctx.db.transaction(async (tx) => {
    if (group.type === 'text') {
      await lockTagGroup(tx, groupId);
      if ((await countTagsOfGroupFor(tx, groupId, organizationId)) > 0) throw invalidFields({ translations: 'tagTextGroupHasTag' });
    }
    return insertTag(tx, { groupId, organizationId, translations });
  });
  return tagById(ctx, id);
}

/** `PUT /organization/{id}/taxonomy/{tagId}`: its names, locale by locale, by the rules of creation. */
export async function updateTag(ctx: AppContext, actor: Actor, organizationId: number, tagId: number, input: TagWrite): Promise<Tag> {
  await assertTagWriter(ctx, actor, organizationId);
  const tag = await tagInOrganization(ctx, actor, organizationId, tagId);
  const group = await existingGroup(ctx, tag.groupId);
  await updateTagRow(ctx.db, tagId, await checkedTagNames(ctx, group, input, tag.translations));
  return tagById(ctx, tagId);
}

/** `DELETE /organization/{id}/taxonomy/{tagId}`: reports carrying it lose it; their history names it. */
export async function deleteTag(ctx: AppContext, actor: Actor, organizationId: number, tagId: number, source: AuditSource): Promise<void> {
  await assertTagWriter(ctx, actor, organizationId);
  const tag = await tagInOrganization(ctx, actor, organizationId, tagId);
  await ctx.db.transaction(async (tx) => {
    await lockTagGroup(tx, tag.groupId);
    await deleteTagWithHistory(tx, tagId, actor.id, ctx.now());
    const details = { kind: 'tag', organization_id: tag.organizationId, group_id: tag.groupId, names: tag.translations };
    await recordAudit({ ...ctx, db: tx }, source, { action: 'taxonomy.delete', targetType: 'tag', targetId: tagId, details });
  });
}

/** `GET /organization/{id}/taxonomy/{tagId}/usage`: how many reports carry the tag. */
export async function tagUsageOf(ctx: AppContext, actor: Actor, organizationId: number, tagId: number): Promise<TagUsage> {
  await assertTagWriter(ctx, actor, organizationId);
  await tagInOrganization(ctx, actor, organizationId, tagId);
  return { reports: await countReportsWithTag(ctx.db, tagId), tags: 1 };
}
