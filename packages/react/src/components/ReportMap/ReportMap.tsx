import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  createReportMapStore,
  defaultOptions,
  type MapPoint,
  type MapScope,
  type Options,
  type ReportMapState,
  type ReportMapStore,
  type ReportsStore,
  type User,
} from '@fieldwatch/core';
import type { StyleSpecification } from 'maplibre-gl';
import { useT } from '../../i18n/useT.js';
import { useMapService } from '../../map/mapService.js';
import { takePreloadedReportMap } from '../../map/preloadReportMap.js';
import { createWorkerClusterEngine } from '../../map/workerClusterEngine.js';
import { useClient } from '../../provider/useClient.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useOptions } from '../../provider/useOptions.js';
import { useReportsStore } from '../../provider/useReports.js';
import { useSession } from '../../provider/useSession.js';
import { useStoreSelector } from '../../provider/useStoreSelector.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import type { ReportMapController } from './mapController.js';
import { MapStatus } from './MapStatus.js';
import { MapToolbar } from './MapToolbar.js';
import { ReportPopup } from './ReportPopup.js';
import { useBasemapSource } from './useBasemapSource.js';
import { useHostEvents } from './useHostEvents.js';
import { useMapOverlays } from './useMapOverlays.js';
import { useMapPopup } from './useMapPopup.js';
import { useMapPreferences } from './useMapPreferences.js';
import { useLiveUpdates } from '../../provider/useLiveUpdates.js';
import { useReportMapController } from './useReportMapController.js';
import * as styles from './ReportMap.css.js';

export interface ReportMapProps {
  /**
   * Center at first, [longitude, latitude].
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
  /**
   * The reports store whose applied filters the map follows, for a map with filters of its own (the
   * analytics of a range).
   * @default the shared store of the provider, with the dashboard's filters
   */
  reports?: ReportsStore;
  /**
   * Follow the server's live updates: the map's reports and counts are loaded again a second after a
   * burst of changes.
   * @default false
   */
  live?: boolean;
  className?: string;
}

const defaultHref = (id: number) => `/report/${id}`;
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
  const shared = useReportsStore();
  const reports = props.reports ?? shared;
  const [store, setStore] = useState<ReportMapStore | null>(null);
  // one store per map on screen; created in an effect so that React's double mount in development
  // disposes the first one rather than keeping a disposed one
  useEffect(() => {
    // the signed-in map with its defaults may have been started before it mounted (preloadReportMap.ts)
    const ordinary = (props.scope ?? 'user') === 'user' && props.clustered !== false && !props.organization && reports === shared;
    const preloaded = ordinary ? takePreloadedReportMap(client, reports) : null;
    const created =
      preloaded ??
      createReportMapStore({
        client,
        reports,
        engine: () => createWorkerClusterEngine({ clustered: props.clustered !== false }),
        ...(props.scope ? { scope: props.scope } : {}),
        ...(props.organization ? { organization: props.organization } : {}),
      });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the store is made and disposed by this effect (see above); the map shows the one it made
    setStore(created);
    if (!preloaded) void created.getState().reload();
    return () => created.getState().dispose();
  }, [client, reports, shared, props.scope, props.organization, props.clustered]);
  useLiveUpdates(props.live ?? false, { map: store });
  return store ? (
    <ReportMapView {...props} store={store} />
  ) : (
    <div className={clsx(styles.root, props.className)} data-fieldwatch-map data-map-state="loading" />
  );
}

const selectFrame = (s: ReportMapState) => s.frame;
const selectStatus = (s: ReportMapState) => s.status;
const selectTotal = (s: ReportMapState) => s.total;
const selectErrorCode = (s: ReportMapState) => s.error?.code ?? null;

/**
 * The map once its store exists: reads the store, the options and the user's choices, and hands the
 * drawing to the map's controller (`useReportMapController`), the popup to `useMapPopup`, and the
 * buttons and status line to their parts.
 */
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
  // style or the offline basemap, and the center and zoom its host gives
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
  const basemap = useBasemapSource(mapStyle, options, service, preferences.basemap);
  const summaryId = useId();
  const itemsButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<string | null>(null);

  const controller = useRef<ReportMapController | null>(null);
  const popup = useMapPopup(controller, itemsButton);
  // the element ref taken out: handed to a ref prop as a property, it would make the whole result count as a ref
  const { element: mapElement, ...map } = useReportMapController(controller, {
    store,
    center,
    zoom,
    options,
    service,
    source: basemap.source,
    frame,
    overlays: overlays.overlays,
    focus,
    language,
    summaryId,
    onPoint: (id, at) => popup.open({ id, at, fromKeyboard: false }),
  });
  useHostEvents(popup.popup?.id, status, errorCode, { onSelect, onError });

  // the state tests and partner pages wait for
  const state = status === 'ready' && frame !== null && map.drawn === frame ? 'ready' : status === 'error' ? 'error' : 'loading';

  // from the keyboard list: the report comes to the middle, its popup takes the focus
  const openReport = (point: MapPoint) => {
    setFocus(null);
    // a little below the middle, so the popup above it clears the toolbar
    controller.current?.map.easeTo({ center: [point.lng, point.lat], offset: [0, 90] });
    popup.open({ id: point.id, at: [point.lng, point.lat], fromKeyboard: true });
  };

  return (
    <div className={clsx(styles.root, className)} data-fieldwatch-map data-map-state={state}>
      <p id={summaryId} className={visuallyHidden}>
        {publicOff
          ? t('embeds.publicOff')
          : total === null
            ? t('map.loading')
            : `${t('map.summary', { total })} ${t('map.inView', { clusters: frame?.clusters.length ?? 0, points: frame?.points.length ?? 0 })}`}
      </p>
      {map.canDraw ? (
        <>
          <div ref={mapElement} className={styles.canvas} />
          <MapToolbar
            frame={frame}
            currentView={() => store.getState().view}
            itemsButton={itemsButton}
            onCluster={(cluster) => void map.zoomTo(cluster)}
            onReport={openReport}
            onFocusItem={setFocus}
            options={{
              basemap: basemap.choice,
              satellite: basemap.satelliteOffered,
              onBasemap: setBasemap,
              layers: overlays.layers,
              layersStatus: overlays.status,
              hiddenLayers: preferences.hiddenLayers,
              failedLayers: overlays.failed,
              onLayerShown: setLayerShown,
              language,
            }}
          />
        </>
      ) : (
        <p className={styles.unavailable}>{t('map.noWebGL')}</p>
      )}
      <MapStatus status={status} publicOff={publicOff} fellBack={map.fellBack} onRetry={() => void store.getState().reload()} />
      {popup.popup && popup.element
        ? createPortal(
            <ReportPopup id={popup.popup.id} reportHref={reportHref} scope={scope} focusOnLoad={popup.popup.fromKeyboard} />,
            popup.element,
          )
        : null}
    </div>
  );
}
