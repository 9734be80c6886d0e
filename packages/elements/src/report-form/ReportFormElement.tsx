import { useCallback, useMemo } from 'react';
import type { SubmissionQueue } from '@fieldwatch/core';
import { createBrowserSubmissionQueue, ReportForm } from '@fieldwatch/react';
import type { ElementProps, reportForm } from '../declarations.js';
import { elementEvents, hostOf } from '../runtime/createElement.js';
import { apiBaseOf } from '../runtime/services.js';
import { ElementRoot } from '../runtime/ElementRoot.js';
import type { ElementServices } from '../runtime/services.js';

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

/** `<report-form>`'s props: its attributes, read (src/declarations.ts). */
export type ReportFormElementProps = ElementProps<typeof reportForm>;

export function ReportFormElement({ container, apiBase, locale, view }: ReportFormElementProps) {
  const host = hostOf(container);
  const scope = view;
  const emit = useMemo(() => elementEvents<typeof reportForm>(host), [host]);
  const onSubmitted = useCallback((report: { id: number }) => emit('fw-report-submitted', { id: report.id }), [emit]);
  const onError = useCallback((code: string) => emit('fw-error', { code, apiBase: apiBaseOf(apiBase) }), [emit, apiBase]);
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
    <ElementRoot host={host} apiBase={apiBase} locale={locale} view={scope} submissions={submissionsOf}>
      {render}
    </ElementRoot>
  );
}
