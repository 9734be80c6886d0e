import { describe, expect, it } from 'vitest';
import type { ReportChange } from '../db/queries/reportPoints.js';
import { ChangeFollower } from './changeFollower.js';

/** A change log in memory: rows are visible once committed, as to another connection. */
function fakeLog() {
  const rows: (ReportChange & { committed: boolean })[] = [];
  let clock = 0;
  const visible = () => rows.filter((row) => row.committed);
  const log = {
    now: () => clock,
    wait: (ms: number) => (clock += ms),
    /** a write: takes the next number, committed or not yet */
    write(reportId: number | null, committed = true) {
      const row = { id: rows.length + 1, reportId, committed };
      rows.push(row);
      return row;
    },
    source: {
      changes: (after: number, holes: readonly number[], limit: number) =>
        Promise.resolve(
          visible()
            .filter((row) => row.id > after || holes.includes(row.id))
            .slice(0, limit)
            .map(({ id, reportId }) => ({ id, reportId })),
        ),
      recent: (span: number) => {
        const newest = Math.max(0, ...visible().map((row) => row.id));
        return Promise.resolve(
          visible()
            .filter((row) => row.id > newest - span)
            .map((row) => row.id),
        );
      },
    },
  };
  return log;
}

describe('following the change log', () => {
  it('starts with everything to build, then names the reports changed since', async () => {
    const log = fakeLog();
    log.write(7);
    const follower = new ChangeFollower(log.source, log.now);
    const built = await follower.refresh();
    expect(follower.catchUp(0)).toEqual({ kind: 'rebuild' });
    expect(follower.catchUp(built)).toEqual({ kind: 'current' });
    log.write(12);
    log.write(3);
    log.write(12);
    const now = await follower.refresh();
    expect(now).toBeGreaterThan(built);
    expect(follower.catchUp(built)).toEqual({ kind: 'patch', reports: Uint32Array.from([3, 12]) });
    expect(follower.catchUp(now)).toEqual({ kind: 'current' });
  });

  it('applies a change committed after a newer one was read', async () => {
    const log = fakeLog();
    const follower = new ChangeFollower(log.source, log.now);
    const start = await follower.refresh();
    const late = log.write(5, false);
    log.write(6);
    const first = await follower.refresh();
    expect(follower.catchUp(start)).toEqual({ kind: 'patch', reports: Uint32Array.from([6]) });
    late.committed = true;
    await follower.refresh();
    expect(follower.catchUp(first)).toEqual({ kind: 'patch', reports: Uint32Array.from([5]) });
  });

  it('applies a change committed before the process started but after newer ones', async () => {
    const log = fakeLog();
    const late = log.write(5, false);
    log.write(6);
    const follower = new ChangeFollower(log.source, log.now);
    const start = await follower.refresh();
    late.committed = true;
    await follower.refresh();
    expect(follower.catchUp(start)).toEqual({ kind: 'patch', reports: Uint32Array.from([5]) });
  });

  it('rebuilds after an emptied table, a bulk change, or an hour without reading', async () => {
    const log = fakeLog();
    const follower = new ChangeFollower(log.source, log.now);
    let at = await follower.refresh();
    log.write(null);
    await follower.refresh();
    expect(follower.catchUp(at)).toEqual({ kind: 'rebuild' });

    at = follower.sequence;
    for (let id = 1; id <= 10_001; id++) log.write(id);
    await follower.refresh();
    expect(follower.catchUp(at)).toEqual({ kind: 'rebuild' });

    at = follower.sequence;
    log.wait(2 * 60 * 60 * 1000);
    await follower.refresh();
    expect(follower.catchUp(at)).toEqual({ kind: 'rebuild' });
  });

  it('stops waiting for a number skipped more than an hour ago (a rolled-back write)', async () => {
    const log = fakeLog();
    const follower = new ChangeFollower(log.source, log.now);
    await follower.refresh();
    const changes = [] as { after: number; holes: readonly number[] }[];
    const source = log.source.changes;
    log.source.changes = async (after, holes, limit) => {
      changes.push({ after, holes });
      return source(after, holes, limit);
    };
    log.write(1, false);
    log.write(2);
    await follower.refresh();
    await follower.refresh();
    expect(changes.at(-1)?.holes).toEqual([1]);
    log.wait(50 * 60 * 1000);
    await follower.refresh();
    log.wait(20 * 60 * 1000);
    await follower.refresh();
    await follower.refresh();
    expect(changes.at(-1)?.holes).toEqual([]);
  });
});
