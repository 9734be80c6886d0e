import type { AuditFilters } from '@fieldwatch/core';
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../schema.js';
import type { Queryable } from './reports.js';

export type AuditRow = typeof auditLog.$inferInsert;
export type AuditRecord = typeof auditLog.$inferSelect;

/** `db` may be a transaction: the entry then commits or rolls back with the change it records. */
export async function insertAuditEntry(db: Queryable, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);
/** `%` and `_` typed by the reader are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filters as SQL; `from` and `to` are UTC days, both included. */
export function auditCondition(filters: AuditFilters): SQL | undefined {
  const actions = filters.action === undefined ? undefined : Array.isArray(filters.action) ? filters.action : [filters.action];
  const actor = filters.actor;
  const actorById = actor !== undefined && /^\d{1,9}$/.test(actor) ? Number(actor) : undefined;
  const pattern = filters.q ? likePattern(filters.q) : undefined;
  return and(
    actions && actions.length > 0 ? inArray(auditLog.action, actions) : undefined,
    actor
      ? actorById === undefined
        ? eq(sql`lower(${auditLog.actorUsername})`, actor.toLowerCase())
        : or(eq(auditLog.actorId, actorById), eq(sql`lower(${auditLog.actorUsername})`, actor.toLowerCase()))
      : undefined,
    filters.target_type ? eq(auditLog.targetType, filters.target_type) : undefined,
    filters.target_id ? eq(auditLog.targetId, filters.target_id) : undefined,
    filters.from ? gte(auditLog.at, dayStart(filters.from)) : undefined,
    filters.to ? lt(auditLog.at, dayAfter(filters.to)) : undefined,
    pattern
      ? or(ilike(auditLog.actorUsername, pattern), ilike(auditLog.ip, pattern), ilike(sql`${auditLog.details}::text`, pattern))
      : undefined,
  );
}

/** Up to `limit` entries matching `where`, newest first (by id: ids grow with time), below `beforeId`. */
export async function selectAuditPage(db: Queryable, where: SQL | undefined, limit: number, beforeId?: number): Promise<AuditRecord[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(where, beforeId === undefined ? undefined : lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
