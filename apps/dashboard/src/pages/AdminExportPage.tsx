import { ExportPanel } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/export-reports: the export tab (docs/reports.md "Export and import"); the admin header chooses the organization. */
export default function AdminExportPage() {
  useDocumentTitle('export.title');
  return <ExportPanel headingLevel={2} organizationPicker={false} />;
}
