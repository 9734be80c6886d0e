import { AdminTags } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/tags: the Tags tab, the first admin tab (docs/screens.md); the admin header chooses the organization. */
export default function AdminTagsPage() {
  useDocumentTitle('tags.title');
  return <AdminTags headingLevel={2} organizationPicker={false} />;
}
