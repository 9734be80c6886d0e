import { NavLink } from 'react-router';
import type { MessageKey } from '@fieldwatch/core';
import { useT } from '@fieldwatch/react';
import * as styles from './admin.css.js';

export interface TabLink {
  path: string;
  label: MessageKey;
}

/** A row of tabs that are links (each tab is a page of its own under `base`), named for assistive technology. */
export function TabLinks({ label, base, tabs }: { label: string; base: string; tabs: readonly TabLink[] }) {
  const t = useT();
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={`${base}/${tab.path}`} className={styles.tab}>
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
