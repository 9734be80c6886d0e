import { AdminLayers } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/layers: the Layers tab (issue 4), the first admin tab of spec §2 in this build. */
export default function AdminLayersPage() {
  useDocumentTitle('layers.title');
  return <AdminLayers headingLevel={2} />;
}
