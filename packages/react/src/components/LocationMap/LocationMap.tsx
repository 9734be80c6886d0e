import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDecimal, formatDms } from '@fieldwatch/core';
import type { Map as MaplibreMap, Marker } from 'maplibre-gl';
import { useT } from '../../i18n/useT.js';
import { createInPageMap } from '../../map/inPageMap.js';
import { hasWebGL, loadMaplibre } from '../../map/loadMaplibre.js';
import { loadOfflineBasemap } from '../../map/offlineBasemap.js';
import * as styles from './LocationMap.css.js';
import { useLatest } from '../../internal/useLatest.js';

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /**
   * Zoom level of the map (0–22): regional, so the coasts and borders around the place show.
   * @default 6
   */
  zoom?: number;
  className?: string;
}

/**
 * A small map of one place with a marker, drawn offline (Natural Earth, no tile server), and the
 * coordinates in decimal (shown with 4 decimals) and DMS under it. The coordinates are also the map's text
 * alternative: without WebGL (old devices, tests) only they are shown.
 */
export function LocationMap({ latitude, longitude, zoom = 6, className }: LocationMapProps) {
  const t = useT();
  const captionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const [drawable] = useState(hasWebGL);
  const [failed, setFailed] = useState(false);
  // the latest position, read by the map once it has loaded
  const positionRef = useLatest<[number, number]>([longitude, latitude]);

  useEffect(() => {
    const element = container.current;
    if (!drawable || !element) return;
    let cancelled = false;
    Promise.all([loadMaplibre(), loadOfflineBasemap('50m')])
      .then(([maplibregl, style]) => {
        if (cancelled) return;
        const created = createInPageMap(maplibregl, { container: element, style, center: positionRef.current, zoom });
        const pin = document.createElement('div');
        pin.className = styles.marker;
        marker.current = new maplibregl.Marker({ element: pin }).setLngLat(positionRef.current).addTo(created);
        map.current = created;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [drawable, zoom, positionRef]);

  // a new position (after an edit) moves the marker, without a new map
  useEffect(() => {
    marker.current?.setLngLat([longitude, latitude]);
    map.current?.setCenter([longitude, latitude]);
  }, [latitude, longitude]);

  const decimal = `${formatDecimal(latitude)}, ${formatDecimal(longitude)}`;
  const dms = `${formatDms('latitude', latitude)} ${formatDms('longitude', longitude)}`;
  return (
    <figure className={clsx(styles.root, className)}>
      {drawable && !failed ? (
        <div ref={container} className={styles.map} role="group" aria-label={t('reportView.mapLabel')} aria-describedby={captionId} />
      ) : null}
      <figcaption id={captionId} className={styles.caption}>
        <span>
          {t('coordinates.formatDecimal')}:{' '}
          <span dir="ltr" className={styles.value}>
            {decimal}
          </span>
        </span>
        <span>
          {t('coordinates.formatDms')}:{' '}
          <span dir="ltr" className={styles.value}>
            {dms}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
