import { useCallback, useMemo, type ComponentProps } from 'react';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css';
import { ReportMap } from '@fieldwatch/react';
import { limits, type FieldwatchClient } from '@fieldwatch/core';
import { dispatchElementEvent } from '../events.js';
import { hostOf } from '../runtime/createElement.js';
import { ElementRoot } from '../runtime/ElementRoot.js';
import { parseView, type ElementServices, type ElementView } from '../runtime/services.js';
import { usePublicSite } from '../runtime/usePublicSite.js';
import { hrefTemplate, parseCenter } from '../runtime/attributes.js';
import { registerStyles } from '../styles.js';

// maplibre-gl's own rules (controls, popups, attribution), into every shadow root, with the map's chunk
registerStyles(maplibreCss);

/** `<report-map>`: its attributes as React props (r2wc parses them). */
export interface ReportMapElementProps {
  container?: HTMLElement;
  apiBase?: string;
  locale?: string;
  organization?: number;
  /** `view="public"` (default): public reports; `view="user"`: the signed-in dashboard user's view. */
  view?: string;
  /** "latitude,longitude" */
  center?: string;
  zoom?: number;
  /** false draws one marker per report as far as the browser holds them (the server still groups above its limit) */
  clustered?: boolean;
  /** where a popup's "View report" leads, `{id}` replaced; none: no link, `report-selected` only */
  reportHref?: string;
}

export function ReportMapElement({ container, apiBase, locale, organization, view, center, zoom, clustered, reportHref }: ReportMapElementProps) {
  const host = hostOf(container);
  const scope: ElementView = parseView(view);
  const onSelect = useCallback((id: number) => host && dispatchElementEvent(host, 'report-selected', { id }), [host]);
  const onError = useCallback((code: string) => host && dispatchElementEvent(host, 'error', { code }), [host]);
  const centre = useMemo(() => parseCenter(center), [center]);
  const href = useMemo(() => hrefTemplate(reportHref), [reportHref]);
  const zoomLevel = zoom !== undefined && Number.isFinite(zoom) ? Math.min(limits.mapZoomMax, Math.max(limits.mapZoomMin, zoom)) : undefined;
  const render = useCallback(
    ({ client }: ElementServices) => (
      <PublicMap
        client={client}
        scope={scope}
        {...(organization ? { organization } : {})}
        {...(centre ? { center: centre } : {})}
        {...(zoomLevel !== undefined ? { zoom: zoomLevel } : {})}
        clustered={clustered !== false}
        reportHref={href}
        onSelect={onSelect}
        onError={onError}
        layers={scope === 'user'}
      />
    ),
    [scope, organization, centre, zoomLevel, clustered, href, onSelect, onError],
  );
  return (
    <ElementRoot apiBase={apiBase} locale={locale} view={scope}>
      {render}
    </ElementRoot>
  );
}

/**
 * The map, once its first view is known: the element's `center` and `zoom`, else (public view) the
 * public site's, which everyone may read.
 */
function PublicMap({ client, scope, center, zoom, ...props }: ComponentProps<typeof ReportMap> & { client: FieldwatchClient }) {
  const site = usePublicSite(client);
  const needsSite = scope === 'public' && (!center || zoom === undefined);
  if (needsSite && !site) return null;
  const first = {
    center: center ?? (site ? ([site.longitude, site.latitude] as [number, number]) : undefined),
    zoom: zoom ?? site?.zoom,
  };
  return (
    <ReportMap
      {...props}
      scope={scope ?? 'user'}
      {...(first.center ? { center: first.center } : {})}
      {...(first.zoom !== undefined ? { zoom: first.zoom } : {})}
    />
  );
}
