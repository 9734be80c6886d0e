import type {
  ActivityEntry,
  Comment,
  Report,
  ReportCreateInput,
  ReportFilters,
  ReportSuggestion,
  ReportUpdateInput,
} from '../schemas/report.js';
import { resourceKeys } from '../resources/keys.js';
import { written } from '../resources/written.js';
import { FieldwatchError } from '../errors.js';
import type { FieldwatchClient, ListResult } from './client.js';
import { exportBrokeOff } from './exportCheck.js';
import { idempotencyHeader, type IdempotencyOptions } from './idempotency.js';

/** The answer is the report as it now is; its activity, popup and the counts of matching reports changed with it. */
const reportWrite = (client: FieldwatchClient, id: number) =>
  written<Report>(client, {
    set: resourceKeys.report(id),
    invalidate: [resourceKeys.activity(id), ['reportPopup', id], ['reportCount']],
  });

export interface ReportPageRequest {
  filters?: ReportFilters;
  limit?: number;
  /** the `next` of the previous page (keyset paging, preferred) */
  cursor?: string;
  offset?: number;
  signal?: AbortSignal;
}

/**
 * A page of the list. `total_exact` is false when more reports match than the server counts
 * (`limits.reportTotalExactMax`): `total` is then that bound, shown as "1,000+".
 */
export type ReportListResult = ListResult<Report> & { total_exact?: boolean };

/** `POST /reports {filters, offset|cursor, limit}` → `{data, total, total_exact, next}`; `next` is sent back as `cursor` for the following page. */
export function listReports(client: FieldwatchClient, request: ReportPageRequest = {}): Promise<ReportListResult> {
  const { signal, ...body } = request;
  return client.requestList<Report>('/reports', {
    method: 'POST',
    body: {
      filters: body.filters ?? {},
      limit: body.limit ?? 20,
      ...(body.cursor ? { cursor: body.cursor } : {}),
      ...(body.offset !== undefined && !body.cursor ? { offset: body.offset } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /reports/suggest?q=` → at most 5 reports whose title or content match, for the search bar. */
export function suggestReports(client: FieldwatchClient, q: string, signal?: AbortSignal): Promise<ReportSuggestion[]> {
  return client.request<ReportSuggestion[]>('/reports/suggest', { query: { q }, ...(signal ? { signal } : {}) });
}

export const getReport = (client: FieldwatchClient, id: number, signal?: AbortSignal) =>
  client.request<Report>(`/report/${id}`, signal ? { signal } : {});

/**
 * Creates a draft: upload its media next (`uploadReportMedia`), then publish it (`publishReport`). Sent
 * with an `Idempotency-Key` (the one given, else a new one): sent again with the same key, it answers
 * the same draft instead of making another.
 */
export const createReport = (client: FieldwatchClient, organizationId: number, input: ReportCreateInput, options?: IdempotencyOptions) =>
  client
    .request<Report>(`/organization/${organizationId}/report`, {
      method: 'POST',
      body: { ...input, source: 'web' },
      headers: idempotencyHeader(options),
    })
    .then(written(client, { invalidate: [['reportCount']] }));

/** `POST /report/{id}/media`: one file per call, multipart field `media`, with an `Idempotency-Key` as `createReport`. */
export function uploadReportMedia(client: FieldwatchClient, reportId: number, file: Blob, name?: string, options?: IdempotencyOptions) {
  const form = new FormData();
  form.append('media', file, name ?? (file as File).name ?? 'upload');
  return client
    .request<Report>(`/report/${reportId}/media`, { method: 'POST', body: form, headers: idempotencyHeader(options) })
    .then(reportWrite(client, reportId));
}

/**
 * Changes a report (only the fields given). With `idempotencyKey`, sent again with the same key and
 * changes it answers the first answer: a submission's publication whose answer was lost is not refused
 * on its retry (the report is no longer a draft).
 */
export const updateReport = (
  client: FieldwatchClient,
  organizationId: number,
  id: number,
  changes: ReportUpdateInput,
  options?: IdempotencyOptions,
) =>
  client
    .request<Report>(`/organization/${organizationId}/report/${id}`, {
      method: 'PUT',
      body: changes,
      ...(options?.idempotencyKey === undefined ? {} : { headers: idempotencyHeader(options) }),
    })
    .then(reportWrite(client, id));

export const publishReport = (client: FieldwatchClient, organizationId: number, id: number) =>
  updateReport(client, organizationId, id, { status: 'published' });

export const deleteReport = (client: FieldwatchClient, organizationId: number, id: number) =>
  client.request<boolean>(`/organization/${organizationId}/report/${id}`, { method: 'DELETE' }).then(
    // gone: nothing of it is fetched again; the folders that held it count one report less
    written(client, {
      discard: [resourceKeys.report(id), resourceKeys.activity(id), ['reportPopup', id]],
      invalidate: [['folders'], ['reportCount']],
    }),
  );

export const closeReport = (client: FieldwatchClient, organizationId: number, id: number) =>
  client.request<Report>(`/organization/${organizationId}/report/${id}/close`, { method: 'PUT' }).then(reportWrite(client, id));

/** `GET /report/{id}/activity?limit&offset`, newest first. */
export const listActivity = (client: FieldwatchClient, reportId: number, page: { limit: number; offset: number }, signal?: AbortSignal) =>
  client.requestList<ActivityEntry>(`/report/${reportId}/activity`, { query: page, ...(signal ? { signal } : {}) });

export const listComments = (client: FieldwatchClient, reportId: number) => client.requestList<Comment>(`/report/${reportId}/comments`);

/**
 * A comment is made in three steps: create it, upload its media (`uploadCommentMedia`), then publish it
 * (`publishComment`); a draft changes nothing anyone reads. Both create calls carry an `Idempotency-Key`
 * (the one given, else a new one): a retry with the same key gets the first answer back.
 */
export const createComment = (client: FieldwatchClient, reportId: number, content: string, options?: IdempotencyOptions) =>
  client.request<Comment>(`/report/${reportId}/comment`, { method: 'POST', body: { content }, headers: idempotencyHeader(options) });

export function uploadCommentMedia(client: FieldwatchClient, commentId: number, file: Blob, name?: string, options?: IdempotencyOptions) {
  const form = new FormData();
  form.append('media', file, name ?? (file as File).name ?? 'upload');
  return client.request<Comment>(`/comment/${commentId}/media`, { method: 'POST', body: form, headers: idempotencyHeader(options) });
}

/**
 * Publishes a comment of report `reportId`, whose activity then holds it and whose state may change (a
 * comment reopens a closed report): both are fetched again where shown.
 */
export const publishComment = (client: FieldwatchClient, commentId: number, reportId?: number) =>
  client.request<Comment>(`/comment/${commentId}`, { method: 'PUT', body: { status: 'published' } }).then(
    written(client, {
      invalidate: reportId === undefined ? [] : [resourceKeys.activity(reportId), resourceKeys.report(reportId), ['reportPopup', reportId]],
    }),
  );

export const exportFormats = ['csv', 'geojson', 'kml'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportRequest {
  filters?: ReportFilters;
  format: ExportFormat;
  /** a zip holding `reports.<format>` and `media/` (docs/reports.md) */
  media?: boolean;
  signal?: AbortSignal;
}

export interface ExportedFile {
  blob: Blob;
  /** from the answer's Content-Disposition, else `reports.<format>` (or `.zip` with media) */
  filename: string;
}

/**
 * `POST /organization/{id}/reports/export {filters, format, media?}`: the server streams the file; the
 * client receives it whole as a Blob for the browser to save.
 */
export async function exportReports(client: FieldwatchClient, organizationId: number, request: ExportRequest): Promise<ExportedFile> {
  const { signal, filters, format, media } = request;
  const response = await client.requestRaw(`/organization/${organizationId}/reports/export`, {
    method: 'POST',
    body: { filters: filters ?? {}, format, ...(media ? { media: true } : {}) },
    headers: { Accept: '*/*' },
    ...(signal ? { signal } : {}),
  });
  const blob = await response.blob();
  // a file that broke off after its download had started is not handed over to be saved as if complete
  if (exportBrokeOff(new Uint8Array(await blob.arrayBuffer()), media === true)) throw new FieldwatchError('EXPORT_FAILED');
  const fallback = `reports.${media ? 'zip' : format}`;
  return { blob, filename: filenameOf(response.headers.get('content-disposition')) ?? fallback };
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), without any path. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  let name = plain ?? null;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      // a broken encoding: keep the plain name
    }
  }
  const base = name?.trim().split(/[\\/]/).pop();
  return base ? base : null;
}

/** One report of an import that was not created, and why (a validation key or an English reason). */
export interface ImportRejection {
  row: number;
  title: string;
  reason: string;
  fields?: Record<string, string>;
}

export interface ImportResult {
  created: number;
  /** reports already here (matched by the file's export id) that the file's newer copy changed */
  updated: number;
  /** reports already here with nothing newer in the file: left as they are, no copy made */
  skipped: number;
  rejected: ImportRejection[];
}

/**
 * `POST /organization/{id}/reports/import` (multipart field `file`): a zip made by export. Answers how
 * many reports were created, updated and skipped (a report exported before is matched by its export
 * id, never copied twice) and which rows were rejected, with the reason (docs/reports.md).
 */
export function importReports(client: FieldwatchClient, organizationId: number, file: Blob, name?: string): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, name ?? (file as File).name ?? 'reports.zip');
  return client
    .request<ImportResult>(`/organization/${organizationId}/reports/import`, { method: 'POST', body: form })
    .then(written(client, { invalidate: [['reportCount']] }));
}
