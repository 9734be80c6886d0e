/**
 * The live updates of one server process (docs/api.md "Live updates"): one `LISTEN` on the reports'
 * channel, and the fan-out of each change to this process's open event streams. Whoever may not see a
 * report gets nothing of its changes: each event goes through the one visibility rule
 * (`reportVisibleTo`), in one query per event for every viewer connected here.
 */
import type { LiveEvent } from '@fieldwatch/core';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Listen } from '../db/connect.js';
import { reportVisibleTo, type ReportViewer } from '../db/queries/reportVisibility.js';
import { reports } from '../db/schema.js';
import { liveChannel, parseEndedStreams, parseLiveMessage, sessionChannel, type LiveMessage } from './publish.js';

/** One open event stream: who reads it (`key` names the viewer: streams of one viewer share one check) and how to write to it. */
interface LiveSubscriber {
  key: string;
  viewer: ReportViewer;
  /** the sign-in (refresh-token family) whose access token opened the stream, and its user; none for the public */
  familyId?: string;
  userId?: number;
  /** the client's address, for the per-address limit */
  address: string;
  send(event: LiveEvent): void;
  /** events may have been missed: the client reloads what it shows */
  reset(): void;
  /** closes the stream (the server stops, or its sign-in ended) */
  end(): void;
}

/** How far back `Last-Event-ID` can resume: the last events of these two minutes, at most this many. */
const resumeWindowMs = 2 * 60_000;
const resumeMaxEvents = 200;
/** Viewers checked in one query (each is one column of the answer; PostgreSQL allows 1664). */
const viewersPerQuery = 500;

/** What a stream is sent for one change (core's `LiveEvent`): no content of the report, ever. */
const eventOf = (message: LiveMessage): LiveEvent => ({
  id: message.id,
  kind: message.kind,
  report_id: message.reportId,
  organization_id: message.organizationId,
  time: message.time,
});

/**
 * The keys of the viewers who may see the report `message` is about: one query. A deleted report's
 * row is gone; the rule then reads the snapshot the message carries, as a one-row `reports`.
 */
async function viewersWhoSee(
  ctx: AppContext,
  message: LiveMessage,
  viewers: readonly (readonly [string, ReportViewer])[],
): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let start = 0; start < viewers.length; start += viewersPerQuery) {
    const chunk = viewers.slice(start, start + viewersPerQuery);
    const columns = sql.join(
      chunk.map(([, viewer], index) => sql`(${reportVisibleTo(viewer, { drafts: 'none' })}) as ${sql.identifier(`v${index}`)}`),
      sql`, `,
    );
    const { snapshot } = message;
    const source: SQL = snapshot
      ? sql`(values (${message.reportId}::int, ${snapshot.organizationId}::int, ${snapshot.authorId}::int, ${snapshot.status}::text, ${snapshot.visibility}::text, null::uuid))
          as ${reports} (id, organization_id, author_id, status, visibility, anonymous_token_id)`
      : sql`${reports} where ${reports.id} = ${message.reportId}`;
    const result = await ctx.db.execute(sql`select ${columns} from ${source}`);
    const { rows } = result as { rows: Record<string, unknown>[] };
    const row = rows[0];
    if (!row) break;
    chunk.forEach(([key], index) => {
      if (row[`v${index}`] === true) seen.add(key);
    });
  }
  return seen;
}

export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  /** every stream open here, joined or about to (the limits count these) */
  private readonly open = new Set<LiveSubscriber>();
  /** the events delivered lately, oldest first, for `Last-Event-ID` */
  private readonly recent: { message: LiveMessage; receivedAt: number }[] = [];
  /** changes are handled one at a time, in the order they came, and a new stream joins between two */
  private queue: Promise<void> = Promise.resolve();
  private readonly unlisten: (() => Promise<void>)[] = [];

  constructor(private readonly ctx: AppContext) {}

  async start(listen: Listen): Promise<void> {
    const reports = await listen(liveChannel, {
      message: (payload) => {
        const message = parseLiveMessage(payload);
        if (message) this.enqueue(() => this.deliver(message));
      },
      gap: () => {
        this.ctx.log.info('live updates: listening again; open streams reload');
        this.enqueue(() => {
          this.recent.length = 0;
          for (const subscriber of this.subscribers) subscriber.reset();
          return Promise.resolve();
        });
      },
      lost: (error) => this.ctx.log.warn({ err: error }, 'live updates: lost the listening connection; reconnecting'),
    });
    this.unlisten.push(reports);
    // a stream lives no longer than its sign-in, nor past a change of what its user may see
    const sessions = await listen(sessionChannel, {
      message: (payload) => {
        const ended = parseEndedStreams(payload);
        const families = new Set(ended.families);
        const users = new Set(ended.users);
        for (const subscriber of [...this.open]) {
          const revoked = subscriber.familyId !== undefined && families.has(subscriber.familyId);
          if (revoked || (subscriber.userId !== undefined && users.has(subscriber.userId))) subscriber.end();
        }
      },
      // revocations may have been missed: signed-in streams end, and reconnect if their sign-in still holds
      gap: () => {
        for (const subscriber of [...this.open]) if (subscriber.familyId !== undefined) subscriber.end();
      },
      lost: (error) => this.ctx.log.warn({ err: error }, 'live updates: lost the sessions listening connection; reconnecting'),
    });
    this.unlisten.push(sessions);
  }

  /** Ends every stream and stops listening: before the server closes, which waits for open connections. */
  async close(): Promise<void> {
    for (const unlisten of this.unlisten.splice(0)) await unlisten();
    for (const subscriber of [...this.open]) subscriber.end();
    this.open.clear();
    this.subscribers.clear();
    await this.queue;
  }

  /** How many open streams match `predicate` (the connection limits). */
  count(predicate: (subscriber: LiveSubscriber) => boolean): number {
    let total = 0;
    for (const subscriber of this.open) if (predicate(subscriber)) total++;
    return total;
  }

  /**
   * Adds a stream; with `lastEventId`, first sends it the events it missed since that one (each checked
   * against the rule), or a reset when that event is no longer known here. The answer removes it.
   */
  subscribe(subscriber: LiveSubscriber, lastEventId?: string): () => void {
    let removed = false;
    this.open.add(subscriber);
    this.enqueue(async () => {
      if (removed) return;
      if (lastEventId !== undefined) await this.replay(subscriber, lastEventId);
      if (!removed) this.subscribers.add(subscriber);
    });
    return () => {
      removed = true;
      this.open.delete(subscriber);
      this.subscribers.delete(subscriber);
    };
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue
      .then(work)
      .catch((error: unknown) => this.ctx.log.error({ err: error }, 'live updates: an event was not delivered'));
  }

  private async replay(subscriber: LiveSubscriber, lastEventId: string): Promise<void> {
    this.forgetOld();
    const index = this.recent.findIndex(({ message }) => message.id === lastEventId);
    if (index < 0) return subscriber.reset();
    for (const { message } of this.recent.slice(index + 1)) {
      const seen = await viewersWhoSee(this.ctx, message, [[subscriber.key, subscriber.viewer]]);
      if (seen.has(subscriber.key)) subscriber.send(eventOf(message));
    }
  }

  private async deliver(message: LiveMessage): Promise<void> {
    this.recent.push({ message, receivedAt: Date.now() });
    this.forgetOld();
    if (this.subscribers.size === 0) return;
    const viewers = new Map<string, ReportViewer>();
    for (const subscriber of this.subscribers) viewers.set(subscriber.key, subscriber.viewer);
    const seen = await viewersWhoSee(this.ctx, message, [...viewers]);
    const event = eventOf(message);
    for (const subscriber of this.subscribers) if (seen.has(subscriber.key)) subscriber.send(event);
  }

  private forgetOld(): void {
    const oldest = Date.now() - resumeWindowMs;
    while (this.recent.length > 0 && (this.recent.length > resumeMaxEvents || this.recent[0]!.receivedAt < oldest)) this.recent.shift();
  }
}
