import { AppSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/app: anonymous sign-in and the mobile app (spec §2 Admin tabs, Settings → app configuration). */
export default function AdminAppSettingsPage() {
  useDocumentTitle('appSettings.title');
  return <AppSettings headingLevel={2} />;
}
