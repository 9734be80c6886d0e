/**
 * The public map and list of partner pages (docs/embedding.md): published public reports
 * only, through the one visibility rule (`publicViewer`), while option public_map_enabled is on. The
 * map's answers are the signed-in map's (services/reportMap.ts) for that viewer; a public report
 * carries nothing of the staff's work on it (core `publicReportSchema`).
 */
import type {
  PackedPoints,
  PublicReport,
  PublicReportFilters,
  PublicReportPage,
  ReportClusters,
  ReportFilters,
  ReportPopup,
  publicReportClustersRequestSchema,
  publicReportListQuerySchema,
} from '@fieldwatch/core';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { loadReportParts, type ReportRecord } from '../db/queries/reports.js';
import { publicViewer } from '../db/queries/reportVisibility.js';
import { selectTagNames } from '../db/queries/taxonomies.js';
import { ApiError } from '../errors.js';
import { smallImageUrl } from './mediaLinks.js';
import { readOptions } from './options.js';
import { selectVisiblePage } from './reportList.js';
import { reportClusters, reportPoints, reportPopup } from './reportMap.js';

export async function isPublicMapEnabled(ctx: AppContext): Promise<boolean> {
  return (await readOptions(ctx)).public_map_enabled === '1';
}

/** Every public read answers 403 INACTIVE_FEATURE while the public map is off. */
async function assertPublicMapEnabled(ctx: AppContext): Promise<void> {
  if (!(await isPublicMapEnabled(ctx))) throw new ApiError('INACTIVE_FEATURE');
}

/** The public filters as the list's: the reports of any organization named by `organization` or `organizations`. */
function reportFiltersOf(filters: PublicReportFilters): ReportFilters {
  const ids = new Set([...(filters.organizations ?? []), ...(filters.organization === undefined ? [] : [filters.organization])]);
  // sorted, so that equal filters share one cached map index (services/reportMap.ts)
  return ids.size > 0 ? { organizations: [...ids].sort((a, b) => a - b) } : {};
}

/** `GET|POST /public/reports/geo`: the public reports as map points (the signed-in map's encodings). */
export async function publicReportPoints(
  ctx: AppContext,
  filters: PublicReportFilters,
  max?: number,
): Promise<{ points: PackedPoints; total: number }> {
  await assertPublicMapEnabled(ctx);
  return reportPoints(ctx, publicViewer, reportFiltersOf(filters), max);
}

/** `POST /public/reports/geo/clusters` */
export async function publicReportClusters(
  ctx: AppContext,
  request: z.output<typeof publicReportClustersRequestSchema>,
): Promise<{ data: ReportClusters; total: number }> {
  await assertPublicMapEnabled(ctx);
  return reportClusters(ctx, publicViewer, { ...request, filters: reportFiltersOf(request.filters) });
}

/** `GET /public/reports/geo/{id}`: the popup, without its author; 404 for anything but a public report. */
export async function publicReportPopup(ctx: AppContext, id: number): Promise<ReportPopup> {
  await assertPublicMapEnabled(ctx);
  return reportPopup(ctx, publicViewer, id);
}

/** `GET /public/reports`: newest event first, keyset paging like `/reports`. */
export async function listPublicReports(ctx: AppContext, query: z.output<typeof publicReportListQuerySchema>): Promise<PublicReportPage> {
  await assertPublicMapEnabled(ctx);
  const filters = reportFiltersOf(query.organization === undefined ? {} : { organization: query.organization });
  const page = await selectVisiblePage(ctx, publicViewer, { filters, limit: query.limit, cursor: query.cursor });
  return { data: await toPublicReports(ctx, page.records), total: page.total, total_exact: page.exact, next: page.next };
}

/** The name of a tag in the public site's language, else English, else any. */
const nameIn = (translations: Record<string, string>, locale: string): string =>
  translations[locale] ?? translations.en_US ?? Object.values(translations)[0] ?? '';

async function toPublicReports(ctx: AppContext, records: readonly ReportRecord[]): Promise<PublicReport[]> {
  const parts = await loadReportParts(
    ctx.db,
    records.map((record) => record.id),
  );
  const tagIds = [...new Set([...parts.tags.values()].flatMap((groups) => [...groups.values()].flat()))];
  const names = new Map((await selectTagNames(ctx.db, tagIds)).map((tag) => [tag.id, tag.translations]));
  const locale = (await readOptions(ctx)).public_language;
  return records.map((record) => {
    const media = parts.media.get(record.id) ?? [];
    const countOf = (kind: string) => media.filter((row) => row.kind === kind).length;
    const firstImage = media.find((row) => row.kind === 'image');
    const ids = [...(parts.tags.get(record.id)?.values() ?? [])].flat().sort((a, b) => a - b);
    return {
      id: record.id,
      title: record.title,
      content: record.content,
      event_date: record.eventDate.toISOString(),
      created_date: record.createdAt.toISOString(),
      latitude: record.latitude,
      longitude: record.longitude,
      organization_id: record.organizationId,
      tags: ids.map((id) => ({ id, name: nameIn(names.get(id) ?? {}, locale) })),
      // the one file of a public report that the public may open (services/reportMedia.ts `openMedia`)
      image: firstImage ? smallImageUrl(ctx, 'public', firstImage) : null,
      media: { images: countOf('image'), videos: countOf('video'), audio: countOf('audio'), documents: countOf('document') },
    };
  });
}
