import { useCallback } from 'react';
import type { SubmissionQueue } from '@fieldwatch/core';
import { createBrowserSubmissionQueue, ReportForm } from '@fieldwatch/react';
import { dispatchElementEvent } from '../events.js';
import { hostOf } from '../runtime/createElement.js';
import { ElementRoot } from '../runtime/ElementRoot.js';
import { parseView, type ElementServices } from '../runtime/services.js';

const queues = new WeakMap<ElementServices, SubmissionQueue>();
/**
 * Reports that could not be sent yet, kept in IndexedDB and sent when the connection returns: one queue
 * per API base and view, shared by the forms of a page, and made here so that a page with only a map or
 * a list never downloads the queue nor opens the database.
 */
function submissionsOf(services: ElementServices): SubmissionQueue {
  let queue = queues.get(services);
  if (!queue) queues.set(services, (queue = createBrowserSubmissionQueue(services.client)));
  return queue;
}

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
    <ElementRoot apiBase={apiBase} locale={locale} view={scope} submissions={submissionsOf}>
      {render}
    </ElementRoot>
  );
}
