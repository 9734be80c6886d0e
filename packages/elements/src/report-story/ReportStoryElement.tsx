import { useCallback, useMemo } from 'react';
import { PublicStory } from '@fieldwatch/react';
import type { ElementProps, reportStory } from '../declarations.js';
import { elementEvents, hostOf } from '../runtime/createElement.js';
import { apiBaseOf } from '../runtime/services.js';
import { ElementRoot } from '../runtime/ElementRoot.js';

/** `<report-story>`'s props: its attributes, read (src/declarations.ts). */
export type ReportStoryElementProps = ElementProps<typeof reportStory>;

export function ReportStoryElement({ container, apiBase, locale, storyId }: ReportStoryElementProps) {
  const host = hostOf(container);
  const emit = useMemo(() => elementEvents<typeof reportStory>(host), [host]);
  const onError = useCallback((code: string) => emit('fw-error', { code, apiBase: apiBaseOf(apiBase) }), [emit, apiBase]);
  // a new story, a new reading of it (its own "not found", its own errors)
  const render = useCallback(
    () => (storyId === undefined ? null : <PublicStory key={storyId} storyId={storyId} onError={onError} headingLevel={2} />),
    [storyId, onError],
  );
  return (
    <ElementRoot host={host} apiBase={apiBase} locale={locale} view="public">
      {render}
    </ElementRoot>
  );
}
