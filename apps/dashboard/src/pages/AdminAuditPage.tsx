import { AuditLog } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/audit: the Audit log tab (docs/audit.md), for the Administrator. */
export default function AdminAuditPage() {
  useDocumentTitle('audit.title');
  return <AuditLog headingLevel={2} />;
}
