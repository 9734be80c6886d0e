/**
 * Writing the audit trail (docs/audit.md). Every security-relevant change calls `recordAudit` with
 * who acted (`auditSourceOf(request)`), what and on what. An entry is written in the same breath as the
 * change it records and a failure to write it fails the request: an action that leaves no trace is the
 * one an attacker wants.
 */
import {
  canReadAudit,
  type Actor,
  type AuditAction,
  type AuditEntry,
  type AuditFilters,
  type auditListQuerySchema,
  type AuditPage,
} from '@fieldwatch/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { auditCondition, insertAuditEntry, selectAuditPage, type AuditRecord } from '../db/queries/audit.js';
import type { Queryable } from '../db/queries/reports.js';
import { forbidden } from '../errors.js';
import { csvText, neutraliseFormula } from '../transfer/csv.js';

/** Who acted and from where. */
export interface AuditSource {
  actorId: number | null;
  actorUsername: string | null;
  ip: string;
  userAgent: string | null;
}

export interface AuditEvent {
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  /** what changed; never a password, code, token or link */
  details?: Record<string, unknown>;
}

const userAgentMax = 300;

/** The source of a request: its signed-in user (if any), address and browser. */
export function auditSourceOf(request: FastifyRequest): AuditSource {
  const user = request.auth?.user;
  const agent = request.headers['user-agent'];
  return {
    actorId: user?.id ?? null,
    actorUsername: user?.username ?? null,
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, userAgentMax) : null,
  };
}

/**
 * Writes one entry. Inside a transaction pass it as `db` (`recordAudit({ ...ctx, db: tx }, …)`), so the
 * entry and the change stand or fall together.
 */
export async function recordAudit(ctx: Pick<AppContext, 'now'> & { db: Queryable }, source: AuditSource, event: AuditEvent): Promise<void> {
  await insertAuditEntry(ctx.db, {
    at: ctx.now(),
    actorId: source.actorId,
    actorUsername: source.actorUsername,
    ip: source.ip,
    userAgent: source.userAgent,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined ? null : String(event.targetId),
    details: event.details ?? {},
  });
}

type AuditListParams = z.output<typeof auditListQuerySchema>;

function assertAuditReader(actor: Actor): void {
  if (!canReadAudit(actor)) throw forbidden();
}

function toApiEntry(record: AuditRecord): AuditEntry {
  return {
    id: record.id,
    at: record.at.toISOString(),
    actor: { id: record.actorId, username: record.actorUsername },
    ip: record.ip,
    user_agent: record.userAgent,
    // the column holds only names of the list, written by recordAudit
    action: record.action as AuditAction,
    target: { type: record.targetType, id: record.targetId },
    details: record.details,
  };
}

/** `GET /audit`: a page of entries, newest first; `next` continues below the last one. */
export async function listAudit(ctx: AppContext, actor: Actor, query: AuditListParams): Promise<AuditPage> {
  assertAuditReader(actor);
  const { limit, cursor, ...filters } = query;
  // one more than asked says whether a next page exists
  const rows = await selectAuditPage(ctx.db, auditCondition(filters), limit + 1, cursor);
  const page = rows.slice(0, limit);
  return { data: page.map(toApiEntry), next: rows.length > limit ? page[page.length - 1]!.id : null };
}

/** The CSV columns, in English and stable whatever the reader's language: scripts read them by name. */
export const auditCsvColumns = [
  'id',
  'at',
  'actor_id',
  'actor_username',
  'ip',
  'user_agent',
  'action',
  'target_type',
  'target_id',
  'details',
];
const auditCsvBatch = 500;

function csvCells(entry: AuditEntry): string[] {
  const text = (value: string | null) => (value === null ? '' : neutraliseFormula(value));
  return [
    String(entry.id),
    entry.at,
    entry.actor.id === null ? '' : String(entry.actor.id),
    text(entry.actor.username),
    text(entry.ip),
    text(entry.user_agent),
    entry.action,
    text(entry.target.type),
    text(entry.target.id),
    text(JSON.stringify(entry.details)),
  ];
}

/**
 * `GET /audit/export.csv`: every matching entry, newest first, read in batches so that memory stays
 * flat. The export is itself recorded (`audit.export`, with its filters) before the first byte.
 */
export async function exportAuditCsv(
  ctx: AppContext,
  actor: Actor,
  filters: AuditFilters,
  source: AuditSource,
): Promise<AsyncGenerator<string>> {
  assertAuditReader(actor);
  await recordAudit(ctx, source, { action: 'audit.export', targetType: 'audit', details: { filters } });
  const where = auditCondition(filters);
  async function* lines(): AsyncGenerator<string> {
    yield csvText([auditCsvColumns], { bom: true });
    let before: number | undefined;
    for (;;) {
      const rows = await selectAuditPage(ctx.db, where, auditCsvBatch, before);
      if (rows.length > 0) yield csvText(rows.map((row) => csvCells(toApiEntry(row))));
      if (rows.length < auditCsvBatch) return;
      before = rows[rows.length - 1]!.id;
    }
  }
  return lines();
}
