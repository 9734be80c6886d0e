import { useCallback, useMemo } from 'react';
import { PublicReportList } from '@fieldwatch/react';
import type { ElementProps, reportList } from '../declarations.js';
import { elementEvents, hostOf } from '../runtime/createElement.js';
import { apiBaseOf } from '../runtime/services.js';
import { ElementRoot } from '../runtime/ElementRoot.js';
import { hrefTemplate } from '../runtime/attributes.js';

/** `<report-list>`'s props: its attributes, read (src/declarations.ts). */
export type ReportListElementProps = ElementProps<typeof reportList>;

export function ReportListElement({ container, apiBase, locale, organization, limit, live, reportHref }: ReportListElementProps) {
  const host = hostOf(container);
  const emit = useMemo(() => elementEvents<typeof reportList>(host), [host]);
  const onSelect = useCallback((id: number) => emit('fw-report-selected', { id }), [emit]);
  const onError = useCallback((code: string) => emit('fw-error', { code, apiBase: apiBaseOf(apiBase) }), [emit, apiBase]);
  const href = useMemo(() => hrefTemplate(reportHref), [reportHref]);
  const render = useCallback(
    () => (
      <PublicReportList
        {...(organization ? { organization } : {})}
        pageSize={limit}
        live={live}
        reportHref={href}
        onSelect={onSelect}
        onError={onError}
      />
    ),
    [organization, limit, live, href, onSelect, onError],
  );
  return (
    <ElementRoot host={host} apiBase={apiBase} locale={locale} view="public">
      {render}
    </ElementRoot>
  );
}
