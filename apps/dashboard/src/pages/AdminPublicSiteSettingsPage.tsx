import { PublicSiteSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/public-site: what the public site shows (spec §2 Admin tabs, Settings → public site). */
export default function AdminPublicSiteSettingsPage() {
  useDocumentTitle('publicSite.title');
  return <PublicSiteSettings headingLevel={2} />;
}
