import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { actorOf, canUseReportForm, type MessageKey, type User } from '@fieldwatch/core';
import { ReportFilters, ReportList, ReportMap, SearchBar, useSession, useT } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import * as styles from './DashboardPage.css.js';

const selectUser = (s: { user: User | null }) => s.user;
/** the width under which the panels stack (DashboardPage.css.ts) and the filters start collapsed */
const phoneQuery = '(max-width: 48rem)';

/** A labelled region of the dashboard. */
function Panel({ title, className, children }: { title: MessageKey; className?: string; children?: ReactNode }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className={className ? `${styles.panel} ${className}` : styles.panel}>
      <h2 id={id} className={styles.panelTitle}>
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

/** /dashboard: three panels — filters, report list (with search), map. */
export default function DashboardPage() {
  useDocumentTitle('dashboard.title');
  const t = useT();
  const navigate = useNavigate();
  const actor = actorOf(useSession(selectUser));
  // on a phone the filters start folded, so the list is on the first screen
  const [phone] = useState(() => typeof window !== 'undefined' && Boolean(window.matchMedia?.(phoneQuery).matches));

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('dashboard.title')}</h1>
        {actor && canUseReportForm(actor) ? (
          <Link to="/new-report" className={styles.newReport}>
            {t('reportList.newReport')}
          </Link>
        ) : null}
      </div>
      <div className={styles.panels}>
        <ReportFilters className={`${styles.panel} ${styles.filters}`} defaultOpen={!phone} collapseOnApply={phone} />
        <Panel title="dashboard.list" className={styles.list}>
          <SearchBar onOpenReport={(id) => void navigate(`/report/${id}`)} />
          <ReportList />
        </Panel>
        <Panel title="dashboard.map" className={styles.map}>
          <ReportMap className={styles.mapView} />
        </Panel>
      </div>
    </>
  );
}
