import { useEffect, useState } from 'react';
import { listReports, type Report } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';

/** Reports the side list shows at once; a search narrows them down. */
const pageSize = 30;
/** Typing pauses this long before the list asks the server. */
const typingPauseMs = 300;

export interface ReportSearch {
  reports: readonly Report[];
  total: number;
  loading: boolean;
}

/**
 * The side list's reports: those of the story's organization the user may see (the server decides),
 * newest first, narrowed by `query` over their titles and texts. A new query cancels the call before it;
 * typing waits for a pause before it asks.
 */
export function useReportSearch(organizationId: number | null, query: string): ReportSearch {
  const client = useClient();
  const showError = useErrorAlert();
  const [result, setResult] = useState<{ key: string; reports: readonly Report[]; total: number } | null>(null);
  const search = query.trim();
  const key = JSON.stringify([organizationId, search]);

  useEffect(() => {
    if (organizationId === null) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const filters = { organizations: [organizationId], ...(search ? { search } : {}) };
        listReports(client, { filters, limit: pageSize, signal: controller.signal }).then(
          (page) => setResult({ key, reports: page.data, total: page.total }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setResult({ key, reports: [], total: 0 });
            showError(error);
          },
        );
      },
      search ? typingPauseMs : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, organizationId, search, key, showError]);

  // while a new search is under way the list keeps showing the last answer
  return { reports: result?.reports ?? [], total: result?.total ?? 0, loading: organizationId !== null && result?.key !== key };
}
