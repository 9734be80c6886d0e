import { useEffect, useId, useMemo, useState } from 'react';
import { createReportsStore, type ReportFilters } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useClient } from '../../provider/useClient.js';
import { ReportMap } from '../ReportMap/index.js';
import * as styles from './Analytics.css.js';

export interface AnalyticsMapProps {
  /** the range's ISO bounds, as the analytics answer gives them */
  from: string;
  to: string;
  organizationId: number | null;
  headingLevel: 2 | 3 | 4;
  reportHref?: ((id: number) => string) | null;
}

/**
 * The reports of the range on the product's clustered map, through filters of its own (the dashboard's
 * filters stay as they are). The report filters know the event date only, by day: the map shows the
 * reports whose event date falls in the range's days, and says so, while the figures count by creation.
 */
export function AnalyticsMap({ from, to, organizationId, headingLevel, reportHref }: AnalyticsMapProps) {
  const t = useT();
  const client = useClient();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const filters = useMemo<ReportFilters>(
    () => ({
      start_date: from.slice(0, 10),
      end_date: to.slice(0, 10),
      ...(organizationId !== null ? { organizations: [organizationId] } : {}),
    }),
    [from, to, organizationId],
  );
  // the filters are in the store before the map reads them, so its first load is already the range's
  const [store] = useState(() => {
    const created = createReportsStore(client, { pageSize: 1 });
    created.setState({ filters, draft: filters });
    return created;
  });
  useEffect(() => {
    if (JSON.stringify(store.getState().filters) !== JSON.stringify(filters)) store.setState({ filters, draft: filters });
  }, [store, filters]);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.mapSection}>
      <Heading id={`${id}-title`} className={styles.figureTitle}>
        {t('analytics.map.title')}
      </Heading>
      <p className={styles.note}>{t('analytics.map.note')}</p>
      <ReportMap reports={store} className={styles.map} {...(reportHref !== undefined ? { reportHref } : {})} />
    </section>
  );
}
