/** SQL for comments (docs/reports.md "Comments"). */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { comments, media, users } from '../schema.js';
import type { Queryable } from './reports.js';

export interface CommentRecord {
  id: number;
  reportId: number;
  authorId: number | null;
  authorUsername: string | null;
  content: string;
  status: string;
  createdAt: Date;
  postedAt: Date | null;
}

const commentColumns = {
  id: comments.id,
  reportId: comments.reportId,
  authorId: comments.authorId,
  authorUsername: users.username,
  content: comments.content,
  status: comments.status,
  createdAt: comments.createdAt,
  postedAt: comments.postedAt,
};

export async function findComment(db: Queryable, id: number): Promise<CommentRecord | undefined> {
  const [row] = await db.select(commentColumns).from(comments).leftJoin(users, eq(users.id, comments.authorId)).where(eq(comments.id, id));
  return row;
}

/** The report's published comments, newest first (like the activity feed they appear in). */
export async function selectPublishedComments(db: Queryable, reportId: number): Promise<{ rows: CommentRecord[]; total: number }> {
  const where = and(eq(comments.reportId, reportId), eq(comments.status, 'published'));
  const [rows, totals] = await Promise.all([
    db
      .select(commentColumns)
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(where)
      .orderBy(desc(comments.postedAt), desc(comments.id)),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function insertComment(
  db: Queryable,
  values: { reportId: number; authorId: number; content: string; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(comments)
    .values({ ...values, status: 'draft' })
    .returning({ id: comments.id });
  return row!.id;
}

export async function publishCommentRow(db: Queryable, id: number, at: Date): Promise<void> {
  await db.update(comments).set({ status: 'published', postedAt: at }).where(eq(comments.id, id));
}

export async function selectCommentMedia(db: Queryable, commentIds: readonly number[]) {
  if (commentIds.length === 0) return [];
  return db
    .select()
    .from(media)
    .where(inArray(media.commentId, [...commentIds]))
    .orderBy(media.id);
}

/** Links the comment's media to the `reply` entry that announces them. */
export async function linkCommentMedia(db: Queryable, commentId: number, activityId: number): Promise<void> {
  await db
    .update(media)
    .set({ activityId })
    .where(and(eq(media.commentId, commentId), isNull(media.activityId)));
}
