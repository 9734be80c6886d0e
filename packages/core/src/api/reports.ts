import type {
  ActivityEntry,
  Comment,
  Report,
  ReportCreateInput,
  ReportFilters,
  ReportSuggestion,
  ReportUpdateInput,
} from '../schemas/report.js';
import type { FieldwatchClient, ListResult } from './client.js';

export interface ReportPageRequest {
  filters?: ReportFilters;
  limit?: number;
  /** the `next` of the previous page (keyset paging, preferred) */
  cursor?: string;
  offset?: number;
  signal?: AbortSignal;
}

/** `POST /reports {filters, offset|cursor, limit}` → `{data, total, next}` (API.md). */
export function listReports(client: FieldwatchClient, request: ReportPageRequest = {}): Promise<ListResult<Report>> {
  const { signal, ...body } = request;
  return client.requestList<Report>('/reports', {
    method: 'POST',
    body: { filters: body.filters ?? {}, limit: body.limit ?? 20, ...(body.cursor ? { cursor: body.cursor } : {}), ...(body.offset !== undefined && !body.cursor ? { offset: body.offset } : {}) },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /reports/suggest?q=` → at most 5 reports whose title or content match (spec §2 search bar). */
export function suggestReports(client: FieldwatchClient, q: string, signal?: AbortSignal): Promise<ReportSuggestion[]> {
  return client.request<ReportSuggestion[]>('/reports/suggest', { query: { q }, ...(signal ? { signal } : {}) });
}

export const getReport = (client: FieldwatchClient, id: number) => client.request<Report>(`/report/${id}`);

/** Creates a draft (spec §4 Create report): upload its media next, then publish it. */
export const createReport = (client: FieldwatchClient, organizationId: number, input: ReportCreateInput) =>
  client.request<Report>(`/organization/${organizationId}/report`, { method: 'POST', body: { ...input, source: 'web' } });

/** `POST /report/{id}/media`: one file per call, multipart field `media`. */
export function uploadReportMedia(client: FieldwatchClient, reportId: number, file: Blob, name?: string) {
  const form = new FormData();
  form.append('media', file, name ?? (file as File).name ?? 'upload');
  return client.request<Report>(`/report/${reportId}/media`, { method: 'POST', body: form });
}

export const updateReport = (client: FieldwatchClient, organizationId: number, id: number, changes: ReportUpdateInput) =>
  client.request<Report>(`/organization/${organizationId}/report/${id}`, { method: 'PUT', body: changes });

export const publishReport = (client: FieldwatchClient, organizationId: number, id: number) =>
  updateReport(client, organizationId, id, { status: 'published' });

export const deleteReport = (client: FieldwatchClient, organizationId: number, id: number) =>
  client.request<boolean>(`/organization/${organizationId}/report/${id}`, { method: 'DELETE' });

export const closeReport = (client: FieldwatchClient, organizationId: number, id: number) =>
  client.request<Report>(`/organization/${organizationId}/report/${id}/close`, { method: 'PUT' });

/** `GET /report/{id}/activity?limit&offset`, newest first. */
export const listActivity = (client: FieldwatchClient, reportId: number, page: { limit: number; offset: number }) =>
  client.requestList<ActivityEntry>(`/report/${reportId}/activity`, { query: page });

export const listComments = (client: FieldwatchClient, reportId: number) =>
  client.requestList<Comment>(`/report/${reportId}/comments`);

/** Spec §4 Comment: create, upload media, then publish. */
export const createComment = (client: FieldwatchClient, reportId: number, content: string) =>
  client.request<Comment>(`/report/${reportId}/comment`, { method: 'POST', body: { content } });

export function uploadCommentMedia(client: FieldwatchClient, commentId: number, file: Blob, name?: string) {
  const form = new FormData();
  form.append('media', file, name ?? (file as File).name ?? 'upload');
  return client.request<Comment>(`/comment/${commentId}/media`, { method: 'POST', body: form });
}

export const publishComment = (client: FieldwatchClient, commentId: number) =>
  client.request<Comment>(`/comment/${commentId}`, { method: 'PUT', body: { status: 'published' } });
