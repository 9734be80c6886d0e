/**
 * What an export adds to a page of report rows (services/reportTransfer.ts): their tags and their own
 * media, read for the whole page in two set queries rather than report by report.
 */
import { sql } from 'drizzle-orm';
import type { MediaKind } from '@fieldwatch/core';
import { media, reportTags, reportTagTexts, tags } from '../schema.js';
import type { Queryable } from './reports.js';

/** A media item as an export names it. */
interface ExportMediaItem {
  id: number;
  name: string;
  type: MediaKind;
  mime: string;
}

export interface ExportParts {
  /**
   * report id → its tag ids, by tag group then tag id; a group the report has a text for (a text tag
   * group) has no tag ids, as the report's `taxonomies` show it
   */
  tagIds: Map<number, number[]>;
  /** report id → its own media (not its comments'), oldest first */
  media: Map<number, ExportMediaItem[]>;
}

const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export async function selectExportParts(db: Queryable, ids: readonly number[]): Promise<ExportParts> {
  const parts: ExportParts = { tagIds: new Map(), media: new Map() };
  if (ids.length === 0) return parts;
  const list = idArray(ids);
  const [tagRows, mediaRows] = await Promise.all([
    db.execute(sql`
      select rt.report_id as id, array_agg(rt.tag_id order by t.group_id, rt.tag_id) as ids
      from ${reportTags} rt join ${tags} t on t.id = rt.tag_id
      where rt.report_id = any(${list}::int[])
        and not exists (select from ${reportTagTexts} x where x.report_id = rt.report_id and x.group_id = t.group_id)
      group by rt.report_id`),
    db.execute(sql`
      select m.report_id as id, json_agg(json_build_object('id', m.id, 'name', m.name, 'type', m.kind, 'mime', m.mime) order by m.id) as items
      from ${media} m
      where m.report_id = any(${list}::int[]) and m.comment_id is null
      group by m.report_id`),
  ]);
  // node-postgres and PGlite both answer raw SQL with `rows`, arrays and json already parsed
  for (const row of (tagRows as { rows: { id: number; ids: number[] }[] }).rows) parts.tagIds.set(row.id, row.ids);
  for (const row of (mediaRows as { rows: { id: number; items: ExportMediaItem[] }[] }).rows) parts.media.set(row.id, row.items);
  return parts;
}
