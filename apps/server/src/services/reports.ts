/**
 * One report: open, create, change, delete, close (docs/reports.md).
 * "What happens when a closed report is edited" is answered in `updateReport`.
 */
import {
  canCreateReports,
  canDeleteReports,
  canSeeOrganization,
  type Actor,
  type Report,
  type reportCreateSchema,
  type reportUpdateSchema,
  type UserRef,
} from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { insertActivity, type NewActivity } from '../db/queries/activity.js';
import { selectStorageKeysOfReport } from '../db/queries/media.js';
import {
  deleteReportRow,
  findReport,
  insertReport,
  insertReportTags,
  loadReportParts,
  replaceReportTags,
  updateReportRow,
  type ReportChanges,
  type ReportRecord,
} from '../db/queries/reports.js';
import { isAnonymousSubmitter, isUser, reportVisibleTo } from '../db/queries/reportVisibility.js';
import { findUserById } from '../db/queries/users.js';
import { ApiError, forbidden, invalidFields } from '../errors.js';
import { publishReportEvent } from '../live/publish.js';
import { noteCreated } from '../plugins/idempotency.js';
import { removeStored } from '../media/index.js';
import { recordAudit, type AuditSource } from './audit.js';
import { readOptions } from './options.js';
import {
  assertOrganizationVisible,
  canEditReport,
  findReportInOrganization,
  findVisibleReport,
  isDraftAuthor,
  lifecycleAfterEditorAction,
  userIdOf,
  type ReportActor,
} from './reportAccess.js';
import { toApiReport } from './reportViews.js';
import { resolveTaxonomies, type ResolvedTaxonomies } from './taxonomies.js';
import { actorOf } from './users.js';

export type ReportCreate = z.output<typeof reportCreateSchema>;
export type ReportUpdate = z.output<typeof reportUpdateSchema>;

/** `GET /report/{id}`: an editor opening a report marks it read (clears `new`). */
export async function getReport(ctx: AppContext, actor: Actor, id: number): Promise<Report> {
  const report = await findVisibleReport(ctx, actor, id);
  if (report.isNew && report.status === 'published' && canEditReport(actor, report)) {
    // reading is not a change: updated_date stays
    await updateReportRow(ctx.db, report.id, { isNew: false });
    report.isNew = false;
  }
  return toApiReport(ctx, actor, report);
}

async function reload(ctx: AppContext, actor: ReportActor, id: number): Promise<Report> {
  return toApiReport(ctx, actor, await findVisibleReport(ctx, actor, id));
}

/**
 * `POST /organization/{id}/report`: a draft (source web) that only its author sees until they publish
 * it; uploading its media (one file per call) comes in between. An anonymous submission token
 * creates it in its organization only, with source `anonymous`, no author and the token's id,
 * which alone lets the same token add media and publish it (docs/decisions.md "Embeds").
 */
export async function createReport(ctx: AppContext, actor: ReportActor, organizationId: number, input: ReportCreate): Promise<Report> {
  await assertOrganizationVisible(ctx, actor, organizationId);
  if (isUser(actor) && !canCreateReports(actor)) throw forbidden();
  const taxonomies = await resolveTaxonomies(ctx, organizationId, input.taxonomies);
  const anonymous = isAnonymousSubmitter(actor);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const reportId = await insertReport(tx, {
      organizationId,
      authorId: userIdOf(actor),
      title: input.title,
      content: input.content,
      latitude: input.latitude,
      longitude: input.longitude,
      eventDate: new Date(input.event_date),
      createdAt: now,
      updatedAt: now,
      source: anonymous ? 'anonymous' : 'web',
      status: 'draft',
      anonymousTokenId: anonymous ? actor.tokenId : null,
    });
    await insertReportTags(tx, reportId, taxonomies.tagIds, taxonomies.texts);
    await insertActivity(tx, [{ reportId, event: 'created', data: {}, authorId: userIdOf(actor), createdAt: now }]);
    await noteCreated(tx, `report:${reportId}`);
    return reportId;
  });
  return reload(ctx, actor, id);
}

/** Fields only editors change, even on their own draft (docs/reports.md "Who sees which report"). */
const editorOnlyFields = ['verified', 'visibility', 'assignee', 'urgency'] as const;

/**
 * docs/reports.md: the assignee is an active user of the report's organization who may see the report
 * (the same visibility rule as everywhere, applied to the assignee).
 */
async function assigneeFor(ctx: AppContext, report: ReportRecord, userId: number): Promise<UserRef> {
  const user = await findUserById(ctx.db, userId);
  const member = user?.active && user.organizations.some((organization) => organization.id === report.organizationId);
  if (!user || !member || !(await findReport(ctx.db, report.id, reportVisibleTo(actorOf(user), { drafts: 'none' })))) {
    throw invalidFields({ assignee: 'assigneeInvalid' });
  }
  return { id: user.id, username: user.username };
}

/** The report's current tags, in the form `resolveTaxonomies` gives, to compare with a change. */
export async function currentTaxonomies(ctx: AppContext, reportId: number): Promise<ResolvedTaxonomies> {
  const parts = await loadReportParts(ctx.db, [reportId]);
  const tagIds = [...(parts.tags.get(reportId)?.values() ?? [])].flat().sort((a, b) => a - b);
  return { tagIds, texts: new Map(parts.texts.get(reportId) ?? []) };
}

/** The data of a `tags` activity entry for a change of tags, or null when nothing changed. */
export function tagsEntryData(before: ResolvedTaxonomies, after: ResolvedTaxonomies): Record<string, unknown> | null {
  const added = after.tagIds.filter((id) => !before.tagIds.includes(id));
  const removed = before.tagIds.filter((id) => !after.tagIds.includes(id));
  const text: Record<string, string> = {};
  for (const groupId of new Set([...before.texts.keys(), ...after.texts.keys()])) {
    const value = after.texts.get(groupId) ?? '';
    if ((before.texts.get(groupId) ?? '') !== value) text[String(groupId)] = value;
  }
  if (added.length === 0 && removed.length === 0 && Object.keys(text).length === 0) return null;
  return Object.keys(text).length > 0 ? { added, removed, text } : { added, removed };
}

/** Adds an activity entry of the change being made. */
type ActivityEntry = (event: NewActivity['event'], data?: Record<string, unknown>) => void;

/**
 * Title, text and place as an edit (or an import) sets them: each one that differs from the report goes
 * into `changes`, with its activity entry. `undefined` keeps the report's.
 */
export function textAndPlaceChanges(
  report: ReportRecord,
  to: { title?: string | undefined; content?: string | undefined; latitude: number; longitude: number },
  changes: ReportChanges,
  entry: ActivityEntry,
): void {
  if (to.title !== undefined && to.title !== report.title) {
    changes.title = to.title;
    entry('title', { from: report.title, to: to.title });
  }
  if (to.content !== undefined && to.content !== report.content) {
    changes.content = to.content;
    entry('content', { from: report.content, to: to.content });
  }
  if (to.latitude !== report.latitude || to.longitude !== report.longitude) {
    Object.assign(changes, { latitude: to.latitude, longitude: to.longitude });
    entry('location', {
      from: { latitude: report.latitude, longitude: report.longitude },
      to: { latitude: to.latitude, longitude: to.longitude },
    });
  }
}

/** Verification and visibility as an edit (or an import) sets them, as `textAndPlaceChanges` does. */
export function flagChanges(
  report: ReportRecord,
  to: { verified?: ReportChanges['verified'] | undefined; visibility?: ReportChanges['visibility'] | undefined },
  changes: ReportChanges,
  entry: ActivityEntry,
): void {
  if (to.verified !== undefined && to.verified !== report.verified) {
    changes.verified = to.verified;
    entry(to.verified ? 'verify' : 'unverify');
  }
  if (to.visibility !== undefined && to.visibility !== report.visibility) {
    changes.visibility = to.visibility;
    entry('visibility', { from: report.visibility, to: to.visibility });
  }
}

/**
 * `PUT /organization/{id}/report/{rid}` with the changed fields only.
 * - The author of a draft completes and publishes it; editors change everything else (docs/roles.md).
 * - Assignee and urgency need their options (403 INACTIVE_FEATURE).
 * - On a published report every real change writes its activity entry, the first editor action
 *   moves a new report to `started`, and an edit reopens a closed report (docs/reports.md).
 * - A draft has no history yet: its changes fold into its `created` entry.
 */
export async function updateReport(
  ctx: AppContext,
  actor: ReportActor,
  organizationId: number,
  reportId: number,
  input: ReportUpdate,
): Promise<Report> {
  const report = await findReportInOrganization(ctx, actor, organizationId, reportId);
  const editor = canEditReport(actor, report);
  const draft = report.status === 'draft';
  if (!editor && !isDraftAuthor(actor, report)) throw forbidden();
  if (!editor && editorOnlyFields.some((field) => input[field] !== undefined)) throw forbidden();
  if (input.status === 'draft' && !draft) throw invalidFields({ status: 'invalidValue' });

  const options = await readOptions(ctx);
  if (input.assignee !== undefined && options.assignment_enabled !== '1') throw new ApiError('INACTIVE_FEATURE');
  if (input.urgency !== undefined && options.urgency_enabled !== '1') throw new ApiError('INACTIVE_FEATURE');

  const now = ctx.now();
  const changes: ReportChanges = {};
  const entries: NewActivity[] = [];
  const entry = (event: NewActivity['event'], data: Record<string, unknown> = {}) =>
    entries.push({ reportId: report.id, event, data, authorId: userIdOf(actor), createdAt: now });

  textAndPlaceChanges(
    report,
    {
      title: input.title,
      content: input.content,
      latitude: input.latitude ?? report.latitude,
      longitude: input.longitude ?? report.longitude,
    },
    changes,
    entry,
  );
  // no activity event exists for the event date (docs/reports.md lists the events); the change still
  // counts as an edit
  if (input.event_date !== undefined && new Date(input.event_date).getTime() !== report.eventDate.getTime()) {
    changes.eventDate = new Date(input.event_date);
  }
  let nextTags: ResolvedTaxonomies | undefined;
  if (input.taxonomies !== undefined) {
    const proposed = await resolveTaxonomies(ctx, report.organizationId, input.taxonomies);
    const before = await currentTaxonomies(ctx, report.id);
    const data = tagsEntryData(before, proposed);
    if (data) {
      nextTags = proposed;
      entry('tags', data);
    }
  }
  flagChanges(report, input, changes, entry);
  if (input.assignee !== undefined && input.assignee !== report.assigneeId) {
    const to = input.assignee === null ? null : await assigneeFor(ctx, report, input.assignee);
    const from =
      report.assigneeId !== null && report.assigneeUsername !== null ? { id: report.assigneeId, username: report.assigneeUsername } : null;
    changes.assigneeId = to?.id ?? null;
    entry('edit_assignee', { from, to });
  }
  if (input.urgency !== undefined && input.urgency !== report.urgency) {
    changes.urgency = input.urgency;
    entry('urgency', { from: report.urgency, to: input.urgency });
  }

  const changed = Object.keys(changes).length > 0 || nextTags !== undefined;
  let history: NewActivity[] = [];
  if (draft) {
    if (input.status === 'published') changes.status = 'published';
  } else if (changed) {
    const lifecycle = lifecycleAfterEditorAction(report, actor, 'edit', now);
    Object.assign(changes, lifecycle.changes);
    history = [...lifecycle.entries, ...entries];
  }
  if (Object.keys(changes).length === 0 && nextTags === undefined) return reload(ctx, actor, report.id);

  // live updates: a draft's publication is its creation for everybody else; its other changes are nobody's
  const published = draft && changes.status === 'published';
  await ctx.db.transaction(async (tx) => {
    await updateReportRow(tx, report.id, { ...changes, updatedAt: now });
    if (nextTags) await replaceReportTags(tx, report.id, nextTags.tagIds, nextTags.texts);
    await insertActivity(tx, history);
    if (published || !draft) {
      const kind = published ? 'created' : 'updated';
      await publishReportEvent(tx, { kind, reportId: report.id, organizationId: report.organizationId, at: now });
    }
  });
  return reload(ctx, actor, report.id);
}

/**
 * `DELETE /organization/{id}/report/{rid}`: admin-level users only (the Administrator, an Organization
 * Admin in the report's organization); its files go too.
 */
export async function deleteReport(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  reportId: number,
  source: AuditSource,
): Promise<void> {
  const report = await findReportInOrganization(ctx, actor, organizationId, reportId);
  if (!canDeleteReports(actor) || !canSeeOrganization(actor, report.organizationId)) throw forbidden();
  const storageKeys = await selectStorageKeysOfReport(ctx.db, report.id);
  await ctx.db.transaction(async (tx) => {
    await deleteReportRow(tx, report.id);
    // the row is gone by the time streams check who may hear of it: the event carries what the rule reads
    const { organizationId: reportOrganization, authorId, status, visibility } = report;
    const snapshot = { organizationId: reportOrganization, authorId, status, visibility };
    await publishReportEvent(tx, { kind: 'deleted', reportId: report.id, organizationId: reportOrganization, at: ctx.now(), snapshot });
  });
  // the organization only: a private report's title is no business of the trail's readers
  const details = { organization_id: report.organizationId, files: storageKeys.length };
  await recordAudit(ctx, source, { action: 'report.delete', targetType: 'report', targetId: report.id, details });
  // after the rows: a failure here leaves unreachable files, never a report without its files
  await removeStored(ctx, storageKeys);
}

/** `PUT /organization/{id}/report/{rid}/close`: needs option lifecycle_enabled; closing twice is 409. */
export async function closeReport(ctx: AppContext, actor: Actor, organizationId: number, reportId: number): Promise<Report> {
  const report = await findReportInOrganization(ctx, actor, organizationId, reportId);
  if (!canEditReport(actor, report)) throw forbidden();
  if ((await readOptions(ctx)).lifecycle_enabled !== '1') throw new ApiError('INACTIVE_FEATURE');
  if (report.status === 'draft') throw new ApiError('BAD_REQUEST');
  if (report.lifecycle === 'closed') throw new ApiError('REPORT_CLOSED');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateReportRow(tx, report.id, { lifecycle: 'closed', updatedAt: now });
    await insertActivity(tx, [
      { reportId: report.id, event: 'lifecycle', data: { from: report.lifecycle, to: 'closed' }, authorId: actor.id, createdAt: now },
    ]);
    await publishReportEvent(tx, { kind: 'closed', reportId: report.id, organizationId: report.organizationId, at: now });
  });
  return reload(ctx, actor, report.id);
}
