/**
 * Reports in bulk: the filtered list with keyset paging and the search suggestions (docs/reports.md
 * "Lists, search and paging"; the map is services/reportMap.ts). Every query here is limited by
 * `reportVisibleTo(viewer, { drafts: 'none' })`: drafts never show in a collection.
 */
import { createHash } from 'node:crypto';
import { limits, type Actor, type ReportFilters, type ReportPage, type ReportSort, type ReportSuggestion } from '@fieldwatch/core';
import { and } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { reportFilterCondition, searchCondition } from '../db/queries/reportFilters.js';
import {
  countReportsUpTo,
  selectReportPage,
  selectSuggestions,
  sortValueOf,
  type Keyset,
  type ReportOrder,
  type ReportRecord,
} from '../db/queries/reports.js';
import { reportVisibleTo, type ReportViewer } from '../db/queries/reportVisibility.js';
import { invalidFields } from '../errors.js';
import { toApiReports } from './reportViews.js';

/** A list's `sort` parameter → the indexed order that serves it. */
export const reportOrders: Record<ReportSort, ReportOrder> = {
  event_date_desc: { key: 'event_date', direction: 'desc' },
  event_date_asc: { key: 'event_date', direction: 'asc' },
  created_date_desc: { key: 'created_date', direction: 'desc' },
  updated_date_desc: { key: 'updated_date', direction: 'desc' },
};

/**
 * The opaque `next` cursor: the sort, the last row's sort key and id, the total (and whether it is
 * exact), and a fingerprint of the filters. The total rides along so that later pages skip the
 * count; it is trusted only while the filters are the same ones it was counted for.
 */
interface Cursor {
  sort: ReportSort;
  keyset: Keyset;
  total: number;
  exact: boolean;
  filters: string;
}

const fingerprint = (filters: ReportFilters): string =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b))))
    .digest('base64url')
    .slice(0, 12);

function encodeCursor(cursor: Cursor): string {
  const { sort, keyset, total, exact, filters } = cursor;
  return Buffer.from(JSON.stringify([sort, keyset.at.getTime(), keyset.id, total, filters, exact ? 1 : 0])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    // five items: a cursor without the exactness flag (made by a server that counts every total
    // exactly), so its total is exact
    if (Array.isArray(value) && (value.length === 5 || value.length === 6)) {
      const [sort, at, id, total, filters, exact = 1] = value as unknown[];
      const valid =
        typeof sort === 'string' &&
        sort in reportOrders &&
        Number.isSafeInteger(at) &&
        Number.isSafeInteger(id) &&
        Number.isSafeInteger(total) &&
        typeof filters === 'string' &&
        (exact === 0 || exact === 1);
      if (valid) {
        return {
          sort: sort as ReportSort,
          keyset: { at: new Date(at as number), id: id as number },
          total: total as number,
          exact: exact === 1,
          filters,
        };
      }
    }
  } catch {
    // not base64url JSON: answered below like any other bad cursor
  }
  throw invalidFields({ cursor: 'invalidValue' });
}

export interface ReportPageRequest {
  filters: ReportFilters;
  limit: number;
  offset?: number | undefined;
  cursor?: string | undefined;
}

/** A page of report rows with the list's total and cursor; shaped by `listReports` or the public list. */
export interface ReportRecordPage {
  records: ReportRecord[];
  total: number;
  exact: boolean;
  next: string | null;
}

/**
 * `GET /reports` and `POST /reports`: a page, the total and the cursor of the next page. The first
 * page runs the page and the bounded count side by side (`countReportsUpTo`: exact up to
 * `limits.reportTotalExactMax`); later pages take the total from the cursor.
 */
export async function listReports(ctx: AppContext, viewer: Actor, request: ReportPageRequest): Promise<ReportPage> {
  const page = await selectVisiblePage(ctx, viewer, request);
  return { data: await toApiReports(ctx, viewer, page.records), total: page.total, total_exact: page.exact, next: page.next };
}

/** The rows of a list page as `listReports` pages them, for any viewer (the public list too). */
export async function selectVisiblePage(ctx: AppContext, viewer: ReportViewer, request: ReportPageRequest): Promise<ReportRecordPage> {
  const sort = request.filters.sort ?? 'event_date_desc';
  const order = reportOrders[sort];
  const where = and(reportVisibleTo(viewer, { drafts: 'none' }), await reportFilterCondition(ctx.db, request.filters));
  const filters = fingerprint(request.filters);
  const cursor = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
  if (cursor && cursor.sort !== sort) throw invalidFields({ cursor: 'invalidValue' });

  // one row more than asked tells whether a next page exists without counting again
  const [rows, count] = await Promise.all([
    selectReportPage(ctx.db, {
      where,
      order,
      limit: request.limit + 1,
      ...(cursor ? { after: cursor.keyset } : { offset: request.offset ?? 0 }),
    }),
    cursor && cursor.filters === filters
      ? Promise.resolve({ total: cursor.total, exact: cursor.exact })
      : countReportsUpTo(ctx.db, where, limits.reportTotalExactMax),
  ]);
  const { total, exact } = count;
  const page = rows.slice(0, request.limit);
  const last = page[page.length - 1];
  const next =
    rows.length > request.limit && last
      ? encodeCursor({ sort, keyset: { at: sortValueOf(last, order.key), id: last.id }, total, exact, filters })
      : null;
  return { records: page, total, exact, next };
}

const excerptLength = 160;

/** Up to 160 characters of `content` around the first searched word found in it (else its start). */
export function excerptOf(content: string, search = ''): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= excerptLength) return flat;
  const lower = flat.toLowerCase();
  const positions = (search.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((word) => lower.indexOf(word.toLowerCase())).filter((at) => at >= 0);
  const start = positions.length > 0 ? Math.max(0, Math.min(...positions) - 40) : 0;
  const end = Math.min(flat.length, start + excerptLength);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/** `GET /reports/suggest?q=` (the search bar): 5 at most; under 2 characters, the 5 latest. */
export async function suggestReports(ctx: AppContext, viewer: Actor, q: string): Promise<ReportSuggestion[]> {
  const text = q.trim();
  const search = text.length >= limits.searchSuggestFrom ? await searchCondition(ctx.db, text) : undefined;
  const rows = await selectSuggestions(ctx.db, and(reportVisibleTo(viewer, { drafts: 'none' }), search), limits.searchSuggestions);
  return rows.map((row) => ({ id: row.id, title: row.title, excerpt: excerptOf(row.content, text) }));
}
