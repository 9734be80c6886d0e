import { useId, useState, type RefObject } from 'react';
import type { MapCluster, MapFrame, MapPoint, MapView } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { MapItems } from './MapItems.js';
import { MapOptions, type MapOptionsProps } from './MapOptions.js';
import * as styles from './ReportMap.css.js';

export interface MapToolbarProps {
  frame: MapFrame | null;
  /** the map's view now, for the keyboard list's "nearest first" */
  currentView: () => MapView | null;
  /** the "Items" button: the focus comes back to it when a popup opened from the list closes */
  itemsButton: RefObject<HTMLButtonElement | null>;
  onCluster: (cluster: MapCluster) => void;
  /** a report chosen from the keyboard list (the list has closed) */
  onReport: (point: MapPoint) => void;
  onFocusItem: (focus: string | null) => void;
  options: MapOptionsProps;
}

/** The middle of a view ([longitude, latitude]), for the keyboard list's "nearest first". */
const centerOf = (view: MapView | null): [number, number] =>
  view ? [(view.bbox[0] + view.bbox[2]) / 2, (view.bbox[1] + view.bbox[3]) / 2] : [0, 0];

/** The buttons over the map and the panel each opens: the keyboard list of what is in view, and the map's options. */
export function MapToolbar({ frame, currentView, itemsButton, onCluster, onReport, onFocusItem, options }: MapToolbarProps) {
  const t = useT();
  const panelId = useId();
  const [panel, setPanel] = useState<'items' | 'options' | null>(null);
  const inView = (frame?.clusters.length ?? 0) + (frame?.points.length ?? 0);
  return (
    <div className={styles.toolbar}>
      <button
        ref={itemsButton}
        type="button"
        className={styles.toolbarButton}
        aria-expanded={panel === 'items'}
        aria-controls={panel === 'items' ? panelId : undefined}
        disabled={!frame}
        onClick={() => setPanel(panel === 'items' ? null : 'items')}
      >
        {t('map.items')}
        <span>({t('map.itemsCount', { count: inView })})</span>
      </button>
      <button
        type="button"
        className={styles.toolbarButton}
        aria-expanded={panel === 'options'}
        aria-controls={panel === 'options' ? panelId : undefined}
        onClick={() => setPanel(panel === 'options' ? null : 'options')}
      >
        {t('map.options')}
      </button>
      {panel === 'items' && frame ? (
        <section id={panelId} className={styles.panel} aria-label={t('map.items')}>
          <MapItems
            frame={frame}
            center={centerOf(currentView())}
            onCluster={onCluster}
            onReport={(point) => {
              // the list gives way to the report's popup
              setPanel(null);
              onReport(point);
            }}
            onFocusItem={onFocusItem}
          />
        </section>
      ) : null}
      {panel === 'options' ? (
        <section id={panelId} className={styles.panel} aria-label={t('map.options')}>
          <MapOptions {...options} />
        </section>
      ) : null}
    </div>
  );
}
