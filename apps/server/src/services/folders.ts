/**
 * Folders: named collections of one organization's reports. Anyone
 * who sees the organization sees its folders, each with the count of reports *they* may see in it;
 * editors create, rename, delete and fill them. Needs option `folders_enabled`.
 */
import { authorColors, type Actor, type Folder, type folderInputSchema } from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import {
  addFolderReports,
  deleteFolderRow,
  insertFolder,
  removeFolderReports,
  selectFileableReports,
  selectFolders,
  updateFolderRow,
  type FolderRecord,
} from '../db/queries/folders.js';
import { reportVisibleTo } from '../db/queries/reportVisibility.js';
import { ApiError, forbidden, invalidFields, notFound } from '../errors.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible, canEditReport } from './reportAccess.js';

export type FolderInput = z.output<typeof folderInputSchema>;

function toApiFolder(record: FolderRecord): Folder {
  return {
    id: record.id,
    name: record.name,
    colour: record.colour,
    organization: { id: record.organizationId, name: record.organizationName },
    reports: record.reports,
  };
}

async function assertFoldersEnabled(ctx: AppContext): Promise<void> {
  if ((await readOptions(ctx)).folders_enabled !== '1') throw new ApiError('INACTIVE_FEATURE');
}

const visibleReports = (viewer: Actor) => reportVisibleTo(viewer, { drafts: 'none' });

async function findFolder(ctx: AppContext, viewer: Actor, organizationId: number, folderId: number): Promise<Folder> {
  const [record] = await selectFolders(ctx.db, { organizationId, folderId, visible: visibleReports(viewer) });
  if (!record) throw notFound();
  return toApiFolder(record);
}

/** The organization must be visible (404) and the caller one of its editors (403). */
async function assertFolderEditor(ctx: AppContext, actor: Actor, organizationId: number): Promise<void> {
  await assertFoldersEnabled(ctx);
  await assertOrganizationVisible(ctx, actor, organizationId);
  if (!canEditReport(actor, { organizationId })) throw forbidden();
}

export async function listFolders(ctx: AppContext, viewer: Actor, organizationId: number): Promise<Folder[]> {
  await assertFoldersEnabled(ctx);
  await assertOrganizationVisible(ctx, viewer, organizationId);
  return (await selectFolders(ctx.db, { organizationId, visible: visibleReports(viewer) })).map(toApiFolder);
}

export async function createFolder(ctx: AppContext, actor: Actor, organizationId: number, input: FolderInput): Promise<Folder> {
  await assertFolderEditor(ctx, actor, organizationId);
  // without a chosen color, one of the fixed palette, picked by the name so neighbours tend to differ
  const color = input.colour ?? authorColors[[...input.name].reduce((sum, c) => sum + c.codePointAt(0)!, 0) % authorColors.length]!;
  const id = await insertFolder(ctx.db, { organizationId, name: input.name, colour: color });
  return findFolder(ctx, actor, organizationId, id);
}

export async function updateFolder(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  folderId: number,
  input: FolderInput,
): Promise<Folder> {
  await assertFolderEditor(ctx, actor, organizationId);
  await findFolder(ctx, actor, organizationId, folderId);
  await updateFolderRow(ctx.db, folderId, input.colour === undefined ? { name: input.name } : { name: input.name, colour: input.colour });
  return findFolder(ctx, actor, organizationId, folderId);
}

export async function deleteFolder(ctx: AppContext, actor: Actor, organizationId: number, folderId: number): Promise<void> {
  await assertFolderEditor(ctx, actor, organizationId);
  await findFolder(ctx, actor, organizationId, folderId);
  await deleteFolderRow(ctx.db, folderId);
}

/**
 * `POST /organization/{id}/folder/{fid}/add|del {reports}`: every report must be one the editor sees
 * in that organization; otherwise nothing changes and the answer is 400 (field `reports`).
 */
export async function fileReports(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  folderId: number,
  action: 'add' | 'del',
  reportIds: readonly number[],
): Promise<Folder> {
  await assertFolderEditor(ctx, actor, organizationId);
  await findFolder(ctx, actor, organizationId, folderId);
  const unique = [...new Set(reportIds)];
  const fileable = await selectFileableReports(ctx.db, organizationId, unique, visibleReports(actor));
  if (fileable.length !== unique.length) throw invalidFields({ reports: 'invalidValue' });
  if (action === 'add') await addFolderReports(ctx.db, folderId, unique);
  else await removeFolderReports(ctx.db, folderId, unique);
  return findFolder(ctx, actor, organizationId, folderId);
}
