/**
 * Finding a report for a caller, and what the caller may do to it. Seeing goes through the one SQL rule
 * (db/queries/reportVisibility.ts); acting goes through the core policy (docs/roles.md).
 */
import { canEditReports, canSeeOrganization, type Actor, type Lifecycle } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import type { NewActivity } from '../db/queries/activity.js';
import { listOrganizations } from '../db/queries/organizations.js';
import { findReport, type ReportChanges, type ReportRecord } from '../db/queries/reports.js';
import {
  isAnonymousSubmitter,
  isUser,
  reportVisibleTo,
  type AnonymousSubmitter,
  type ReportViewer,
  type VisibilityScope,
} from '../db/queries/reportVisibility.js';
import { notFound } from '../errors.js';

/**
 * Who writes a report: a signed-in user, or the bearer of an anonymous submission token,
 * who may only create a draft in the anonymous organization, add its media and publish it.
 */
export type ReportActor = Actor | AnonymousSubmitter;

/** The user recorded as the author of what `actor` does; null for an anonymous submission. */
export const userIdOf = (actor: ReportActor): number | null => (isAnonymousSubmitter(actor) ? null : actor.id);

/**
 * An organization the caller cannot see, or that does not exist, is 404 (never reveal that it exists).
 * An anonymous submitter sees only the organization its token was issued for.
 */
export async function assertOrganizationVisible(ctx: AppContext, actor: ReportActor, organizationId: number): Promise<void> {
  const visible = isAnonymousSubmitter(actor) ? actor.organizationId === organizationId : canSeeOrganization(actor, organizationId);
  if (!visible) throw notFound();
  if ((await listOrganizations(ctx.db, [organizationId])).length === 0) throw notFound();
}

/** The report if the viewer may see it; otherwise 404, as if it did not exist (docs/reports.md). */
export async function findVisibleReport(
  ctx: AppContext,
  viewer: ReportViewer,
  id: number,
  drafts: VisibilityScope['drafts'] = 'own',
): Promise<ReportRecord> {
  const report = await findReport(ctx.db, id, reportVisibleTo(viewer, { drafts }));
  if (!report) throw notFound();
  return report;
}

/** For the media route, which re-checks on every download that the viewer may still see the report. */
export async function canViewerSeeReport(ctx: AppContext, viewer: ReportViewer, reportId: number): Promise<boolean> {
  return (await findReport(ctx.db, reportId, reportVisibleTo(viewer, { drafts: 'own' }))) !== undefined;
}

/** A report addressed as `/organization/{id}/report/{rid}`: it must be visible and of that organization. */
export async function findReportInOrganization(
  ctx: AppContext,
  viewer: ReportViewer,
  organizationId: number,
  reportId: number,
): Promise<ReportRecord> {
  const report = await findVisibleReport(ctx, viewer, reportId);
  if (report.organizationId !== organizationId) throw notFound();
  return report;
}

/** Editors: the Administrator, and an Organization Admin in the report's organization. */
export const canEditReport = (actor: ReportActor, report: Pick<ReportRecord, 'organizationId'>): boolean =>
  isUser(actor) && canEditReports(actor) && canSeeOrganization(actor, report.organizationId);

/** The writer of a draft: its author, or the anonymous token that created it. */
export function isDraftAuthor(actor: ReportActor, report: Pick<ReportRecord, 'status' | 'authorId' | 'anonymousTokenId'>): boolean {
  if (report.status !== 'draft') return false;
  return isAnonymousSubmitter(actor) ? report.anonymousTokenId === actor.tokenId : report.authorId === actor.id;
}

export type ReopenReason = 'edit' | 'comment';

/**
 * What an editor's action does to the lifecycle (docs/reports.md "Lifecycle"): the first action moves
 * a new report to `started`; an edit or a published comment reopens a closed one, and says why.
 */
export function lifecycleAfterEditorAction(
  report: Pick<ReportRecord, 'id' | 'lifecycle'>,
  actor: ReportActor,
  reason: ReopenReason,
  at: Date,
): { changes: ReportChanges; entries: NewActivity[] } {
  const from = report.lifecycle as Lifecycle;
  if (from === 'started') return { changes: {}, entries: [] };
  const data: Record<string, unknown> = from === 'closed' ? { from, to: 'started', reason } : { from, to: 'started' };
  return {
    changes: { lifecycle: 'started' },
    entries: [{ reportId: report.id, event: 'lifecycle', data, authorId: userIdOf(actor), createdAt: at }],
  };
}
