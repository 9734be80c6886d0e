import { useCallback, useEffect, useRef, useState } from 'react';
import { limits, suggestReports, type ReportSuggestion } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';

/** Suggestions wait for a pause in typing; each new request aborts the one before. */
const suggestDelayMs = 200;

export interface Suggestions {
  items: ReportSuggestion[];
  /** the text the items answer (under 2 characters the server gives the latest reports) */
  query: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** asks for the suggestions of `text`, after the pause unless `now` */
  request(text: string, now?: boolean): void;
  cancel(): void;
}

export function useSuggestions(): Suggestions {
  const client = useClient();
  const [state, setState] = useState<Pick<Suggestions, 'items' | 'query' | 'status'>>({ items: [], query: null, status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    controller.current?.abort();
    controller.current = null;
  }, []);

  const fetchNow = useCallback(
    (text: string) => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setState((previous) => ({ ...previous, status: 'loading' }));
      suggestReports(client, text.slice(0, limits.searchMax), mine.signal).then(
        (items) => {
          if (!mine.signal.aborted) setState({ items: items.slice(0, limits.searchSuggestions), query: text, status: 'ready' });
        },
        () => {
          if (!mine.signal.aborted) setState({ items: [], query: text, status: 'error' });
        },
      );
    },
    [client],
  );

  const request = useCallback(
    (text: string, now = false) => {
      cancel();
      if (now) fetchNow(text);
      else timer.current = setTimeout(() => fetchNow(text), suggestDelayMs);
    },
    [cancel, fetchNow],
  );

  useEffect(() => cancel, [cancel]);

  return { ...state, request, cancel };
}
