/**
 * Export and import of an organization's reports (docs/reports.md "Export and import"). The file
 * formats, the zip writer and the guarded zip reader are the transfer module's; this service decides
 * who may, which reports go out (the caller's visibility and filters), and how imported rows become
 * reports.
 */
import { createReadStream } from 'node:fs';
import type { Actor, Lifecycle, ReportFilters, ReportStatus, Urgency, Visibility, reportExportRequestSchema } from '@fieldwatch/core';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { insertActivity, type NewActivity } from '../db/queries/activity.js';
import { selectInstallationId } from '../db/queries/installation.js';
import { findMedia, insertMedia } from '../db/queries/media.js';
import { selectExportParts, type ExportParts } from '../db/queries/reportExport.js';
import { reportFilterCondition } from '../db/queries/reportFilters.js';
import {
  countReportsUpTo,
  findReportByExportId,
  insertReport,
  insertReportTags,
  replaceReportTags,
  selectExportPage,
  updateReportRow,
  type ExportRecord,
  type Keyset,
  type ReportChanges,
  type ReportOrder,
  type ReportRecord,
} from '../db/queries/reports.js';
import { reportVisibleTo } from '../db/queries/reportVisibility.js';
import { selectTagGroups, selectTags } from '../db/queries/taxonomies.js';
import { reports, type Translations } from '../db/schema.js';
import { ApiError, forbidden, isUniqueViolation } from '../errors.js';
import { ingestUpload, mediaTempFolder, openStored, removeStored, type IngestedMedia } from '../media/index.js';
import {
  exportDownload,
  isRejectedRow,
  readImportArchive,
  type ExportDownload,
  type ExportRow,
  type ImportedRow,
  type RejectedRow,
} from '../transfer/index.js';
import { recordAudit, type AuditSource } from './audit.js';
import { publishReportEvent } from '../live/publish.js';
import { readOptions } from './options.js';
import { assertOrganizationVisible, canEditReport } from './reportAccess.js';
import { reportOrders } from './reportList.js';
import { currentTaxonomies, flagChanges, tagsEntryData, textAndPlaceChanges } from './reports.js';

export type ExportRequest = z.output<typeof reportExportRequestSchema>;

/**
 * Reports read per query while an export streams: memory stays flat whatever the export's size (a page of
 * rows is a few MB), and a large export makes few round trips. 5,000 rather than 1,000: each page's
 * queries are planned and bound again, and pages of 5,000 made a 100,000-report export 8 % faster.
 */
const exportBatch = 5000;
/** The first page is smaller, so that the download starts at once. */
const exportFirstBatch = 500;
/** An export's audit entry counts its reports up to this many (`count_exact` false past it), a bounded scan. */
const exportCountCap = 100_000;

/** Both directions are for editors of the organization, and each has its option (403 INACTIVE_FEATURE). */
async function assertTransferAllowed(ctx: AppContext, actor: Actor, organizationId: number, option: 'export_enabled' | 'import_enabled') {
  if ((await readOptions(ctx))[option] !== '1') throw new ApiError('INACTIVE_FEATURE');
  await assertOrganizationVisible(ctx, actor, organizationId);
  if (!canEditReport(actor, { organizationId })) throw forbidden();
}

/** A tag's name in the default language, else English, else any. */
const nameOf = (translations: Translations, language: string): string =>
  translations[language] ?? translations.en_US ?? Object.values(translations)[0] ?? '';

/**
 * A report's export id: `<installation id>:<report id>`, or for a copy an import made, the id of the
 * report it copies. It never changes, so every export of a report carries the same one.
 */
const exportIdOf = (installationId: string, record: Pick<ReportRecord, 'id' | 'sourceExportId'>): string =>
  record.sourceExportId ?? `${installationId}:${record.id}`;

/** The report id inside an export id of this installation; null for another installation's id. */
function ownReportId(installationId: string, exportId: string): number | null {
  const prefix = `${installationId}:`;
  if (!exportId.startsWith(prefix)) return null;
  const id = exportId.slice(prefix.length);
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/** The reports an export holds: those the caller sees in the organization, drafts aside, filtered. */
async function exportCondition(ctx: AppContext, actor: Actor, organizationId: number, filters: ReportFilters): Promise<SQL | undefined> {
  return and(
    reportVisibleTo(actor, { drafts: 'none' }),
    eq(reports.organizationId, organizationId),
    await reportFilterCondition(ctx.db, filters),
  );
}

/** A page row as an export writes it: its tags by name, in group then tag order, and its export id. */
function exportRowOf(record: ExportRecord, parts: ExportParts, tagNames: Map<number, string>, installationId: string): ExportRow {
  const named = (id: number | null, username: string | null) => (id !== null && username !== null ? { username } : null);
  return {
    report: {
      id: record.id,
      title: record.title,
      content: record.content,
      latitude: record.latitude,
      longitude: record.longitude,
      event_date: record.eventDate,
      created_date: record.createdAt,
      updated_date: record.updatedAt,
      organization: { name: record.organizationName },
      author: named(record.authorId, record.authorUsername),
      status: record.status as ReportStatus,
      lifecycle: record.lifecycle as Lifecycle,
      urgency: record.urgency as Urgency | null,
      verified: record.verified,
      visibility: record.visibility as Visibility,
      assignee: named(record.assigneeId, record.assigneeUsername),
      media: parts.media.get(record.id) ?? [],
    },
    tags: (parts.tagIds.get(record.id) ?? []).map((id) => tagNames.get(id) ?? '').filter(Boolean),
    exportId: exportIdOf(installationId, record),
  };
}

/** The sort value of an export row for the keyset cursor (report times keep milliseconds, so the text is exact). */
const exportSortValue = (record: ExportRecord, key: ReportOrder['key']): string =>
  key === 'event_date' ? record.eventDate : key === 'created_date' ? record.createdAt : record.updatedAt;

interface ExportPage {
  page: ExportRecord[];
  /** the page was full: more may follow */
  full: boolean;
  parts: ExportParts;
}

/**
 * The export's reports, a page of `exportBatch` at a time in keyset order, each page with its tags and
 * media in two set queries; the next page is read while the current one is written.
 */
async function* exportPages(
  ctx: AppContext,
  organizationId: number,
  filters: ReportFilters,
  where: SQL | undefined,
): AsyncGenerator<ExportRow[]> {
  const order: ReportOrder = reportOrders[filters.sort ?? 'event_date_desc'];
  const language = (await readOptions(ctx)).default_language;
  const tagNames = new Map((await selectTags(ctx.db, [organizationId])).map((tag) => [tag.id, nameOf(tag.translations, language)]));
  const installationId = await selectInstallationId(ctx.db);
  const readPage = async (after?: Keyset): Promise<ExportPage> => {
    const limit = after ? exportBatch : exportFirstBatch;
    const page = await selectExportPage(ctx.db, { where, order, limit, ...(after ? { after } : {}) });
    return {
      page,
      full: page.length === limit,
      parts: await selectExportParts(
        ctx.db,
        page.map((record) => record.id),
      ),
    };
  };
  let next: Promise<ExportPage> | undefined = readPage();
  while (next !== undefined) {
    const { page, full, parts }: ExportPage = await next;
    const last: ExportRecord | undefined = page[page.length - 1];
    next = last && full ? readPage({ at: new Date(exportSortValue(last, order.key)), id: last.id }) : undefined;
    // a download stopped meanwhile leaves this read unawaited: its failure is of no interest then
    next?.catch(() => undefined);
    if (page.length > 0) yield page.map((record) => exportRowOf(record, parts, tagNames, installationId));
  }
}

/** `POST /organization/{id}/reports/export`: the reports the caller sees there, filtered, as one stream. */
export async function exportReports(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  request: ExportRequest,
  source: AuditSource,
): Promise<ExportDownload> {
  await assertTransferAllowed(ctx, actor, organizationId, 'export_enabled');
  const where = await exportCondition(ctx, actor, organizationId, request.filters);
  // recorded before the first byte: once the stream runs, a failed write could no longer refuse it
  const counted = await countReportsUpTo(ctx.db, where, exportCountCap);
  await recordAudit(ctx, source, {
    action: 'reports.export',
    targetType: 'organization',
    targetId: organizationId,
    details: { format: request.format, media: request.media, filters: request.filters, count: counted.total, count_exact: counted.exact },
  });
  const rows = exportPages(ctx, organizationId, request.filters, where);
  const now = ctx.now();
  const onFailure = (error: unknown) => ctx.log.error({ err: error, organizationId }, 'export failed after its first bytes');
  if (!request.media) return exportDownload({ format: request.format, rows, now, onFailure });
  return exportDownload({
    format: request.format,
    rows,
    media: true,
    now,
    onFailure,
    // only media of the rows just exported reach here, so they passed the same visibility rule
    openMedia: async (item) => {
      const row = await findMedia(ctx.db, item.id);
      return row ? ((await openStored(ctx, row.storageKey).catch(() => null))?.stream ?? null) : null;
    },
  });
}

export interface ImportResult {
  created: number;
  updated: number;
  skipped: number;
  /** `fields` only when a validation key says more than the reason */
  rejected: (Omit<RejectedRow, 'fields'> & { fields?: RejectedRow['fields'] })[];
}

/** Tag names of a file → tag ids usable in the organization, matched in any language, case aside. */
async function tagMatcher(ctx: AppContext, organizationId: number): Promise<(names: readonly string[]) => number[]> {
  const [groups, tags] = await Promise.all([selectTagGroups(ctx.db), selectTags(ctx.db, [organizationId])]);
  const groupType = new Map(groups.map((group) => [group.id, group.type]));
  const byName = new Map<string, { id: number; groupId: number }>();
  for (const tag of tags) {
    if (groupType.get(tag.groupId) === 'text') continue;
    for (const name of Object.values(tag.translations)) byName.set(name.trim().toLowerCase(), { id: tag.id, groupId: tag.groupId });
  }
  return (names) => {
    const chosen: { id: number; groupId: number }[] = [];
    for (const name of names) {
      const tag = byName.get(name.trim().toLowerCase());
      // a single-choice group keeps its first tag
      if (!tag || chosen.some((c) => c.id === tag.id || (c.groupId === tag.groupId && groupType.get(tag.groupId) === 'single'))) continue;
      chosen.push(tag);
    }
    return chosen.map((tag) => tag.id).sort((a, b) => a - b);
  };
}

async function ingestFiles(ctx: AppContext, row: ImportedRow): Promise<IngestedMedia[]> {
  const stored: IngestedMedia[] = [];
  for (const file of row.media) {
    try {
      stored.push(await ingestUpload(ctx, { filename: file.name, mimetype: '', stream: createReadStream(file.path) }));
    } catch (error) {
      // a file we refuse (type, size) does not cost the report its place
      if (!(error instanceof ApiError)) throw error;
      ctx.log.info({ row: row.row, file: file.name, code: error.code }, 'import: media file left out');
    }
  }
  return stored;
}

/**
 * `POST /organization/{id}/reports/import`: every valid row becomes a published report of the
 * organization (source 'import', the importer its author), with its tags matched by name and its media;
 * refused rows are answered with their reasons. A row whose export id names a report the organization
 * already holds (that report itself, or the copy an earlier import made) creates nothing: it updates
 * that report when the file's copy changed later than it (`updated_date`), else it is skipped
 * (docs/reports.md "Export and import").
 */
export async function importReports(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  archive: NodeJS.ReadableStream,
  audit: { source: AuditSource; fileName: string },
): Promise<ImportResult> {
  await assertTransferAllowed(ctx, actor, organizationId, 'import_enabled');
  const matchTags = await tagMatcher(ctx, organizationId);
  const installationId = await selectInstallationId(ctx.db);
  const result: ImportResult = { created: 0, updated: 0, skipped: 0, rejected: [] };
  for await (const row of readImportArchive(archive, { tempFolder: mediaTempFolder(ctx) })) {
    if (isRejectedRow(row)) {
      result.rejected.push(Object.keys(row.fields).length > 0 ? row : { row: row.row, title: row.title, reason: row.reason });
      continue;
    }
    const { exportId } = row.input;
    const held = exportId ? await findReportByExportId(ctx.db, organizationId, exportId, ownReportId(installationId, exportId)) : undefined;
    if (held) {
      result[await updateImported(ctx, actor, held, row, matchTags(row.input.tags))] += 1;
      continue;
    }
    const media = await ingestFiles(ctx, row);
    try {
      await createImported(ctx, actor, organizationId, row, matchTags(row.input.tags), media);
      result.created += 1;
    } catch (error) {
      await removeStored(
        ctx,
        media.flatMap((item) => [item.storageKey, ...item.variants.map((variant) => variant.storageKey)]),
      );
      // another import of the same file, running at once, created this report first
      if (isUniqueViolation(error)) result.skipped += 1;
      else throw error;
    }
  }
  await recordAudit(ctx, audit.source, {
    action: 'reports.import',
    targetType: 'organization',
    targetId: organizationId,
    details: {
      file_name: audit.fileName,
      created: result.created,
      updated: result.updated,
      skipped: result.skipped,
      rejected: result.rejected.length,
    },
  });
  return result;
}

async function createImported(
  ctx: AppContext,
  actor: Actor,
  organizationId: number,
  row: ImportedRow,
  tagIds: number[],
  media: IngestedMedia[],
): Promise<void> {
  const { input } = row;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const reportId = await insertReport(tx, {
      organizationId,
      authorId: actor.id,
      title: input.title,
      content: input.content,
      latitude: input.latitude,
      longitude: input.longitude,
      eventDate: new Date(input.event_date),
      createdAt: now,
      updatedAt: now,
      source: 'import',
      status: 'published',
      lifecycle: input.lifecycle ?? 'new',
      urgency: input.urgency ?? null,
      verified: input.verified ?? false,
      visibility: input.visibility ?? 'private',
      sourceExportId: input.exportId ?? null,
    });
    await insertReportTags(tx, reportId, tagIds, new Map());
    await publishReportEvent(tx, { kind: 'created', reportId, organizationId, at: now });
    const [createdEntry] = await insertActivity(tx, [{ reportId, event: 'created', data: {}, authorId: actor.id, createdAt: now }]);
    for (const item of media) {
      const { kind, mime, bytes, name, storageKey, width, height, variants } = item;
      await insertMedia(tx, {
        kind,
        mime,
        bytes,
        name,
        storageKey,
        width,
        height,
        variants,
        reportId,
        commentId: null,
        activityId: createdEntry ?? null,
        uploaderId: actor.id,
        createdAt: now,
      });
    }
  });
}

/**
 * A row matching a report the organization holds. The newer side wins: the file's copy is applied only
 * when it changed after the report did (its `updated_date` later than the report's), so importing the
 * same or an older export never undoes an edit made since; a file without `updated_date` cannot say
 * it is newer and changes nothing. Applied, it sets what the file carries (text, place, dates, states,
 * tags matched by name; text tags and media are left as they are) and writes an activity entry per
 * change, as an edit does; a newer copy with nothing different is skipped too.
 */
async function updateImported(
  ctx: AppContext,
  actor: Actor,
  report: ReportRecord,
  row: ImportedRow,
  tagIds: number[],
): Promise<'updated' | 'skipped'> {
  const { input } = row;
  if (input.updatedDate === undefined || Date.parse(input.updatedDate) <= report.updatedAt.getTime()) return 'skipped';
  const now = ctx.now();
  const changes: ReportChanges = {};
  const entries: NewActivity[] = [];
  const entry = (event: NewActivity['event'], data: Record<string, unknown> = {}) =>
    entries.push({ reportId: report.id, event, data, authorId: actor.id, createdAt: now });

  textAndPlaceChanges(report, input, changes, entry);
  const eventDate = new Date(input.event_date);
  if (eventDate.getTime() !== report.eventDate.getTime()) changes.eventDate = eventDate;
  if (input.lifecycle !== undefined && input.lifecycle !== report.lifecycle) {
    changes.lifecycle = input.lifecycle;
    entry('lifecycle', { from: report.lifecycle, to: input.lifecycle });
  }
  if (input.urgency !== undefined && input.urgency !== report.urgency) {
    changes.urgency = input.urgency;
    entry('urgency', { from: report.urgency, to: input.urgency });
  }
  flagChanges(report, input, changes, entry);
  const before = await currentTaxonomies(ctx, report.id);
  const after = { tagIds, texts: before.texts };
  const tagsData = tagsEntryData(before, after);
  if (tagsData) entry('tags', tagsData);

  if (Object.keys(changes).length === 0 && !tagsData) return 'skipped';
  await ctx.db.transaction(async (tx) => {
    await updateReportRow(tx, report.id, { ...changes, updatedAt: now });
    if (tagsData) await replaceReportTags(tx, report.id, after.tagIds, after.texts);
    await insertActivity(tx, entries);
    await publishReportEvent(tx, { kind: 'updated', reportId: report.id, organizationId: report.organizationId, at: now });
  });
  return 'updated';
}
