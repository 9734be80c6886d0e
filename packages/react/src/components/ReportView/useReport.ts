import { useCallback, useEffect, useRef, useState } from 'react';
import { getReport, type Report } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';

/**
 * The report being viewed: fetched by id (opening it clears its `new` flag for an editor, docs/reports.md),
 * replaced after each change, reloaded on demand. `onChange` hears every new version.
 */
export function useReport(reportId: number, initial: Report | undefined, onChange: (report: Report) => void, onError: (error: unknown) => void) {
  const client = useClient();
  const [report, setReport] = useState<Report | null>(initial?.id === reportId ? initial : null);
  const callbacks = useRef({ onChange, onError });
  callbacks.current = { onChange, onError };
  const generation = useRef(0);

  const apply = useCallback((next: Report) => {
    setReport(next);
    callbacks.current.onChange(next);
  }, []);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const fresh = await getReport(client, reportId);
      if (mine === generation.current) apply(fresh);
    } catch (error) {
      if (mine === generation.current) callbacks.current.onError(error);
    }
  }, [client, reportId, apply]);

  useEffect(() => {
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  return { report, apply, reload };
}
