import { Outlet, useMatch } from 'react-router';
import { actorOf, canOpen, type Area, type Options, type User } from '@fieldwatch/core';
import { AdminOrganizationPicker, useOptions, useSession, useT } from '@fieldwatch/react';
import { TabLinks, type TabLink } from './TabLinks.js';
import * as styles from './admin.css.js';

export interface AdminTab extends TabLink {
  /** for a tab open to fewer roles than /admin itself: the area its route requires (and the tab shows for) */
  area?: Area;
}

/**
 * The admin tabs, in order, each with its route in routes.tsx; /admin opens the first one. Only tabs whose
 * page exists are listed, so no tab leads to /404.
 */
export const adminTabs: readonly AdminTab[] = [
  { path: 'tags', label: 'tags.tab' },
  { path: 'users', label: 'users.tab' },
  { path: 'organizations', label: 'organizations.tab', area: 'adminOrganizations' },
  { path: 'layers', label: 'layers.tab' },
  { path: 'export-reports', label: 'export.tab' },
  { path: 'embed', label: 'embed.tab' },
  { path: 'settings', label: 'settings.tab', area: 'adminSettings' },
  { path: 'audit', label: 'audit.tab', area: 'adminAudit' },
];

/** The tabs that are about no one organization: the header does not offer the organization choice there. */
const acrossOrganizations = new Set(['organizations', 'settings', 'embed', 'audit']);

const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * /admin/*: the admin heading with the organization the tabs act on (chosen here, when organizations are
 * shown and there are several), its tabs (links: each tab is a page of its own), then the tab.
 */
export function AdminLayout() {
  const t = useT();
  const actor = actorOf(useSession(selectUser));
  const options = useOptions(selectOptions);
  const section = useMatch('/admin/:section/*')?.params.section;
  // only the tabs this user may open (settings: the Administrator); their routes are guarded the same way
  const tabs = adminTabs.filter((tab) => !tab.area || (actor !== null && canOpen(actor, tab.area, options ?? undefined)));
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('nav.admin')}</h1>
        {section && !acrossOrganizations.has(section) ? <AdminOrganizationPicker /> : null}
      </div>
      <TabLinks label={t('export.tabs')} base="/admin" tabs={tabs} />
      <Outlet />
    </>
  );
}
