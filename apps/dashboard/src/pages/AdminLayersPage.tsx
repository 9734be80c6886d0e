import { AdminLayers } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/layers: the Layers tab (docs/layers.md); the admin header chooses the organization. */
export default function AdminLayersPage() {
  useDocumentTitle('layers.title');
  return <AdminLayers headingLevel={2} organizationPicker={false} />;
}
