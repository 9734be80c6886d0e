import { useIntl } from 'react-intl';
import type { Analytics } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { formatDuration } from './duration.js';
import * as styles from './Analytics.css.js';

/** The range's counters, as name–value pairs: reports, verified, closed, urgent, and the median time to verification. */
export function AnalyticsCounters({ counters }: { counters: Analytics['counters'] }) {
  const t = useT();
  const intl = useIntl();
  const median = counters.median_hours_to_verification;
  const items = [
    { key: 'total', label: t('analytics.counter.total'), value: intl.formatNumber(counters.total) },
    { key: 'verified', label: t('analytics.counter.verified'), value: intl.formatNumber(counters.verified) },
    { key: 'closed', label: t('analytics.counter.closed'), value: intl.formatNumber(counters.closed) },
    { key: 'urgent', label: t('analytics.counter.urgent'), value: intl.formatNumber(counters.urgent) },
    {
      key: 'median',
      label: t('analytics.counter.median'),
      value: median === null ? t('analytics.counter.medianNone') : formatDuration(median, intl),
    },
  ];
  return (
    <dl className={styles.counters}>
      {items.map((item) => (
        <div key={item.key} className={styles.counter} data-counter={item.key}>
          <dt className={styles.counterLabel}>{item.label}</dt>
          <dd className={styles.counterValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
