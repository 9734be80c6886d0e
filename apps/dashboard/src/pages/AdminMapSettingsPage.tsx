import { MapSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/map: default centre and zoom, basemaps (spec §2 Admin tabs, Settings → map). */
export default function AdminMapSettingsPage() {
  useDocumentTitle('mapSettings.title');
  return <MapSettings headingLevel={2} />;
}
