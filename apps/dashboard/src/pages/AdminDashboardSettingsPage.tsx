import { DashboardSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/dashboard: the dashboard configuration sub-tab: the features on for everyone. */
export default function AdminDashboardSettingsPage() {
  useDocumentTitle('dashboardSettings.title');
  return <DashboardSettings headingLevel={2} />;
}
