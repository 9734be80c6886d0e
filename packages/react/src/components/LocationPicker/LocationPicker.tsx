import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { basemapFor, type MessageKey, type Options } from '@fieldwatch/core';
import type { Map as MaplibreMap, Marker } from 'maplibre-gl';
import { useT } from '../../i18n/useT.js';
import { useLatest } from '../../internal/useLatest.js';
import { fallBackToOfflineBasemap } from '../../map/basemapFallback.js';
import { basemapStyle, mapboxTransformRequest } from '../../map/basemapStyle.js';
import { createInPageMap } from '../../map/inPageMap.js';
import { hasWebGL, loadMaplibre } from '../../map/loadMaplibre.js';
import { loadMapService, noMapService } from '../../map/mapService.js';
import { useClient } from '../../provider/useClient.js';
import { useOptions } from '../../provider/useOptions.js';
import { Button } from '../Button/index.js';
import { geolocationProblem, keyboardStep, movedBy, pointOf, rounded, shownOf, type PickedPoint } from './pickerLogic.js';
import * as styles from './LocationPicker.css.js';

export type { PickedPoint };

export interface LocationPickerProps {
  /** The latitude as typed (decimal or DMS); the pin shows once both coordinates are valid. */
  latitude: string;
  /** The longitude as typed, in either form. */
  longitude: string;
  /**
   * A point was chosen, with the 6 decimals coordinates are stored with: a click or tap on the map, the
   * pin dragged, an arrow key, or "Use my location".
   */
  onPick: (point: PickedPoint) => void;
  /** @default false */
  disabled?: boolean;
}

type Locating = { state: 'idle' } | { state: 'busy' } | { state: 'found'; meters: number } | { state: 'failed'; problem: MessageKey };

// the zoom a chosen point is shown at: streets, when the basemap has them
const pointZoom = 14;
const worldZoom = 1;

const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * A number isolated left to right (Unicode LRI … PDI): in a right-to-left sentence a coordinate keeps
 * its minus sign in front and the pair keeps its order around the language's comma.
 */
const leftToRight = (value: string) => `\u2066${value}\u2069`;

/**
 * A small map to choose a location on: a click or tap puts the pin there, the pin can be dragged, and
 * with the map focused the arrow keys move it (10 pixels of the map a press, 60 with Shift). The typed
 * coordinates move the pin; every pick is handed to `onPick` for the fields. "Use my location" asks the
 * browser (geolocation) and says the accuracy, or why it failed. The chosen coordinates are said in words
 * under the map (a live region), which is also all there is without WebGL: then only the coordinates
 * fields and "Use my location" work. The map draws the deployment's "map" basemap (the offline basemap
 * when it cannot be reached).
 */
export function LocationPicker({ latitude, longitude, onPick, disabled = false }: LocationPickerProps) {
  const t = useT();
  const id = useId();
  const options = useOptions(selectOptions);
  const client = useClient();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MaplibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const [drawable] = useState(hasWebGL);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(0);
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const point = pointOf(latitude, longitude);
  const latest = useLatest({ point, onPick, options, disabled });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // the map, with the maps service's default style and token (asked only where a map can be drawn)
  useEffect(() => {
    const element = container.current;
    if (!drawable || !element) return;
    let cancelled = false;
    let detach = () => {};
    const service = loadMapService(client).catch(() => noMapService);
    const style = service.then((answer) =>
      basemapStyle(basemapFor('map', { basemap_map: latest.current.options?.basemap_map ?? '' }, answer.style_url), {
        mapboxToken: answer.mapbox_token,
      }),
    );
    Promise.all([loadMaplibre(), style, service])
      .then(([maplibregl, style, service]) => {
        if (cancelled) return;
        const { point: first, options: view } = latest.current;
        const created = createInPageMap(maplibregl, {
          container: element,
          style,
          center: first ? [first.longitude, first.latitude] : view ? [Number(view.longitude), Number(view.latitude)] : [0, 20],
          zoom: first ? pointZoom : view ? Number(view.zoom) : worldZoom,
          transformRequest: mapboxTransformRequest(service.mapbox_token),
          // the arrow keys move the pin (below), not the map
          keyboard: false,
        });
        detach = fallBackToOfflineBasemap(created);
        // one tab stop: the frame around the map, which says what it is and what the keys do
        created.getCanvas().tabIndex = -1;
        const pick = (at: { lat: number; lng: number }) => {
          if (!latest.current.disabled) latest.current.onPick(rounded({ latitude: at.lat, longitude: at.lng }));
        };
        created.on('click', (event) => pick(event.lngLat));
        // the pin is moved with the mouse or finger; keyboard users move it from the map's frame, and
        // the status under the map says where it is
        const pin = document.createElement('div');
        pin.className = styles.marker;
        pin.tabIndex = -1;
        pin.setAttribute('aria-hidden', 'true');
        const made = new maplibregl.Marker({ element: pin, draggable: true });
        made.on('dragend', () => pick(made.getLngLat()));
        marker.current = made;
        map.current = created;
        setReady((n) => n + 1);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      detach();
      marker.current?.remove();
      marker.current = null;
      map.current?.remove();
      map.current = null;
    };
  }, [drawable, client, latest]);

  // the pin follows the coordinates, and the map follows the pin when it leaves the view
  const lat = point?.latitude;
  const lng = point?.longitude;
  useEffect(() => {
    const current = map.current;
    const pin = marker.current;
    if (!current || !pin) return;
    if (lat === undefined || lng === undefined) {
      pin.remove();
      return;
    }
    pin.setLngLat([lng, lat]).addTo(current);
    if (!current.getBounds().contains([lng, lat])) current.easeTo({ center: [lng, lat] });
  }, [lat, lng, ready]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = map.current;
    const from = point ?? (current ? { latitude: current.getCenter().lat, longitude: current.getCenter().lng } : null);
    if (!from) return;
    const next = movedBy(from, event.key, keyboardStep(current?.getZoom() ?? pointZoom, event.shiftKey));
    if (!next) return;
    event.preventDefault();
    onPick(next);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating({ state: 'failed', problem: 'locationPicker.unsupported' });
      return;
    }
    setLocating({ state: 'busy' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        latest.current.onPick(rounded({ latitude: position.coords.latitude, longitude: position.coords.longitude }));
        setLocating({ state: 'found', meters: Math.round(position.coords.accuracy) });
        map.current?.easeTo({ center: [position.coords.longitude, position.coords.latitude], zoom: pointZoom });
      },
      (error) => {
        if (mounted.current) setLocating({ state: 'failed', problem: geolocationProblem(error.code) });
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const shown = point ? shownOf(point) : null;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <div className={styles.root} data-fieldwatch-location-picker="">
      {drawable && !failed ? (
        <>
          <div
            ref={container}
            className={styles.map}
            role="application"
            tabIndex={disabled ? -1 : 0}
            aria-label={t('locationPicker.mapLabel')}
            aria-describedby={`${statusId} ${hintId}`}
            aria-disabled={disabled || undefined}
            onKeyDown={disabled ? undefined : onKeyDown}
          />
          <p id={hintId} className={styles.hint}>
            {t('locationPicker.hint')}
          </p>
        </>
      ) : (
        <p className={styles.hint}>{t('locationPicker.noMap')}</p>
      )}
      <p id={statusId} role="status" className={styles.status}>
        {shown
          ? t('locationPicker.chosen', { latitude: leftToRight(shown.latitude), longitude: leftToRight(shown.longitude) })
          : t('locationPicker.none')}
      </p>
      <div className={styles.locate}>
        <Button variant="secondary" disabled={disabled || locating.state === 'busy'} onClick={locate}>
          {t('locationPicker.useMyLocation')}
        </Button>
        <p role="status" className={locating.state === 'failed' ? styles.problem : styles.hint}>
          {locating.state === 'busy' ? t('locationPicker.locating') : null}
          {locating.state === 'found' ? t('locationPicker.found', { meters: locating.meters }) : null}
          {locating.state === 'failed' ? t(locating.problem) : null}
        </p>
      </div>
    </div>
  );
}
