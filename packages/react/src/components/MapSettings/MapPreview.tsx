import { useEffect, useId, useRef, useState } from 'react';
import { formatDecimal, type BasemapSource } from '@fieldwatch/core';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT.js';
import { fallBackToOfflineBasemap } from '../../map/basemapFallback.js';
import { basemapStyle, fallbackFor, mapboxTransformRequest } from '../../map/basemapStyle.js';
import { createInPageMap } from '../../map/inPageMap.js';
import { hasWebGL, loadMaplibre } from '../../map/loadMaplibre.js';
import { Button } from '../Button/index.js';
import * as styles from './MapSettings.css.js';
import { useLatest } from '../../internal/useLatest.js';

export interface PreviewView {
  latitude: number;
  longitude: number;
  zoom: number;
}

interface MapPreviewProps {
  /** the basemap to draw (already resolved: `null` draws the offline basemap) */
  source: BasemapSource | null;
  mapboxToken: string;
  /** the center and zoom the fields hold; `null` while a field is not a valid number */
  latitude: number | null;
  longitude: number | null;
  zoom: number | null;
  /** "Use this view": the fields take the preview's center and zoom */
  onUseView: (view: PreviewView) => void;
}

const viewOf = (map: MaplibreMap): PreviewView => {
  const center = map.getCenter().wrap();
  return { latitude: center.lat, longitude: center.lng, zoom: map.getZoom() };
};

/**
 * A live map of the settings being edited: the chosen basemap (the offline basemap when it cannot be
 * loaded, and a note saying so), at the center and zoom of the fields. Panned or zoomed with the mouse
 * or the keyboard (arrows, + and −) it offers its view to the fields. Its text alternative is the
 * caption giving the center and zoom shown; the fields stay the real controls.
 */
export function MapPreview({ source, mapboxToken, latitude, longitude, zoom, onUseView }: MapPreviewProps) {
  const t = useT();
  const intl = useIntl();
  const captionId = useId();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const [drawable] = useState(hasWebGL);
  const [failed, setFailed] = useState(false);
  const [fellBack, setFellBack] = useState(false);
  const [view, setView] = useState<PreviewView | null>(null);
  // bumped once the map exists, so the effects below apply what changed while it was being created
  const [ready, setReady] = useState(0);
  const sourceKey = JSON.stringify(source);
  const drawnKey = useRef<string | null>(null);
  const latestRef = useLatest({ source, sourceKey, latitude, longitude, zoom });

  useEffect(() => {
    const element = container.current;
    if (!drawable || !element) return;
    let cancelled = false;
    let detach = () => {};
    const first = latestRef.current;
    const center: [number, number] = [first.longitude ?? 0, first.latitude ?? 0];
    const view = { center, zoom: first.zoom ?? 1 };
    Promise.all([loadMaplibre(), basemapStyle(first.source, { mapboxToken, view })])
      .then(([maplibregl, style]) => {
        if (cancelled) return;
        const created = createInPageMap(maplibregl, {
          container: element,
          style,
          ...view,
          transformRequest: mapboxTransformRequest(mapboxToken),
        });
        // the default style (OpenFreeMap) gives way quickly and quietly: the help under the field says it needs network
        detach = fallBackToOfflineBasemap(created, {
          timeoutMs: fallbackFor(first.source).timeoutMs,
          onFallback: () => setFellBack(!fallbackFor(latestRef.current.source).quiet),
        });
        created.on('moveend', () => setView(viewOf(created)));
        map.current = created;
        drawnKey.current = first.sourceKey;
        setView(viewOf(created));
        setReady((n) => n + 1);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      detach();
      map.current?.remove();
      map.current = null;
    };
  }, [drawable, mapboxToken, latestRef]);

  // another basemap: a new style, watched again by the fallback (diff: false starts a fresh load). The
  // key says when: the source object is new on every render, and a render must not cancel a load.
  useEffect(() => {
    const current = map.current;
    if (!current || drawnKey.current === sourceKey) return;
    let cancelled = false;
    const view = { center: current.getCenter().toArray(), zoom: current.getZoom() };
    basemapStyle(latestRef.current.source, { mapboxToken, view })
      .then((style) => {
        if (cancelled) return;
        drawnKey.current = sourceKey;
        setFellBack(false);
        current.setStyle(style, { diff: false });
      })
      .catch(() => {
        if (!cancelled) setFellBack(true);
      });
    return () => {
      cancelled = true;
    };
  }, [sourceKey, ready, mapboxToken, latestRef]);

  // the fields moved: so does the preview
  useEffect(() => {
    if (latitude === null || longitude === null) return;
    map.current?.jumpTo({ center: [longitude, latitude], ...(zoom === null ? {} : { zoom }) });
  }, [latitude, longitude, zoom, ready]);

  if (!drawable || failed) {
    return (
      <p className={styles.note} role="note">
        {t('mapSettings.noPreview')}
      </p>
    );
  }
  return (
    <div className={styles.preview}>
      <div ref={container} className={styles.map} role="group" aria-label={t('mapSettings.previewLabel')} aria-describedby={captionId} />
      <p id={captionId} className={styles.caption}>
        {view ? (
          <>
            <span>
              {t('mapSettings.previewCenter')}:{' '}
              <span dir="ltr" className={styles.value}>{`${formatDecimal(view.latitude)}, ${formatDecimal(view.longitude)}`}</span>
            </span>
            <span>
              {t('mapSettings.previewZoom')}:{' '}
              <span dir="ltr" className={styles.value}>
                {intl.formatNumber(view.zoom, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
            </span>
          </>
        ) : null}
      </p>
      {fellBack ? (
        <p className={styles.warning} role="status">
          {t('mapSettings.fellBack')}
        </p>
      ) : null}
      <Button variant="secondary" disabled={!view} onClick={() => view && onUseView(view)}>
        {t('mapSettings.useView')}
      </Button>
    </div>
  );
}
