import { GeneralSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/general: the general sub-tab: the time zone. */
export default function AdminGeneralSettingsPage() {
  useDocumentTitle('generalSettings.title');
  return <GeneralSettings headingLevel={2} />;
}
