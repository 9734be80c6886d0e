/**
 * Publishing a change of a report to every server process (docs/api.md "Live updates"): one
 * `pg_notify` on the channel every process listens on. Called with the write's transaction, the
 * notification goes out when it commits and never when it rolls back.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/queries/reports.js';

/** The notification channel of report changes. */
export const liveChannel = 'fieldwatch_reports';

type LiveEventKind = 'created' | 'updated' | 'commented' | 'closed' | 'deleted';

/**
 * What a deleted report was, for the visibility rule to be applied to a row that no longer exists.
 * Kept to the columns the rule reads; never text of the report.
 */
interface ReportSnapshot {
  organizationId: number;
  authorId: number | null;
  status: string;
  visibility: string;
}

/** The channel's payload: a few dozen bytes, far under PostgreSQL's 8000-byte limit. */
export interface LiveMessage {
  /** the event's id, the same in every process: `Last-Event-ID` resumes after it */
  id: string;
  kind: LiveEventKind;
  reportId: number;
  organizationId: number;
  /** ISO time of the change */
  time: string;
  /** set for `deleted` only */
  snapshot?: ReportSnapshot;
}

/** Time first, so that ids sort by time; the random part tells apart events of one millisecond. */
const newEventId = (at: Date): string => `${at.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;

export async function publishReportEvent(
  db: Queryable,
  event: { kind: LiveEventKind; reportId: number; organizationId: number; at: Date; snapshot?: ReportSnapshot },
): Promise<void> {
  const message: LiveMessage = {
    id: newEventId(event.at),
    kind: event.kind,
    reportId: event.reportId,
    organizationId: event.organizationId,
    time: event.at.toISOString(),
    ...(event.snapshot ? { snapshot: event.snapshot } : {}),
  };
  await db.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify(message)})`);
}

/**
 * The channel of streams to end: the refresh-token families just revoked (sign-out, a password change, a
 * deactivation, a reused refresh token) and the users whose role or organizations just changed. Every
 * process ends the event streams opened by them at once, rather than when the access token expires: a
 * revoked sign-in hears nothing more, and a changed user reconnects to be checked as they are now.
 */
export const sessionChannel = 'fieldwatch_sessions';

interface EndedStreams {
  families: string[];
  users: number[];
}

/** Entries per notification: 36-character family ids keep a payload far under PostgreSQL's 8000 bytes. */
const entriesPerMessage = 150;

export async function publishEndedStreams(
  db: Queryable,
  ended: { families?: readonly string[]; users?: readonly number[] },
): Promise<void> {
  const entries = [...(ended.families ?? []).map((family) => ({ family })), ...(ended.users ?? []).map((user) => ({ user }))];
  for (let start = 0; start < entries.length; start += entriesPerMessage) {
    const chunk = entries.slice(start, start + entriesPerMessage);
    const message: EndedStreams = {
      families: chunk.flatMap((entry) => ('family' in entry ? [entry.family] : [])),
      users: chunk.flatMap((entry) => ('user' in entry ? [entry.user] : [])),
    };
    await db.execute(sql`select pg_notify(${sessionChannel}, ${JSON.stringify(message)})`);
  }
}

const endedStreamsSchema = z.object({ families: z.array(z.string()), users: z.array(z.number().int()) });

/** What a payload of the sessions channel names; nothing when it is not one of ours. */
export function parseEndedStreams(payload: string): EndedStreams {
  try {
    const parsed = endedStreamsSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : { families: [], users: [] };
  } catch {
    return { families: [], users: [] };
  }
}

const liveMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['created', 'updated', 'commented', 'closed', 'deleted']),
  reportId: z.number().int(),
  organizationId: z.number().int(),
  time: z.string(),
  snapshot: z
    .object({ organizationId: z.number().int(), authorId: z.number().int().nullable(), status: z.string(), visibility: z.string() })
    .optional(),
});

/** A payload read back from the channel, or undefined when it is not one of ours. */
export function parseLiveMessage(payload: string): LiveMessage | undefined {
  try {
    const parsed = liveMessageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? (parsed.data as LiveMessage) : undefined;
  } catch {
    return undefined;
  }
}
