import { MapSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/map: the map sub-tab: default center and zoom, basemaps. */
export default function AdminMapSettingsPage() {
  useDocumentTitle('mapSettings.title');
  return <MapSettings headingLevel={2} />;
}
