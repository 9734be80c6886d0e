import type { ReportMapState } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import * as styles from './ReportMap.css.js';

export interface MapStatusProps {
  status: ReportMapState['status'];
  /** the public map while the public-site map option is off: said as such, not as a failure to retry */
  publicOff: boolean;
  /** the configured basemap failed and the offline one stands in */
  fellBack: boolean;
  onRetry: () => void;
}

/** The one line over the map that says what is wrong or under way: off, failed (with a retry), loading, or the basemap fallen back. */
export function MapStatus({ status, publicOff, fellBack, onRetry }: MapStatusProps) {
  const t = useT();
  if (publicOff) {
    return (
      <p className={styles.status} role="status">
        {t('embeds.publicOff')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.status} role="alert">
        {t('map.error')}
        <Button variant="link" onClick={onRetry}>
          {t('map.retry')}
        </Button>
      </div>
    );
  }
  if (status === 'loading' || fellBack) {
    return (
      <p className={styles.status} role="status">
        {t(status === 'loading' ? 'map.loading' : 'map.basemapFallback')}
      </p>
    );
  }
  return null;
}
