/**
 * How one server process follows the map's change log (schema.ts `reportChanges`; docs/map.md "How
 * the index follows writes"): on every map request it reads the log rows past the newest one it has
 * seen, and appends their report ids to an in-memory journal numbered by arrival. A cached point index
 * records the journal number it is current at; to catch up it re-reads only the reports journalled
 * since, or is rebuilt when they are too many, or when the journal no longer reaches back that far.
 *
 * Log numbers are taken when a write runs, not when it commits: a long transaction can commit number
 * 41 after number 42 was read. Numbers skipped so far are kept as holes and asked for again on each
 * read for an hour (a transaction holding reports open longer is not waited for; a rolled-back one
 * never fills its hole). A journal entry is counted by when this process saw it, so a late commit is
 * applied like any other change.
 */
import type { ReportChange } from '../db/queries/reportPoints.js';

/** Rows read at most per request; past it, every index is rebuilt (an import, a bulk edit). */
const readMax = 10_000;
/** Report ids kept in the journal. */
const journalMax = 100_000;
/** Skipped numbers looked for at most, the newest kept: writers running at once are far fewer. */
const holesMax = 1000;
/** How long a skipped number is looked for, and how long the process may go without reading before it starts over. */
const patienceMs = 60 * 60 * 1000;
/** Changed reports above which an index is rebuilt rather than patched. */
const patchMax = 20_000;

export interface ChangeSource {
  /** rows past `after` and among `holes`, ids ascending, at most `limit` */
  changes(after: number, holes: readonly number[], limit: number): Promise<ReportChange[]>;
  /** the ids among the newest `span` numbers, ascending (empty when the log is) */
  recent(span: number): Promise<number[]>;
}

/** What an index filed at a journal number must do to be current. */
export type CatchUp = { kind: 'current' } | { kind: 'rebuild' } | { kind: 'patch'; reports: Uint32Array };

export class ChangeFollower {
  /** the newest log number seen; -1 until the first read */
  private position = -1;
  /** skipped numbers → when first seen skipped (ms) */
  private readonly holes = new Map<number, number>();
  /** `journal[i]` is the report changed at journal number `base + i + 1`; null: every report */
  private journal: (number | null)[] = [];
  private base = 0;
  private lastRead = 0;

  constructor(
    private readonly source: ChangeSource,
    private readonly now: () => number = Date.now,
  ) {}

  /** The journal number everything read so far stands at. */
  get sequence(): number {
    return this.base + this.journal.length;
  }

  /** Reads the log's new rows; resolves to the journal number the caller's data must be current at. */
  async refresh(): Promise<number> {
    const now = this.now();
    if (this.position < 0 || now - this.lastRead > patienceMs) {
      await this.startOver();
    } else {
      const rows = await this.source.changes(this.position, [...this.holes.keys()], readMax + 1);
      if (rows.length > readMax) await this.startOver();
      else for (const row of rows) this.take(row, now);
    }
    this.lastRead = now;
    for (const [id, since] of this.holes) if (now - since > patienceMs) this.holes.delete(id);
    return this.sequence;
  }

  /** What an index current at journal number `sequence` must do to be current now. */
  catchUp(sequence: number): CatchUp {
    if (sequence === this.sequence) return { kind: 'current' };
    if (sequence < this.base) return { kind: 'rebuild' };
    const changed = new Set<number>();
    for (let i = sequence - this.base; i < this.journal.length; i++) {
      const report = this.journal[i]!;
      if (report === null) return { kind: 'rebuild' };
      changed.add(report);
      if (changed.size > patchMax) return { kind: 'rebuild' };
    }
    return { kind: 'patch', reports: Uint32Array.from(changed).sort() };
  }

  /** From the newest rows: the position, the numbers skipped just below it, and "everything changed". */
  private async startOver(): Promise<void> {
    const ids = await this.source.recent(holesMax);
    const newest = ids.at(-1) ?? 0;
    const present = new Set(ids);
    this.holes.clear();
    const now = this.now();
    for (let id = Math.max(1, newest - holesMax + 1); id < newest; id++) if (!present.has(id)) this.holes.set(id, now);
    this.position = newest;
    this.append(null);
  }

  private take(row: ReportChange, now: number): void {
    if (row.id > this.position) {
      for (let id = Math.max(this.position + 1, row.id - holesMax); id < row.id; id++) this.holes.set(id, now);
      this.position = row.id;
    } else if (!this.holes.delete(row.id)) {
      return; // a read running at the same time already took it
    }
    this.append(row.reportId);
    // the oldest holes go first when there are too many (Map keeps insertion order)
    for (const id of this.holes.keys()) {
      if (this.holes.size <= holesMax) break;
      this.holes.delete(id);
    }
  }

  private append(report: number | null): void {
    this.journal.push(report);
    if (this.journal.length > journalMax) {
      const drop = this.journal.length - journalMax / 2;
      this.journal = this.journal.slice(drop);
      this.base += drop;
    }
  }
}
