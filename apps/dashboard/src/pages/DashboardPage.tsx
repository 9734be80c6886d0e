import { useId } from 'react';
import type { MessageKey } from '@fieldwatch/core';
import { useT } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import * as styles from './DashboardPage.css.js';

/** A labelled region of the dashboard; the report issues put the filters, the list and the map in them. */
function Panel({ title, className }: { title: MessageKey; className?: string }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ? `${styles.panel} ${className}` : styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        {t(title)}
      </h2>
    </section>
  );
}

/** /dashboard: the three panels of spec §2 (filters, report list, map). */
export default function DashboardPage() {
  useDocumentTitle('dashboard.title');
  const t = useT();
  return (
    <>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <div className={styles.panels}>
        <Panel title="dashboard.filters" />
        <Panel title="dashboard.list" />
        <Panel title="dashboard.map" className={styles.map} />
      </div>
    </>
  );
}
