import { useCallback, useMemo, type ComponentProps } from 'react';
import { ReportMap } from '@fieldwatch/react';
import type { FieldwatchClient } from '@fieldwatch/core';
import type { ElementProps, reportMap } from '../declarations.js';
import { elementEvents, hostOf } from '../runtime/createElement.js';
import { ElementRoot } from '../runtime/ElementRoot.js';
import { apiBaseOf, type ElementServices, type ElementView } from '../runtime/services.js';
import { usePublicSite } from '../runtime/usePublicSite.js';
import { hrefTemplate, parseCenter } from '../runtime/attributes.js';

/** `<report-map>`'s props: its attributes, read (src/declarations.ts). */
export type ReportMapElementProps = ElementProps<typeof reportMap>;

export function ReportMapElement({
  container,
  apiBase,
  locale,
  organization,
  view,
  center,
  zoom,
  clustered,
  live,
  reportHref,
}: ReportMapElementProps) {
  const host = hostOf(container);
  const scope: ElementView = view;
  const emit = useMemo(() => elementEvents<typeof reportMap>(host), [host]);
  const onSelect = useCallback((id: number) => emit('fw-report-selected', { id }), [emit]);
  const onError = useCallback((code: string) => emit('fw-error', { code, apiBase: apiBaseOf(apiBase) }), [emit, apiBase]);
  const mapCenter = useMemo(() => parseCenter(center), [center]);
  const href = useMemo(() => hrefTemplate(reportHref), [reportHref]);
  const render = useCallback(
    ({ client }: ElementServices) => (
      <PublicMap
        client={client}
        scope={scope}
        {...(organization ? { organization } : {})}
        {...(mapCenter ? { center: mapCenter } : {})}
        {...(zoom !== undefined ? { zoom } : {})}
        clustered={clustered}
        live={live}
        reportHref={href}
        onSelect={onSelect}
        onError={onError}
        layers={scope === 'user'}
      />
    ),
    [scope, organization, mapCenter, zoom, clustered, live, href, onSelect, onError],
  );
  return (
    <ElementRoot host={host} apiBase={apiBase} locale={locale} view={scope}>
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
