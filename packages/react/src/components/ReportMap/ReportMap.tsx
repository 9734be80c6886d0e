import clsx from 'clsx';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  basemapFor,
  createReportMapStore,
  defaultOptions,
  findLanguage,
  limits,
  type MapCluster,
  type MapFrame,
  type MapPoint,
  type MapScope,
  type MapView,
  type Options,
  type ReportMapState,
  type ReportMapStore,
  type User,
} from '@fieldwatch/core';
import type { Popup, StyleSpecification } from 'maplibre-gl';
import { useT } from '../../i18n/useT.js';
import { basemapStyle, mapboxTransformRequest } from '../../map/basemapStyle.js';
import { fallBackToOfflineBasemap } from '../../map/basemapFallback.js';
import { hasWebGL, loadMaplibre } from '../../map/loadMaplibre.js';
import { useMapService } from '../../map/mapService.js';
import { createWorkerClusterEngine } from '../../map/workerClusterEngine.js';
import { useClient } from '../../provider/useClient.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useOptions } from '../../provider/useOptions.js';
import { useReportsStore } from '../../provider/useReports.js';
import { useSession } from '../../provider/useSession.js';
import { useStoreSelector } from '../../provider/useStoreSelector.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import { MapItems } from './MapItems.js';
import { MapOptions } from './MapOptions.js';
import { ReportMapController, type MapColours } from './mapController.js';
import { ReportPopup } from './ReportPopup.js';
import { useMapOverlays } from './useMapOverlays.js';
import { useMapPreferences } from './useMapPreferences.js';
import * as styles from './ReportMap.css.js';

export interface ReportMapProps {
  /**
   * Centre at first, [longitude, latitude].
   * @default the options' latitude and longitude (51.5285582, -0.2416815)
   */
  center?: [number, number];
  /**
   * Zoom at first (0–22).
   * @default the option `zoom` (11)
   */
  zoom?: number;
  /**
   * Where a popup's "View report" leads; null shows no link (a partner page listens to `onSelect`).
   * @default (id) => `/report/${id}`
   */
  reportHref?: ((id: number) => string) | null;
  /**
   * `public`: the public reports that everyone may see (partner pages; needs the public-site map
   * option), whatever the filters; `user`: what the signed-in user may see, with the shared filters.
   * @default 'user'
   */
  scope?: MapScope;
  /** On the public map: only this organization's public reports. */
  organization?: number;
  /**
   * Group nearby reports into clusters. Off, every report the browser holds keeps its own marker
   * (past `limits.mapClientPointsMax` the server still groups them, or the page could not cope).
   * @default true
   */
  clustered?: boolean;
  /** Called when a report's popup opens (a marker clicked or chosen from the keyboard list). */
  onSelect?: (id: number) => void;
  /** Called with the catalogue code when the reports could not be loaded (the map says so too). */
  onError?: (code: string) => void;
  /**
   * Offer the organizations' layers, each turned on and off by the user (kept per user).
   * @default true
   */
  layers?: boolean;
  /**
   * A MapLibre style (URL or object) drawn instead of the configured basemaps; the map/satellite
   * choice is then not offered. For pages with a style of their own.
   * @default the options' basemaps (map or satellite), else the offline basemap
   */
  mapStyle?: string | StyleSpecification;
  className?: string;
}

const defaultHref = (id: number) => `/report/${id}`;
/** The middle of a view ([longitude, latitude]), for the keyboard list's "nearest first". */
const centreOf = (view: MapView | null): [number, number] => (view ? [(view.bbox[0] + view.bbox[2]) / 2, (view.bbox[1] + view.bbox[3]) / 2] : [0, 0]);
const selectOptions = (s: { options: Options | null }) => s.options;
const selectUserId = (s: { user: User | null }) => s.user?.id ?? null;

/**
 * The report map: every report matching the shared filters, clustered; a
 * cluster click fits its reports (padding 50); a marker opens a popup fetched on demand; the basemap
 * (map or satellite) and the organization's layers per user. The keyboard path is the list of what
 * is in view, and a text alternative says what the map shows. The list of reports stays the
 * accessible view of the same data.
 */
export function ReportMap(props: ReportMapProps) {
  const client = useClient();
  const reports = useReportsStore();
  const [store, setStore] = useState<ReportMapStore | null>(null);
  // one store per map on screen; created in an effect so that React's double mount in development
  // disposes the first one rather than keeping a disposed one
  useEffect(() => {
    const created = createReportMapStore({
      client,
      reports,
      engine: () => createWorkerClusterEngine({ clustered: props.clustered !== false }),
      ...(props.scope ? { scope: props.scope } : {}),
      ...(props.organization ? { organization: props.organization } : {}),
    });
    setStore(created);
    void created.getState().reload();
    return () => created.getState().dispose();
  }, [client, reports, props.scope, props.organization, props.clustered]);
  return store ? <ReportMapView {...props} store={store} /> : <div className={clsx(styles.root, props.className)} data-fieldwatch-map data-map-state="loading" />;
}

const selectFrame = (s: ReportMapState) => s.frame;
const selectStatus = (s: ReportMapState) => s.status;
const selectTotal = (s: ReportMapState) => s.total;
const selectErrorCode = (s: ReportMapState) => s.error?.code ?? null;

/** Colours of the map's own drawing, from the theme's custom properties (so partners restyle them too). */
function coloursOf(element: HTMLElement): MapColours {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const primary = read('--fw-color-primary', '#1f5f8b');
  return {
    fill: primary,
    ring: 'rgba(255, 255, 255, 0.9)',
    text: read('--fw-color-on-primary', '#ffffff'),
    markers: {
      open: primary,
      verified: read('--fw-color-success', '#1d7a46'),
      urgent: read('--fw-color-danger', '#b3261e'),
      closed: read('--fw-color-text-muted', '#5c6670'),
    },
    markerOutline: '#ffffff',
    focus: read('--fw-color-focus', '#111111'),
  };
}

interface OpenPopup {
  id: number;
  at: [number, number];
  /** opened from the keyboard list: the focus goes into the popup, and back when it closes */
  fromKeyboard: boolean;
}

function ReportMapView({
  center,
  zoom,
  reportHref = defaultHref,
  layers = true,
  mapStyle,
  className,
  scope = 'user',
  onSelect,
  onError,
  store,
}: ReportMapProps & { store: ReportMapStore }) {
  const t = useT();
  const language = useLanguage();
  const signedInOptions = useOptions(selectOptions);
  // the public map has no options to read (they need a sign-in): the defaults' basemaps, the server's
  // style or the offline basemap, and the centre and zoom its host gives
  const options = signedInOptions ?? (scope === 'public' ? defaultOptions : null);
  const userId = useSession(selectUserId);
  const service = useMapService();
  const frame = useStoreSelector(store, selectFrame);
  const status = useStoreSelector(store, selectStatus);
  const total = useStoreSelector(store, selectTotal);
  const errorCode = useStoreSelector(store, selectErrorCode);
  // the public map while the public-site map option is off: said as such, not as a failure to retry
  const publicOff = scope === 'public' && status === 'error' && errorCode === 'INACTIVE_FEATURE';
  const { preferences, setBasemap, setLayerShown } = useMapPreferences(userId);
  // layers belong to organizations: only a signed-in user's map offers them
  const overlays = useMapOverlays(layers && scope === 'user' && userId !== null, preferences.hiddenLayers);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  const element = useRef<HTMLDivElement>(null);
  const controller = useRef<ReportMapController | null>(null);
  const maplibre = useRef<typeof import('maplibre-gl') | null>(null);
  const popupRef = useRef<Popup | null>(null);
  // the latest of what the map shows, for the map's callbacks and for the moment it is created
  const frameRef = useRef<MapFrame | null>(frame);
  frameRef.current = frame;
  const [drawable] = useState(hasWebGL);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState<MapFrame | null>(null);
  const [panel, setPanel] = useState<'items' | 'options' | null>(null);
  const [focus, setFocus] = useState<string | null>(null);
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  // a report chosen on the map: the host hears of it (a partner page's `report-selected`)
  const selectedId = popup?.id;
  useEffect(() => {
    if (selectedId !== undefined) onSelectRef.current?.(selectedId);
  }, [selectedId]);
  // each failure to load the reports, once (a partner page's `error`)
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (status === 'error') onErrorRef.current?.(errorCode ?? 'ERROR');
  }, [status, errorCode]);
  const [popupElement, setPopupElement] = useState<HTMLElement | null>(null);
  const [fellBack, setFellBack] = useState(false);
  const itemsButton = useRef<HTMLButtonElement>(null);
  const overlaysRef = useRef(overlays.overlays);
  overlaysRef.current = overlays.overlays;
  const focusRef = useRef(focus);
  focusRef.current = focus;
  const summaryId = useId();
  const panelId = useId();

  const satellite = options && !mapStyle ? basemapFor('satellite', options, service?.style_url) : null;
  const basemapChoice = preferences.basemap === 'satellite' && satellite ? 'satellite' : 'map';
  const source = useMemo(
    () =>
      mapStyle
        ? { kind: 'given' as const, style: mapStyle }
        : options && service
          ? basemapChoice === 'satellite'
            ? satellite
            : basemapFor('map', options, service.style_url)
          : null,
    // the source is a new object each render; its kind and address are what matter
    [mapStyle, options?.basemap_map, options?.basemap_satellite, options?.basemap_satellite_attribution, service, basemapChoice],
  );
  // the basemap the map draws now (a change of `source` restyles it)
  const shownSource = useRef(source);
  const ready = Boolean(center && zoom !== undefined) || options !== null;
  /** what `new Map({ style })` takes for the current source */
  const styleOf = (shown: NonNullable<typeof source>, token: string) => (shown.kind === 'given' ? Promise.resolve(shown.style) : basemapStyle(shown, { mapboxToken: token }));
  const initial = useRef<{ center: [number, number]; zoom: number } | null>(null);
  if (!initial.current && ready) {
    initial.current = {
      center: center ?? [Number(options?.longitude ?? limits.mapDefaultLongitude), Number(options?.latitude ?? limits.mapDefaultLatitude)],
      zoom: zoom ?? Number(options?.zoom ?? limits.mapDefaultZoom),
    };
  }

  const tag = (findLanguage(language)?.locale ?? 'en_US').replace('_', '-');
  const labelOf = useMemo(() => {
    const format = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    return (count: number) => format.format(count);
  }, [tag]);

  const zoomTo = useCallback(
    async (cluster: MapCluster) => {
      const bounds = await store.getState().clusterBounds(cluster);
      const [west, south, east, north] = bounds;
      // a clicked cluster zooms in on its reports, with padding 50
      controller.current?.map.fitBounds(
        [
          [west, south],
          [east < west ? east + 360 : east, north],
        ],
        { padding: limits.clusterPadding, maxZoom: limits.mapZoomMax },
      );
    },
    [store],
  );

  // MapLibre's code and workers load while the options and the handshake are on their way
  useEffect(() => {
    if (drawable) loadMaplibre().catch(() => undefined);
  }, [drawable]);

  // the map itself: once the basemap service, the options and MapLibre are at hand
  const created = drawable && !failed && source !== null && service !== null && initial.current !== null;
  useEffect(() => {
    const container = element.current;
    if (!created || !container || controller.current) return;
    let cancelled = false;
    let detachFallback: (() => void) | undefined;
    Promise.all([loadMaplibre(), styleOf(source, service.mapbox_token)])
      .then(([maplibregl, style]) => {
        if (cancelled) return;
        maplibre.current = maplibregl;
        const start = initial.current!;
        const map = new ReportMapController(maplibregl, {
          element: container,
          style,
          center: start.center,
          zoom: start.zoom,
          rtl: getComputedStyle(container).direction === 'rtl',
          transformRequest: mapboxTransformRequest(service.mapbox_token),
          colours: coloursOf(container),
          font: getComputedStyle(container).fontFamily || 'sans-serif',
          labelOf,
          label: t('map.label'),
          locale: controlTexts(t),
          onView: (view) => store.getState().setView(view),
          onCluster: (key) => {
            const cluster = frameRef.current?.clusters.find((candidate) => candidate.key === key);
            if (cluster) void zoomTo(cluster);
          },
          onPoint: (id, at) => setPopup({ id, at, fromKeyboard: false }),
          onDrawn: () => {
            // the frame of a finished load is on screen: the benchmark's "first complete frame"
            if (store.getState().status === 'ready') globalThis.performance?.mark?.('fw-map:ready');
            setDrawn(frameRef.current);
          },
        });
        globalThis.performance?.mark?.('fw-map:map');
        map.map.getCanvas().setAttribute('aria-describedby', summaryId);
        detachFallback = fallBackToOfflineBasemap(map.map, { onFallback: () => setFellBack(true) });
        controller.current = map;
        shownSource.current = source;
        map.setFrame(frameRef.current);
        map.setOverlays(overlaysRef.current);
        map.setFocus(focusRef.current);
        map.start();
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      detachFallback?.();
      popupRef.current?.remove();
      controller.current?.destroy();
      controller.current = null;
    };
    // created once; later changes reach the map through the effects below
  }, [created]);

  // a language shown after the map was made (an element's `locale` changed): texts and sides follow
  const madeWith = useRef(t);
  useEffect(() => {
    const container = element.current;
    if (!controller.current || !container || madeWith.current === t) return;
    madeWith.current = t;
    controller.current.setLanguage(getComputedStyle(container).direction === 'rtl', controlTexts(t), t('map.label'));
  }, [t, drawn]);

  useEffect(() => controller.current?.setFrame(frame), [frame]);
  useEffect(() => controller.current?.setOverlays(overlays.overlays), [overlays.overlays]);
  useEffect(() => controller.current?.setFocus(focus), [focus]);

  // another basemap (the user's choice, or the settings): same map, new style
  useEffect(() => {
    if (!controller.current || shownSource.current === source || !source || !service) return;
    shownSource.current = source;
    setFellBack(false);
    let cancelled = false;
    void styleOf(source, service.mapbox_token).then((style) => {
      if (!cancelled) controller.current?.setBasemap(style);
    });
    return () => {
      cancelled = true;
    };
  }, [source, service]);

  // the popup of one report, its content drawn by React into MapLibre's popup
  useEffect(() => {
    const maplibregl = maplibre.current;
    const map = controller.current?.map;
    if (!popup || !maplibregl || !map) return;
    const content = document.createElement('div');
    const opened = new maplibregl.Popup({ closeButton: true, maxWidth: '18rem', focusAfterOpen: false }).setLngLat(popup.at).setDOMContent(content).addTo(map);
    popupRef.current = opened;
    setPopupElement(content);
    const closed = () => {
      setPopup((current) => (current === popup ? null : current));
      if (popup.fromKeyboard) itemsButton.current?.focus();
    };
    opened.on('close', closed);
    return () => {
      opened.off('close', closed);
      opened.remove();
      setPopupElement(null);
    };
  }, [popup]);

  // the state tests and partner pages wait for
  const state = status === 'ready' && frame !== null && drawn === frame ? 'ready' : status === 'error' ? 'error' : 'loading';

  // from the keyboard list: the list gives way, the report comes to the middle, its popup takes the focus
  const openReport = (point: MapPoint) => {
    setPanel(null);
    setFocus(null);
    // a little below the middle, so the popup above it clears the toolbar
    controller.current?.map.easeTo({ center: [point.lng, point.lat], offset: [0, 90] });
    setPopup({ id: point.id, at: [point.lng, point.lat], fromKeyboard: true });
  };
  const clustersInView = frame?.clusters.length ?? 0;
  const pointsInView = frame?.points.length ?? 0;
  const inView = clustersInView + pointsInView;

  return (
    <div className={clsx(styles.root, className)} data-fieldwatch-map data-map-state={state}>
      <p id={summaryId} className={visuallyHidden}>
        {publicOff
          ? t('embeds.publicOff')
          : total === null
            ? t('map.loading')
            : `${t('map.summary', { total })} ${t('map.inView', { clusters: clustersInView, points: pointsInView })}`}
      </p>
      {drawable && !failed ? (
        <>
          <div ref={element} className={styles.canvas} />
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
                  centre={centreOf(store.getState().view)}
                  onCluster={(cluster) => void zoomTo(cluster)}
                  onReport={openReport}
                  onFocusItem={setFocus}
                />
              </section>
            ) : null}
            {panel === 'options' ? (
              <section id={panelId} className={styles.panel} aria-label={t('map.options')}>
                <MapOptions
                  basemap={basemapChoice}
                  satellite={satellite !== null}
                  onBasemap={setBasemap}
                  layers={overlays.layers}
                  layersStatus={overlays.status}
                  hiddenLayers={preferences.hiddenLayers}
                  failedLayers={overlays.failed}
                  onLayerShown={setLayerShown}
                  language={language}
                />
              </section>
            ) : null}
          </div>
        </>
      ) : (
        <p className={styles.unavailable}>{t('map.noWebGL')}</p>
      )}
      {publicOff ? (
        <p className={styles.status} role="status">
          {t('embeds.publicOff')}
        </p>
      ) : status === 'error' ? (
        <div className={styles.status} role="alert">
          {t('map.error')}
          <Button variant="link" onClick={() => void store.getState().reload()}>
            {t('map.retry')}
          </Button>
        </div>
      ) : status === 'loading' ? (
        <p className={styles.status} role="status">
          {t('map.loading')}
        </p>
      ) : fellBack ? (
        <p className={styles.status} role="status">
          {t('map.basemapFallback')}
        </p>
      ) : null}
      {popup && popupElement ? createPortal(<ReportPopup id={popup.id} reportHref={reportHref} scope={scope} focusOnLoad={popup.fromKeyboard} />, popupElement) : null}
    </div>
  );
}

/** MapLibre's own control texts in the interface language. */
const controlTexts = (t: ReturnType<typeof useT>) => ({
  'NavigationControl.ZoomIn': t('map.control.zoomIn'),
  'NavigationControl.ZoomOut': t('map.control.zoomOut'),
  'Popup.Close': t('map.control.close'),
  'AttributionControl.ToggleAttribution': t('map.control.attribution'),
});
