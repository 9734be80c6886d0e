/** The map's points in bulk (services/reportMap.ts): one packed value instead of a row per report. */
import type { PackedPoints } from '@fieldwatch/core';
import { desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import { radixOrder } from '../../map/radixSort.js';
import { preparedPer } from './prepared.js';
import type { Queryable } from './reports.js';
import { mapWarmSets, reportChanges, reports } from '../schema.js';

/** Bytes per point in the packed answer: id, latitude, longitude (int32 big-endian each), flags. */
const stride = 13;

/**
 * Every report matching `where` as points, ids ascending. PostgreSQL packs them into `bytea`s (13 bytes
 * a report) rather than a row each: for a million reports 0.66 s instead of 1.6 s of node-postgres
 * building row objects. One `bytea` per 32,768 ids (≈ 430 kB), not one for all: a single 13 MB value
 * (26 MB as text on the wire) made node-postgres copy its growing buffer over and over (0.3 s of a
 * cold map request at a million). The aggregates are unordered (ordering them doubles their time); the
 * ids are sorted here instead.
 */
export async function selectPackedPoints(db: Queryable, where: SQL | undefined): Promise<PackedPoints> {
  // flags: reportPointFlags of core (verified 1, urgent 2, closed 4, public 8)
  const result = await db.execute(sql`
    select string_agg(
      int4send(${reports.id})
        || int4send(round(${reports.latitude} * 1000000)::int)
        || int4send(round(${reports.longitude} * 1000000)::int)
        || substring(int4send(
             ${reports.verified}::int
             | (case when ${reports.urgency} is not null then 2 else 0 end)
             | (case when ${reports.lifecycle} = 'closed' then 4 else 0 end)
             | (case when ${reports.visibility} = 'public' then 8 else 0 end)) from 4 for 1),
      ''::bytea) as packed
    from ${reports}
    where ${where ?? sql`true`}
    group by ${reports.id} >> 15`);
  // node-postgres answers Buffers, PGlite Uint8Arrays; no match gives no row
  const { rows } = result as { rows: { packed: Uint8Array }[] };
  return unpack(rows.length === 1 ? rows[0]!.packed : concatenate(rows.map((row) => row.packed)));
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

/**
 * The order that sorts `ids` (unique). Where they are dense, as a table's ids mostly are, each row goes
 * straight to its id's place in a table of the range (two passes); else a radix sort of two 16-bit digits.
 */
function idOrder(ids: Uint32Array): Uint32Array {
  if (ids.length === 0) return new Uint32Array(0);
  let min = Infinity;
  let max = -Infinity;
  for (const id of ids) {
    if (id < min) min = id;
    if (id > max) max = id;
  }
  const range = max - min + 1;
  if (range > 4 * ids.length) {
    return radixOrder(
      ids.length,
      [
        [ids, 0],
        [ids, 16],
      ],
      16,
    );
  }
  const rowOf = new Int32Array(range).fill(-1);
  for (let row = 0; row < ids.length; row++) rowOf[ids[row]! - min] = row;
  const order = new Uint32Array(ids.length);
  let next = 0;
  for (const row of rowOf) if (row !== -1) order[next++] = row;
  return order;
}

function unpack(packed: Uint8Array): PackedPoints {
  const count = packed.byteLength / stride;
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const ids = new Uint32Array(count);
  for (let i = 0; i < count; i++) ids[i] = view.getInt32(i * stride, false);
  const order = idOrder(ids);
  const points: PackedPoints = {
    ids: new Uint32Array(count),
    lat: new Int32Array(count),
    lng: new Int32Array(count),
    flags: new Uint8Array(count),
  };
  for (let i = 0; i < count; i++) {
    const row = order[i]!;
    const at = row * stride;
    points.ids[i] = ids[row]!;
    points.lat[i] = view.getInt32(at + 4, false);
    points.lng[i] = view.getInt32(at + 8, false);
    points.flags[i] = packed[at + 12]!;
  }
  return points;
}

/** The condition "the report is one of `ids`" as one array parameter (any number of ids). */
export const reportIdIn = (ids: ArrayLike<number>): SQL => sql`${reports.id} = any(${`{${Array.from(ids).join(',')}}`}::int[])`;

/** A row of the map's change log (schema.ts `reportChanges`): `reportId` null when every report may have changed. */
export interface ReportChange {
  id: number;
  reportId: number | null;
}

/** The map data version (schema.ts `reportChanges`): the newest change, 0 before any. */
export async function selectMapVersion(db: Queryable): Promise<number> {
  const [row] = await db.select({ version: sql<number>`coalesce(max(${reportChanges.id}), 0)`.mapWith(Number) }).from(reportChanges);
  return row?.version ?? 0;
}

const reportChangesSince = preparedPer((db) =>
  db
    .select({ id: reportChanges.id, reportId: reportChanges.reportId })
    .from(reportChanges)
    .where(sql`${reportChanges.id} > ${sql.placeholder('after')} or ${reportChanges.id} = any(${sql.placeholder('holes')}::bigint[])`)
    .orderBy(reportChanges.id)
    .limit(sql.placeholder('limit'))
    .prepare('fw_report_changes_since'),
);

/**
 * The changes past `after` and those among `holes` (numbers skipped so far: a transaction that has not
 * committed yet, or one rolled back), ids ascending, at most `limit`.
 */
export async function selectReportChanges(db: Queryable, after: number, holes: readonly number[], limit: number): Promise<ReportChange[]> {
  return reportChangesSince(db).execute({ after, holes: `{${holes.join(',')}}`, limit });
}

/** The ids of the newest `span` change numbers that exist (ascending): where the log stands, and the numbers it skipped. */
export async function selectRecentChangeIds(db: Queryable, span: number): Promise<number[]> {
  const rows = await db
    .select({ id: reportChanges.id })
    .from(reportChanges)
    .where(sql`${reportChanges.id} > (select coalesce(max(${reportChanges.id}), 0) from ${reportChanges}) - ${span}`)
    .orderBy(reportChanges.id);
  return rows.map((row) => row.id);
}

/** Housekeeping: the change log keeps a day; a process that saw no change for an hour starts over from the newest. */
export async function deleteReportChangesBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(reportChanges).where(lt(reportChanges.changedAt, before));
}

/** Notes that the map's point set `key` (who, as `viewer`, with `filters`) was in use now. */
export async function upsertMapWarmSet(db: Queryable, key: string, viewer: unknown, filters: unknown, now: Date): Promise<void> {
  await db
    .insert(mapWarmSets)
    .values({ key, viewer, filters, usedAt: now })
    .onConflictDoUpdate({ target: mapWarmSets.key, set: { viewer, filters, usedAt: now } });
}

/** The point sets used since `since`, the most recent first. */
export async function selectMapWarmSets(db: Queryable, since: Date, limit: number): Promise<{ viewer: unknown; filters: unknown }[]> {
  return db
    .select({ viewer: mapWarmSets.viewer, filters: mapWarmSets.filters })
    .from(mapWarmSets)
    .where(gte(mapWarmSets.usedAt, since))
    .orderBy(desc(mapWarmSets.usedAt))
    .limit(limit);
}

/** Housekeeping: a set nobody asked for in a day is not warmed any more. */
export async function deleteMapWarmSetsBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(mapWarmSets).where(lt(mapWarmSets.usedAt, before));
}
