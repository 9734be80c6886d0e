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
 * The channel of ended sign-ins: the refresh-token families just revoked (sign-out, a password or role
 * change, a deactivation, a reused refresh token). Every process ends the event streams opened with an
 * access token of one of them, at once rather than when the token expires.
 */
export const sessionChannel = 'fieldwatch_sessions';

/** Families per notification: 36-character ids keep a payload far under PostgreSQL's 8000 bytes. */
const familiesPerMessage = 150;

export async function publishRevokedSessions(db: Queryable, familyIds: readonly string[]): Promise<void> {
  for (let start = 0; start < familyIds.length; start += familiesPerMessage) {
    const families = familyIds.slice(start, start + familiesPerMessage);
    await db.execute(sql`select pg_notify(${sessionChannel}, ${JSON.stringify({ families })})`);
  }
}

const revokedSessionsSchema = z.object({ families: z.array(z.string()) });

/** The families a payload of the sessions channel names; none when it is not one of ours. */
export function parseRevokedSessions(payload: string): string[] {
  try {
    const parsed = revokedSessionsSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data.families : [];
  } catch {
    return [];
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
