/** Reports as the API shows them (core reportSchema), a page at a time. */
import type { Lifecycle, Report, ReportSource, ReportStatus, Taxonomies, Urgency, Visibility } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { loadReportParts, type ReportRecord } from '../db/queries/reports.js';
import type { ReportViewer } from '../db/queries/reportVisibility.js';
import { mediaViewerOf, toApiMedia } from './mediaLinks.js';

const userRef = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);

/** The report objects of `records`, in their order, with tags, media and comment counts in one query. */
export async function toApiReports(ctx: AppContext, viewer: ReportViewer, records: readonly ReportRecord[]): Promise<Report[]> {
  const parts = await loadReportParts(
    ctx.db,
    records.map((record) => record.id),
  );
  const mediaViewer = mediaViewerOf(viewer);
  return records.map((record) => {
    const taxonomies: Taxonomies = {};
    for (const [groupId, tagIds] of parts.tags.get(record.id) ?? []) taxonomies[String(groupId)] = tagIds;
    for (const [groupId, text] of parts.texts.get(record.id) ?? []) taxonomies[String(groupId)] = text;
    return {
      id: record.id,
      title: record.title,
      content: record.content,
      latitude: record.latitude,
      longitude: record.longitude,
      event_date: record.eventDate.toISOString(),
      created_date: record.createdAt.toISOString(),
      updated_date: record.updatedAt.toISOString(),
      source: record.source as ReportSource,
      taxonomies,
      media: (parts.media.get(record.id) ?? []).map((row) => toApiMedia(ctx, mediaViewer, row)),
      organization: { id: record.organizationId, name: record.organizationName },
      status: record.status as ReportStatus,
      author: userRef(record.authorId, record.authorUsername),
      new: record.isNew,
      lifecycle: record.lifecycle as Lifecycle,
      urgency: record.urgency as Urgency | null,
      verified: record.verified,
      visibility: record.visibility as Visibility,
      assignee: userRef(record.assigneeId, record.assigneeUsername),
      urgent: record.urgency !== null,
      comments_count: parts.commentCounts.get(record.id) ?? 0,
    };
  });
}

export async function toApiReport(ctx: AppContext, viewer: ReportViewer, record: ReportRecord): Promise<Report> {
  const [report] = await toApiReports(ctx, viewer, [record]);
  return report!;
}
