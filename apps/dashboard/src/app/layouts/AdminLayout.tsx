import { NavLink, Outlet } from 'react-router';
import type { MessageKey } from '@fieldwatch/core';
import { useT } from '@fieldwatch/react';
import * as styles from './admin.css.js';

/**
 * The admin tabs this build has (spec §2 Admin tabs: tags, users, organizations, layers, export-reports,
 * settings). Each later issue adds its tab here with its route; /admin opens the first one.
 */
export const adminTabs: readonly { path: string; label: MessageKey }[] = [{ path: 'export-reports', label: 'export.tab' }];

/** /admin/*: the admin heading and its tabs (links: each tab is a page of its own), then the tab. */
export function AdminLayout() {
  const t = useT();
  return (
    <>
      <h1 className={styles.title}>{t('nav.admin')}</h1>
      <nav aria-label={t('export.tabs')} className={styles.tabs}>
        <ul className={styles.tabList}>
          {adminTabs.map((tab) => (
            <li key={tab.path}>
              <NavLink to={`/admin/${tab.path}`} className={styles.tab}>
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
