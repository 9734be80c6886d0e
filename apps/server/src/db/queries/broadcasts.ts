/** SQL for broadcasts and their delivery to each recipient's inbox. */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { broadcastRecipients, broadcasts, organizations, userOrganizations, users } from '../schema.js';
import type { Queryable } from './reports.js';

export interface BroadcastRecord {
  id: number;
  organizationId: number;
  organizationName: string;
  subject: string;
  content: string;
  type: string;
  recipients: number[];
  delivered: number;
  read: number;
  authorId: number | null;
  authorUsername: string | null;
  createdAt: Date;
}

const author = alias(users, 'author');

/** An organization's broadcasts (or one of them), newest first, each with its delivered and read counts. */
export async function selectBroadcasts(
  db: Queryable,
  query: { organizationId: number; broadcastId?: number; offset?: number; limit?: number },
): Promise<BroadcastRecord[]> {
  const delivered = sql<number>`(select count(*) from ${broadcastRecipients} where ${broadcastRecipients.broadcastId} = ${broadcasts.id})`;
  const read = sql<number>`(
    select count(*) from ${broadcastRecipients}
    where ${broadcastRecipients.broadcastId} = ${broadcasts.id} and ${broadcastRecipients.readAt} is not null
  )`;
  let select = db
    .select({
      id: broadcasts.id,
      organizationId: broadcasts.organizationId,
      organizationName: organizations.name,
      subject: broadcasts.subject,
      content: broadcasts.content,
      type: broadcasts.type,
      recipients: broadcasts.recipients,
      delivered: delivered.mapWith(Number),
      read: read.mapWith(Number),
      authorId: broadcasts.authorId,
      authorUsername: author.username,
      createdAt: broadcasts.createdAt,
    })
    .from(broadcasts)
    .innerJoin(organizations, eq(organizations.id, broadcasts.organizationId))
    .leftJoin(author, eq(author.id, broadcasts.authorId))
    .where(
      and(
        eq(broadcasts.organizationId, query.organizationId),
        query.broadcastId === undefined ? undefined : eq(broadcasts.id, query.broadcastId),
      ),
    )
    .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
    .$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset !== undefined) select = select.offset(query.offset);
  return select;
}

export async function countBroadcasts(db: Queryable, organizationId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(broadcasts).where(eq(broadcasts.organizationId, organizationId));
  return row?.total ?? 0;
}

export interface RecipientRow {
  id: number;
  username: string;
  email: string;
  language: string;
}

/**
 * Active users of the organization, all of them or only those with these ids or this role. The
 * Administrator belongs to no organization, so it is never among them.
 */
export async function selectActiveRecipients(
  db: Queryable,
  organizationId: number,
  only: { userIds?: readonly number[]; roleId?: number } = {},
): Promise<RecipientRow[]> {
  return db
    .select({ id: users.id, username: users.username, email: users.email, language: users.language })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(
      and(
        eq(userOrganizations.organizationId, organizationId),
        eq(users.active, true),
        only.userIds === undefined ? undefined : inArray(users.id, [...only.userIds]),
        only.roleId === undefined ? undefined : eq(users.roleId, only.roleId),
      ),
    )
    .orderBy(asc(users.id));
}

export async function insertBroadcast(
  db: Queryable,
  values: {
    organizationId: number;
    subject: string;
    content: string;
    type: string;
    recipients: number[];
    authorId: number;
    createdAt: Date;
  },
  recipientIds: readonly number[],
): Promise<number> {
  const [row] = await db.insert(broadcasts).values(values).returning({ id: broadcasts.id });
  const id = row!.id;
  if (recipientIds.length > 0) await db.insert(broadcastRecipients).values(recipientIds.map((userId) => ({ broadcastId: id, userId })));
  return id;
}

export interface InboxRecord {
  id: number;
  organizationId: number;
  organizationName: string;
  subject: string;
  content: string;
  authorId: number | null;
  authorUsername: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** A user's messages (or one of them): unread first, then newest first. */
export async function selectInbox(
  db: Queryable,
  query: { userId: number; messageId?: number; unread?: boolean | undefined; offset?: number; limit?: number },
): Promise<InboxRecord[]> {
  let select = db
    .select({
      id: broadcasts.id,
      organizationId: broadcasts.organizationId,
      organizationName: organizations.name,
      subject: broadcasts.subject,
      content: broadcasts.content,
      authorId: broadcasts.authorId,
      authorUsername: author.username,
      createdAt: broadcasts.createdAt,
      readAt: broadcastRecipients.readAt,
    })
    .from(broadcastRecipients)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastRecipients.broadcastId))
    .innerJoin(organizations, eq(organizations.id, broadcasts.organizationId))
    .leftJoin(author, eq(author.id, broadcasts.authorId))
    .where(inboxCondition(query))
    .orderBy(sql`${broadcastRecipients.readAt} is not null`, desc(broadcasts.createdAt), desc(broadcasts.id))
    .$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset !== undefined) select = select.offset(query.offset);
  return select;
}

function inboxCondition(query: { userId: number; messageId?: number; unread?: boolean | undefined }) {
  return and(
    eq(broadcastRecipients.userId, query.userId),
    query.messageId === undefined ? undefined : eq(broadcastRecipients.broadcastId, query.messageId),
    query.unread === undefined
      ? undefined
      : query.unread
        ? isNull(broadcastRecipients.readAt)
        : sql`${broadcastRecipients.readAt} is not null`,
  );
}

/** How many of a user's messages match (`unread` alone: how many are unread). */
export async function countInbox(db: Queryable, query: { userId: number; unread?: boolean | undefined }): Promise<number> {
  const [row] = await db.select({ total: count() }).from(broadcastRecipients).where(inboxCondition(query));
  return row?.total ?? 0;
}

/** Marks one of the user's messages read, keeping the first reading's time; false when it is not theirs. */
export async function markInboxRead(db: Queryable, userId: number, messageId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(broadcastRecipients)
    .set({ readAt: sql`coalesce(${broadcastRecipients.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(broadcastRecipients.userId, userId), eq(broadcastRecipients.broadcastId, messageId)))
    .returning({ id: broadcastRecipients.broadcastId });
  return rows.length > 0;
}
