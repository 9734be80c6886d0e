import { AppSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/app: the app configuration sub-tab: anonymous sign-in, the mobile app and emergency alerts. */
export default function AdminAppSettingsPage() {
  useDocumentTitle('appSettings.title');
  return <AppSettings headingLevel={2} />;
}
