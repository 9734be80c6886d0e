/**
 * Comments (docs/reports.md "Comments"): created as a draft, given media one file per
 * call, then published — only then are they shown, announced as a `reply`, and do they reopen a closed
 * report.
 */
import { colorOfUser, type Actor, type Comment, type ReportStatus } from '@fieldwatch/core';
import type { AppContext } from '../context.js';
import { insertActivity } from '../db/queries/activity.js';
import {
  findComment,
  insertComment,
  linkCommentMedia,
  publishCommentRow,
  selectCommentMedia,
  selectPublishedComments,
  type CommentRecord,
} from '../db/queries/comments.js';
import { updateReportRow, type ReportRecord } from '../db/queries/reports.js';
import { ApiError, forbidden, invalidFields, notFound } from '../errors.js';
import { publishReportEvent } from '../live/publish.js';
import { noteCreated } from '../plugins/idempotency.js';
import { groupMedia, toApiMedia } from './mediaLinks.js';
import { canEditReport, findVisibleReport, lifecycleAfterEditorAction } from './reportAccess.js';

async function toApiComments(ctx: AppContext, viewer: Actor, rows: readonly CommentRecord[]): Promise<Comment[]> {
  const mediaByComment = groupMedia(
    await selectCommentMedia(
      ctx.db,
      rows.map((row) => row.id),
    ),
    (row) => row.commentId,
  );
  return rows.map((row) => ({
    id: row.id,
    author: row.authorId !== null && row.authorUsername !== null ? { id: row.authorId, username: row.authorUsername } : null,
    colour: colorOfUser(row.authorId),
    content: row.content,
    status: row.status as ReportStatus,
    posted_date: (row.postedAt ?? row.createdAt).toISOString(),
    media: (mediaByComment.get(row.id) ?? []).map((media) => toApiMedia(ctx, viewer.id, media)),
  }));
}

async function toApiComment(ctx: AppContext, viewer: Actor, row: CommentRecord): Promise<Comment> {
  const [comment] = await toApiComments(ctx, viewer, [row]);
  return comment!;
}

/** `GET /report/{id}/comments`: the published comments, newest first; whoever sees the report reads them. */
export async function listComments(ctx: AppContext, viewer: Actor, reportId: number): Promise<{ data: Comment[]; total: number }> {
  const report = await findVisibleReport(ctx, viewer, reportId);
  const { rows, total } = await selectPublishedComments(ctx.db, report.id);
  return { data: await toApiComments(ctx, viewer, rows), total };
}

/** Comments are an editor's action on a published report (docs/roles.md). */
function assertMayComment(actor: Actor, report: ReportRecord): void {
  if (!canEditReport(actor, report)) throw forbidden();
  if (report.status !== 'published') throw new ApiError('BAD_REQUEST');
}

/** `POST /report/{id}/comment {content}`: a draft comment (201). */
export async function createComment(ctx: AppContext, actor: Actor, reportId: number, content: string): Promise<Comment> {
  const report = await findVisibleReport(ctx, actor, reportId);
  assertMayComment(actor, report);
  const id = await ctx.db.transaction(async (tx) => {
    const commentId = await insertComment(tx, { reportId: report.id, authorId: actor.id, content, createdAt: ctx.now() });
    await noteCreated(tx, `comment:${commentId}`);
    return commentId;
  });
  return toApiComment(ctx, actor, (await findComment(ctx.db, id))!);
}

/**
 * A comment the actor may act on: its report must be visible, and a draft comment exists only for its
 * author (404 for everybody else, like a draft report).
 */
export async function findOwnComment(
  ctx: AppContext,
  actor: Actor,
  commentId: number,
): Promise<{ comment: CommentRecord; report: ReportRecord }> {
  const comment = await findComment(ctx.db, commentId);
  if (!comment) throw notFound();
  const report = await findVisibleReport(ctx, actor, comment.reportId);
  if (comment.status === 'draft' && comment.authorId !== actor.id) throw notFound();
  return { comment, report };
}

/**
 * `PUT /comment/{id} {status}`: the author publishes their draft. Publishing writes the `reply` entry
 * (carrying the comment's media), moves a new report to `started` and reopens a closed one.
 */
export async function updateComment(ctx: AppContext, actor: Actor, commentId: number, status: ReportStatus): Promise<Comment> {
  const { comment, report } = await findOwnComment(ctx, actor, commentId);
  if (comment.authorId !== actor.id) throw forbidden();
  assertMayComment(actor, report);
  if (status === 'draft' && comment.status === 'published') throw invalidFields({ status: 'invalidValue' });
  if (status === comment.status) return toApiComment(ctx, actor, comment);

  const now = ctx.now();
  const lifecycle = lifecycleAfterEditorAction(report, actor, 'comment', now);
  await ctx.db.transaction(async (tx) => {
    await publishCommentRow(tx, comment.id, now);
    await updateReportRow(tx, report.id, { ...lifecycle.changes, updatedAt: now });
    const ids = await insertActivity(tx, [
      ...lifecycle.entries,
      {
        reportId: report.id,
        event: 'reply',
        data: { comment_id: comment.id, content: comment.content },
        authorId: actor.id,
        createdAt: now,
      },
    ]);
    await linkCommentMedia(tx, comment.id, ids[ids.length - 1]!);
    await publishReportEvent(tx, { kind: 'commented', reportId: report.id, organizationId: report.organizationId, at: now });
  });
  return toApiComment(ctx, actor, (await findComment(ctx.db, comment.id))!);
}

export { toApiComment };
