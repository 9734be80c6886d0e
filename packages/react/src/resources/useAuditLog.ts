import { auditResource, type AuditListQuery } from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';
import { useResource } from './useResource.js';

/** A page of the audit trail (`GET /audit`, Administrator); null: nothing asked yet. */
export function useAuditLog(query: AuditListQuery | null) {
  const client = useClient();
  return useResource(client, query === null ? null : auditResource(client, query));
}
