import { useCallback, useMemo } from 'react';
import { PublicReportList } from '@fieldwatch/react';
import { dispatchElementEvent } from '../events.js';
import { hostOf } from '../runtime/createElement.js';
import { ElementRoot } from '../runtime/ElementRoot.js';
import { hrefTemplate } from '../runtime/attributes.js';

/** `<report-list>`: its attributes as React props (r2wc parses them). */
export interface ReportListElementProps {
  container?: HTMLElement;
  apiBase?: string;
  locale?: string;
  organization?: number;
  /** reports per page (1–50) */
  limit?: number;
  /** where a report leads, `{id}` replaced; none: reports are buttons that fire `report-selected` */
  reportHref?: string;
}

export function ReportListElement({ container, apiBase, locale, organization, limit, reportHref }: ReportListElementProps) {
  const host = hostOf(container);
  const onSelect = useCallback((id: number) => host && dispatchElementEvent(host, 'report-selected', { id }), [host]);
  const onError = useCallback((code: string) => host && dispatchElementEvent(host, 'error', { code }), [host]);
  const href = useMemo(() => hrefTemplate(reportHref), [reportHref]);
  const pageSize = limit !== undefined && Number.isFinite(limit) ? Math.min(50, Math.max(1, Math.round(limit))) : undefined;
  const render = useCallback(
    () => (
      <PublicReportList
        {...(organization ? { organization } : {})}
        {...(pageSize ? { pageSize } : {})}
        reportHref={href}
        onSelect={onSelect}
        onError={onError}
      />
    ),
    [organization, pageSize, href, onSelect, onError],
  );
  return (
    <ElementRoot apiBase={apiBase} locale={locale} view="public">
      {render}
    </ElementRoot>
  );
}
