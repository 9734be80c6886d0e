import { listAudit } from '../api/audit.js';
import type { FieldwatchClient } from '../api/client.js';
import type { AuditListQuery, AuditPage } from '../schemas/audit.js';
import { resourceKeys } from './keys.js';
import type { Resource } from './resource.js';

/** A page of the audit trail (the admin's Audit log tab), by its filters and cursor. */
export const auditResource = (client: FieldwatchClient, query: AuditListQuery): Resource<AuditPage> => ({
  key: resourceKeys.audit(JSON.stringify(query)),
  load: (signal) => listAudit(client, query, signal),
});
