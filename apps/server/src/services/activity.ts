/** A report's activity feed (docs/reports.md "Activity data, by event"). */
import { colorOfUser, type ActivityEntry, type ActivityEvent, type Actor } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { selectActivityMedia, selectActivityPage } from '../db/queries/activity.js';
import { groupMedia, toApiMedia } from './mediaLinks.js';
import { findVisibleReport } from './reportAccess.js';

/** `GET /report/{id}/activity?limit&offset`: newest first; whoever sees the report reads its activity. */
export async function listActivity(
  ctx: AppContext,
  viewer: Actor,
  reportId: number,
  page: { offset: number; limit: number },
): Promise<{ data: ActivityEntry[]; total: number }> {
  const report = await findVisibleReport(ctx, viewer, reportId);
  const { rows, total } = await selectActivityPage(ctx.db, report.id, page);
  const mediaByEntry = groupMedia(
    await selectActivityMedia(
      ctx.db,
      rows.map((row) => row.id),
    ),
    (row) => row.activityId,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      event: row.event as ActivityEvent,
      data: row.data,
      author: row.authorId !== null && row.authorUsername !== null ? { id: row.authorId, username: row.authorUsername } : null,
      media: (mediaByEntry.get(row.id) ?? []).map((media) => toApiMedia(ctx, viewer.id, media)),
      created_at: row.createdAt.toISOString(),
      colour: colorOfUser(row.authorId),
    })),
    total,
  };
}
