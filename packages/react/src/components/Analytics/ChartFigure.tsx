import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import * as styles from './Analytics.css.js';

export interface ChartFigureProps {
  title: string;
  headingLevel: 2 | 3 | 4;
  /** the chart, drawn for the eye; its table says the same to everyone else */
  chart: ReactNode;
  /** the same figures as a table, read by screen readers, and shown instead of the chart on demand */
  table: ReactNode;
  /** said instead of the chart and its table when there is nothing to draw */
  empty?: string | null;
}

/**
 * A chart with its table alternative: the table is always there for screen readers (visually hidden),
 * and "Show as table" shows it instead of the chart for anyone who reads numbers better than bars.
 * The chart itself is hidden from assistive technology, which reads the table.
 */
export function ChartFigure({ title, headingLevel, chart, table, empty }: ChartFigureProps) {
  const t = useT();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.figure}>
      <div className={styles.figureHeader}>
        <Heading id={`${id}-title`} className={styles.figureTitle}>
          {title}
        </Heading>
        {empty ? null : (
          <Button variant="link" aria-pressed={asTable} className={styles.toggle} onClick={() => setAsTable((shown) => !shown)}>
            {t('analytics.showTable')}
          </Button>
        )}
      </div>
      {empty ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <>
          {asTable ? null : (
            <div aria-hidden="true" className={styles.chart}>
              {chart}
            </div>
          )}
          <div className={asTable ? styles.tableWrap : visuallyHidden}>{table}</div>
        </>
      )}
    </section>
  );
}
