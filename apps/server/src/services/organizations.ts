/**
 * Organizations (docs/organizations.md): the Administrator creates, renames and deletes them while
 * option `organizations_shown` is on. Deleting one moves its reports, folders and tags to another
 * organization, removes its layers with their files, and deactivates the users it leaves without any
 * organization, all in one transaction.
 */
import {
  canManageOrganizations,
  defaultOptions,
  type Actor,
  type Organization,
  type organizationInputSchema,
  type OrganizationUsage,
} from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { revokeUsersFamilies } from '../db/queries/auth.js';
import { readStoredOptions, storeOptions } from '../db/queries/options.js';
import {
  countOrganizations,
  deactivateMembersLeftWithout,
  deleteOrganizationLayers,
  deleteOrganizationRow,
  insertOrganization,
  listOrganizations,
  lockOrganizationRow,
  lockOrganizations,
  moveOrganizationContent,
  nameIsUsed,
  renameOrganizationRow,
  selectOrganizationUsage,
} from '../db/queries/organizations.js';
import type { Queryable } from '../db/queries/reports.js';
import { selectOrganizationStoryCovers } from '../db/queries/stories.js';
import type { StoredStoryCover } from '../db/schema.js';
import { ApiError, forbidden, invalidFields, notFound } from '../errors.js';
import { removeLayerData } from '../layers/index.js';
import { recordAudit, type AuditSource } from './audit.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible } from './reportAccess.js';
import { removeStoryCoverFiles } from './stories.js';

export type OrganizationWrite = z.output<typeof organizationInputSchema>;

/** The Administrator only (403 for everyone else), and only while `organizations_shown` is on (403 INACTIVE_FEATURE). */
async function assertOrganizationManager(ctx: AppContext, actor: Actor): Promise<void> {
  if (!canManageOrganizations(actor)) throw forbidden();
  if ((await readOptions(ctx)).organizations_shown !== '1') throw new ApiError('INACTIVE_FEATURE');
}

/** An organization addressed by id: one the caller does not see is not found (404) before anything else. */
async function assertManagedOrganization(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await assertOrganizationVisible(ctx, actor, id);
  await assertOrganizationManager(ctx, actor);
}

async function organizationById(ctx: AppContext, id: number): Promise<Organization> {
  const [organization] = await listOrganizations(ctx.db, [id]);
  if (!organization) throw notFound();
  return organization;
}

/** A name is the organization's alone, whatever its case and surrounding spaces (`name`: organizationNameTaken). */
async function assertNameFree(db: Queryable, name: string, exceptId?: number): Promise<void> {
  if (await nameIsUsed(db, name, exceptId)) throw invalidFields({ name: 'organizationNameTaken' });
}

/** `POST /organization`. */
export async function createOrganization(
  ctx: AppContext,
  actor: Actor,
  input: OrganizationWrite,
  source: AuditSource,
): Promise<Organization> {
  await assertOrganizationManager(ctx, actor);
  const id = await ctx.db.transaction(async (tx) => {
    await lockOrganizations(tx);
    await assertNameFree(tx, input.name);
    const created = await insertOrganization(tx, input.name);
    const details = { name: input.name };
    await recordAudit({ ...ctx, db: tx }, source, {
      action: 'organization.create',
      targetType: 'organization',
      targetId: created,
      details,
    });
    return created;
  });
  return organizationById(ctx, id);
}

/** `PUT /organization/{id}`: rename. */
export async function renameOrganization(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: OrganizationWrite,
  source: AuditSource,
): Promise<Organization> {
  await assertManagedOrganization(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    await lockOrganizations(tx);
    await assertNameFree(tx, input.name, id);
    const [before] = await listOrganizations(tx, [id]);
    await renameOrganizationRow(tx, id, input.name);
    const details = { from: before?.name ?? null, to: input.name };
    await recordAudit({ ...ctx, db: tx }, source, { action: 'organization.update', targetType: 'organization', targetId: id, details });
  });
  return organizationById(ctx, id);
}

/** `GET /organization/{id}/usage`: what deleting it touches, for the warning before it. */
export async function organizationUsage(ctx: AppContext, actor: Actor, id: number): Promise<OrganizationUsage> {
  await assertManagedOrganization(ctx, actor, id);
  return selectOrganizationUsage(ctx.db, id);
}

/**
 * Option `anonymous_organization` follows the reports to `moveTo`; with nowhere to go it is cleared
 * and anonymous submission switched off, rather than pointing at nothing.
 */
async function repointAnonymousSubmissions(db: Queryable, id: number, moveTo: number | undefined, at: Date): Promise<void> {
  const stored = await readStoredOptions(db);
  if (stored.find((option) => option.name === 'anonymous_organization')?.value !== String(id)) return;
  const next: Record<string, string> =
    moveTo === undefined ? { anonymous_organization: '', anonymous_enabled: '0' } : { anonymous_organization: String(moveTo) };
  const entries = Object.entries(next) as [keyof typeof defaultOptions, string][];
  await storeOptions(
    db,
    entries.filter(([name, value]) => value !== defaultOptions[name]).map(([name, value]) => ({ name, value })),
    entries.filter(([name, value]) => value === defaultOptions[name]).map(([name]) => name),
    at,
  );
}

/**
 * `DELETE /organization/{id}?move_to={otherId}`, in one transaction:
 * - an organization holding reports (drafts too) needs `move_to` (400 `move_to`: organizationHasReports,
 *   with the usage as `data`); `move_to` must be another existing organization (`invalidValue`), and
 *   the last organization cannot go (`organizationIsLast`);
 * - its reports, folders and own tags move to `move_to` (without it, folders and tags go);
 * - its layers are deleted, their files removed once the transaction is committed;
 * - members it leaves without an organization are deactivated and signed out everywhere;
 * - option `anonymous_organization` follows (repointAnonymousSubmissions).
 */
export async function deleteOrganization(
  ctx: AppContext,
  actor: Actor,
  id: number,
  moveTo: number | undefined,
  source: AuditSource,
): Promise<void> {
  await assertManagedOrganization(ctx, actor, id);
  const at = ctx.now();
  let covers: StoredStoryCover[] = [];
  const fileKeys = await ctx.db.transaction(async (tx) => {
    await lockOrganizations(tx);
    if (!(await lockOrganizationRow(tx, id))) throw notFound();
    if ((await countOrganizations(tx)) <= 1) throw invalidFields({ move_to: 'organizationIsLast' });
    if (moveTo !== undefined && (moveTo === id || (await listOrganizations(tx, [moveTo])).length === 0)) {
      throw invalidFields({ move_to: 'invalidValue' });
    }
    const usage = await selectOrganizationUsage(tx, id);
    if (usage.reports > 0 && moveTo === undefined) {
      throw new ApiError('VALIDATION_ERROR', { fields: { move_to: 'organizationHasReports' }, data: usage });
    }
    const [gone] = await listOrganizations(tx, [id]);
    await recordAudit({ ...ctx, db: tx }, source, {
      action: 'organization.delete',
      targetType: 'organization',
      targetId: id,
      details: { name: gone?.name ?? null, move_to: moveTo ?? null, usage },
    });
    if (moveTo !== undefined) await moveOrganizationContent(tx, id, moveTo);
    const keys = await deleteOrganizationLayers(tx, id);
    // stories not moved go with the organization (cascade): their covers' files are removed after it
    covers = await selectOrganizationStoryCovers(tx, id);
    await revokeUsersFamilies(tx, await deactivateMembersLeftWithout(tx, id, at), at);
    await repointAnonymousSubmissions(tx, id, moveTo, at);
    await deleteOrganizationRow(tx, id);
    return keys;
  });
  await removeStoryCoverFiles(ctx, covers);
  if (fileKeys.length === 0) return;
  try {
    await removeLayerData(ctx, fileKeys);
  } catch (error) {
    // the layers are gone either way; a file left behind is only space
    ctx.log.warn({ err: error, keys: fileKeys }, 'layer files of a deleted organization could not be removed');
  }
}
