import { PublicSiteSettings } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';

/** /admin/settings/public-site: the public site sub-tab: what the public site shows. */
export default function AdminPublicSiteSettingsPage() {
  useDocumentTitle('publicSite.title');
  return <PublicSiteSettings headingLevel={2} />;
}
