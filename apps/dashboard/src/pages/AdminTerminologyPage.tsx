import { TerminologySettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/terminology: the texts of the interface, replaced per language from a CSV (docs/terminology.md). */
export default function AdminTerminologyPage() {
  useDocumentTitle('terminology.title');
  return <TerminologySettings headingLevel={2} />;
}
