import { AdminOrganizations } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/organizations: the Administrator's Organizations tab, while organizations are shown (docs/screens.md). */
export default function AdminOrganizationsPage() {
  useDocumentTitle('organizations.title');
  return <AdminOrganizations headingLevel={2} />;
}
