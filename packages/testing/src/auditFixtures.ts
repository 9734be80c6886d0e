/** The audit trail as `GET /audit` answers it, for the Audit log tab's tests and stories. */
import type { AuditEntry } from '@fieldwatch/core';
import { fail, type FakeRoute, type RecordedCall } from './fakeApi.js';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) - minutesAgo * 60_000).toISOString();

function entry(id: number, fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry {
  return {
    id,
    at: at(id * -7),
    actor: { id: 1, username: 'admin' },
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    target: { type: null, id: null },
    details: {},
    ...fields,
  };
}

/** Oldest first by id; the API answers newest first. */
export const sampleAuditEntries: AuditEntry[] = [
  entry(1, { action: 'signin.success', target: { type: 'user', id: '1' } }),
  entry(2, { action: 'signin.failure', actor: { id: null, username: null }, ip: '198.51.100.23', details: { username: 'amina' } }),
  entry(3, {
    action: 'user.create',
    target: { type: 'user', id: '12' },
    details: { username: 'amina', role: 'Reader', organizations: [1] },
  }),
  entry(4, {
    action: 'user.role',
    target: { type: 'user', id: '12' },
    details: { username: 'amina', from: 'Reader', to: 'Organization Admin' },
  }),
  entry(5, {
    action: 'settings.update',
    target: { type: 'options', id: null },
    details: { changed: { timezone: { from: 'Europe/London', to: 'Africa/Nairobi' } } },
  }),
  entry(6, {
    action: 'report.delete',
    actor: { id: 7, username: 'northadmin' },
    target: { type: 'report', id: '40' },
    details: { organization_id: 1 },
  }),
];

/** `GET /audit` over `entries`: filtered by action (repeatable) and text, a page below `cursor`; the export as CSV. */
export function auditRoutes(entries: AuditEntry[] = sampleAuditEntries): Record<string, FakeRoute> {
  const matching = (call: RecordedCall) => {
    const params = new URLSearchParams(call.search ?? '');
    const actions = params.getAll('action');
    const q = (params.get('q') ?? '').toLowerCase();
    return [...entries]
      .sort((a, b) => b.id - a.id)
      .filter((e) => actions.length === 0 || actions.includes(e.action))
      .filter((e) => !q || [e.actor.username ?? '', e.ip ?? '', JSON.stringify(e.details)].some((text) => text.toLowerCase().includes(q)));
  };
  return {
    'GET /audit': (call) => {
      const params = new URLSearchParams(call.search ?? '');
      const limit = Number(params.get('limit') ?? 50);
      const cursor = params.get('cursor');
      const below = matching(call).filter((e) => cursor === null || e.id < Number(cursor));
      const page = below.slice(0, limit);
      return { status: 200, body: { data: page, next: below.length > limit ? page[page.length - 1]!.id : null } };
    },
    'GET /audit/export.csv': (call) => ({
      status: 200,
      body: ['id,action', ...matching(call).map((e) => `${e.id},${e.action}`)].join('\r\n'),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="fieldwatch-audit.csv"' },
    }),
  };
}

/** `GET /audit` failing as a server in trouble would. */
export const failingAuditRoutes: Record<string, FakeRoute> = { 'GET /audit': () => fail(500, 'SERVER_ERROR') };
