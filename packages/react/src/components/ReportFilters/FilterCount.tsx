import { useT } from '../../i18n/useT.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import * as styles from './ReportFilters.css.js';

export interface FilterCountProps {
  /** how many filter sections are applied (core `activeFilterCount`) */
  active: number;
}

/**
 * The count of applied filters on a button that opens them: a badge when some are on, and the count in
 * words for screen readers ("2 filters active").
 */
export function FilterCount({ active }: FilterCountProps) {
  const t = useT();
  return (
    <>
      {active > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {active}
        </span>
      ) : null}
      <span className={visuallyHidden}>{t('filters.activeCount', { count: active })}</span>
    </>
  );
}
