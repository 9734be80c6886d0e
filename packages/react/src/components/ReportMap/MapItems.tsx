import { useId } from 'react';
import type { MapCluster, MapFrame, MapPoint } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { markerState } from './mapController.js';
import * as styles from './ReportMap.css.js';

/** Items listed at most; past that the list says how many more are in view. */
const listedMax = 60;

export interface MapItemsProps {
  frame: MapFrame;
  /** the map's center [longitude, latitude]: the nearest items come first */
  center: [number, number];
  onCluster: (cluster: MapCluster) => void;
  onReport: (point: MapPoint) => void;
  /** the item that has the keyboard focus (`c<key>` or `r<id>`), to ring it on the map; null when none */
  onFocusItem: (focus: string | null) => void;
}

const distance = (center: [number, number], item: { lng: number; lat: number }) => Math.hypot(item.lng - center[0], item.lat - center[1]);

/**
 * The map's keyboard path (docs/map.md, "Keyboard and screen readers"): what the map shows now, as
 * buttons — a cluster zooms in on its reports, a report opens its popup. Each item is ringed on the map
 * while it has the focus.
 */
export function MapItems({ frame, center, onCluster, onReport, onFocusItem }: MapItemsProps) {
  const t = useT();
  const hintId = useId();
  const clusters = [...frame.clusters].sort((a, b) => b.count - a.count);
  const points = [...frame.points].sort((a, b) => distance(center, a) - distance(center, b));
  const total = clusters.length + points.length;
  const listedClusters = clusters.slice(0, listedMax);
  const listedPoints = points.slice(0, Math.max(0, listedMax - listedClusters.length));
  const more = total - listedClusters.length - listedPoints.length;
  const blur = () => onFocusItem(null);

  if (total === 0) return <p className={styles.itemsHint}>{t('map.itemsEmpty')}</p>;
  return (
    <>
      <p id={hintId} className={styles.itemsHint}>
        {t('map.itemsHint')}
      </p>
      <ul className={styles.itemsList} aria-describedby={hintId}>
        {listedClusters.map((cluster) => (
          <li key={`c${cluster.key}`}>
            <button
              type="button"
              className={styles.item}
              onClick={() => onCluster(cluster)}
              onFocus={() => onFocusItem(`c${cluster.key}`)}
              onBlur={blur}
            >
              <span className={styles.itemBadge} aria-hidden="true" />
              {t('map.cluster', { count: cluster.count })}
            </button>
          </li>
        ))}
        {listedPoints.map((point) => {
          const state = markerState(point.flags);
          return (
            <li key={`r${point.id}`}>
              <button
                type="button"
                className={styles.item}
                onClick={() => onReport(point)}
                onFocus={() => onFocusItem(`r${point.id}`)}
                onBlur={blur}
              >
                <span className={styles.itemDot[state]} aria-hidden="true" />
                {t('map.report', { id: point.id })}
                <span className={styles.itemState}>{t(`map.marker.${state}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className={styles.itemsHint}>{t('map.itemsMore', { count: more })}</p> : null}
    </>
  );
}
