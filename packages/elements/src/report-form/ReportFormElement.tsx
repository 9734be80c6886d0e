import { useCallback } from 'react';
import { ReportForm } from '@fieldwatch/react';
import { dispatchElementEvent } from '../events.js';
import { hostOf } from '../runtime/createElement.js';
import { ElementRoot } from '../runtime/ElementRoot.js';
import { parseView } from '../runtime/attributes.js';

/** `<report-form>`: its attributes as React props (r2wc parses them). */
export interface ReportFormElementProps {
  container?: HTMLElement;
  apiBase?: string;
  locale?: string;
  /** `view="public"` (default): an anonymous submission; `view="user"`: as the signed-in dashboard user. */
  view?: string;
}

export function ReportFormElement({ container, apiBase, locale, view }: ReportFormElementProps) {
  const host = hostOf(container);
  const scope = parseView(view);
  const onSubmitted = useCallback((report: { id: number }) => host && dispatchElementEvent(host, 'report-submitted', { id: report.id }), [host]);
  const onError = useCallback((code: string) => host && dispatchElementEvent(host, 'error', { code }), [host]);
  const render = useCallback(
    () => (
      <ReportForm
        submission={scope === 'user' ? 'user' : 'anonymous'}
        onSubmitted={onSubmitted}
        onError={onError}
        headingLevel={2}
        warnBeforeUnload={false}
      />
    ),
    [scope, onSubmitted, onError],
  );
  return (
    <ElementRoot apiBase={apiBase} locale={locale} view={scope} submits>
      {render}
    </ElementRoot>
  );
}
