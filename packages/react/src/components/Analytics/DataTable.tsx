import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../theme/shared.css.js';
import * as styles from './Analytics.css.js';

interface DataTableRow {
  key: string | number;
  label: string;
  value: number;
}

export interface DataTableProps {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly DataTableRow[];
}

/**
 * A two-column table (a name and its count), the count formatted in the interface language. Its caption
 * is for screen readers: the section's heading above already shows the title.
 */
export function DataTable({ caption, labelHeader, valueHeader, rows }: DataTableProps) {
  const intl = useIntl();
  return (
    <table className={styles.table}>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col" className={styles.number}>
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={styles.word}>
              {row.label}
            </th>
            <td className={styles.number}>{intl.formatNumber(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
