import type { AuditListQuery, AuditPage } from '../schemas/audit.js';
import type { FieldwatchClient } from './client.js';

/** The filters of a query, without its page (what the CSV export takes). */
export type AuditFilterQuery = Omit<AuditListQuery, 'limit' | 'cursor'>;

/** A query as URL parameters: several actions repeat `action`, empty filters are left out. */
function auditParams(query: AuditListQuery): Record<string, string | number | string[]> {
  const params: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(query) as [string, AuditListQuery[keyof AuditListQuery]][]) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params[name] = value;
  }
  return params;
}

/** `GET /audit` (Administrator): a page of the audit trail, newest first; send `next` back as `cursor`. */
export const listAudit = (client: FieldwatchClient, query: AuditListQuery = {}, signal?: AbortSignal): Promise<AuditPage> =>
  // the page has no `total` (the trail is never counted): `next` says whether more follows
  client.requestList('/audit', { query: auditParams(query), ...(signal ? { signal } : {}) }) as Promise<unknown> as Promise<AuditPage>;

/** `GET /audit/export.csv` (Administrator): every entry matching the filters, as CSV; the server records the export. */
export async function downloadAudit(client: FieldwatchClient, filters: AuditFilterQuery = {}): Promise<{ blob: Blob; filename: string }> {
  const response = await client.requestRaw('/audit/export.csv', { query: auditParams(filters), headers: { Accept: 'text/csv' } });
  return { blob: await response.blob(), filename: 'fieldwatch-audit.csv' };
}
