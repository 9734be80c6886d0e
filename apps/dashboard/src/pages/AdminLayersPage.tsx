import { AdminLayers } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/layers: the Layers tab, the first admin tab (docs/layers.md). */
export default function AdminLayersPage() {
  useDocumentTitle('layers.title');
  return <AdminLayers headingLevel={2} />;
}
