/**
 * The audit trail (docs/audit.md): the actions it records and the shape of an entry as the API
 * returns it. The list is closed so that a filter offers every action and a typo in the server is a
 * type error, not an event nobody finds.
 */
import * as z from 'zod/mini';
import { limits } from '../limits.js';
import { idSchema } from './common.js';
import { isoDay } from './report.js';

export const auditActions = [
  'signin.success',
  'signin.failure',
  'signin.locked',
  'signout',
  'password.change',
  'password.reset',
  'email.change',
  'secondfactor.change',
  'totp.enable',
  'totp.disable',
  'recovery.regenerate',
  'recovery.use',
  'passkey.add',
  'passkey.remove',
  'user.create',
  'user.update',
  'user.role',
  'user.organizations',
  'user.deactivate',
  'user.activate',
  'user.delete',
  'organization.create',
  'organization.update',
  'organization.delete',
  'settings.update',
  'terminology.update',
  'report.delete',
  'reports.export',
  'reports.import',
  'story.delete',
  'layer.delete',
  'taxonomy.delete',
  'audit.export',
] as const;

export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ id: z.nullable(z.int()), username: z.nullable(z.string()) }),
  ip: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  action: z.enum(auditActions),
  target: z.object({ type: z.nullable(z.string()), id: z.nullable(z.string()) }),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditAction = z.enum(auditActions, { error: 'invalidValue' });
const shortText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'invalidValue')));

/**
 * The filters of `GET /audit` and `GET /audit/export.csv`. `action` is one action or several (the
 * parameter repeated); `actor` a user id or a username; `from`/`to` UTC days, both included; `q` text
 * found in the actor's username, the address or the details.
 */
export const auditFiltersShape = {
  action: z.optional(z.union([auditAction, z.array(auditAction).check(z.maxLength(auditActions.length, 'invalidValue'))])),
  actor: shortText(100),
  target_type: shortText(50),
  target_id: shortText(100),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  q: z.optional(z.string().check(z.trim(), z.maxLength(limits.searchMax, 'searchExceeded'))),
};

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }, ctx: z.core.$RefinementCtx) => {
  if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'startAfterEnd' });
};

export const auditExportQuerySchema = z.strictObject(auditFiltersShape).check(z.superRefine(fromNotAfterTo));
export type AuditFilters = z.output<typeof auditExportQuerySchema>;

/** `GET /audit`: the filters, a page size and the `next` of the previous page (entries come newest first). */
export const auditListQuerySchema = z
  .strictObject({
    ...auditFiltersShape,
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(limits.listPageMax)), 50),
    cursor: z.optional(idSchema),
  })
  .check(z.superRefine(fromNotAfterTo));
/** What a client sends as the query of `GET /audit` (and, without `limit` and `cursor`, of its CSV export). */
export interface AuditListQuery {
  action?: AuditAction[];
  actor?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
  q?: string;
  limit?: number;
  cursor?: number;
}

/** A page of the trail; `next` is the `cursor` of the following page, null at the end. */
export const auditPageSchema = z.object({ data: z.array(auditEntrySchema), next: z.nullable(z.int()) });
export type AuditPage = z.infer<typeof auditPageSchema>;
