import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { basemapFor, formatDecimal, formatDms, type Options } from '@fieldwatch/core';
import type { Map as MaplibreMap, Marker } from 'maplibre-gl';
import { useT } from '../../i18n/useT.js';
import { fallBackToOfflineBasemap } from '../../map/basemapFallback.js';
import { basemapStyle, fallbackFor, mapboxTransformRequest } from '../../map/basemapStyle.js';
import { createInPageMap } from '../../map/inPageMap.js';
import { hasWebGL, loadMaplibre } from '../../map/loadMaplibre.js';
import { useMapService } from '../../map/mapService.js';
import { useOptions } from '../../provider/useOptions.js';
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

const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * A small map of one place with a marker, on the "map" basemap (the option, else the server's style:
 * OpenFreeMap's streets out of the box; the offline basemap where that cannot be reached), and the
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
  const service = useMapService();
  const basemapMap = useOptions(selectOptions)?.basemap_map ?? '';
  // the latest position, read by the map once it has loaded
  const positionRef = useLatest<[number, number]>([longitude, latitude]);

  useEffect(() => {
    const element = container.current;
    if (!drawable || !element || !service) return;
    let cancelled = false;
    let detach = () => {};
    const source = basemapFor('map', { basemap_map: basemapMap }, service.style_url);
    Promise.all([loadMaplibre(), basemapStyle(source, { mapboxToken: service.mapbox_token, view: { center: positionRef.current, zoom } })])
      .then(([maplibregl, style]) => {
        if (cancelled) return;
        const created = createInPageMap(maplibregl, {
          container: element,
          style,
          center: positionRef.current,
          zoom,
          transformRequest: mapboxTransformRequest(service.mapbox_token),
        });
        // quietly: the caption tells the place whatever the basemap
        detach = fallBackToOfflineBasemap(created, { timeoutMs: fallbackFor(source).timeoutMs });
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
      detach();
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [drawable, zoom, positionRef, service, basemapMap]);

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
