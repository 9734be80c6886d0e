import { useCallback, useEffect, useRef, useState } from 'react';
import { limits, listActivity, type ActivityEntry } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';

export type ActivityStatus = 'loading' | 'ready' | 'loadingMore' | 'refreshing' | 'error';

/** Newest first: a later time, or the same time and a later id. */
const isNewer = (entry: ActivityEntry, than: ActivityEntry) =>
  entry.created_at > than.created_at || (entry.created_at === than.created_at && entry.id > than.id);

/**
 * Activity paging: pages of 20 up to the total; a refresh fetches 30 and keeps only the
 * entries newer than the first one shown (so nothing shown twice, nothing lost from the pages loaded).
 */
export function useActivityPages(reportId: number) {
  const client = useClient();
  const showError = useErrorAlert();
  const [entries, setEntries] = useState<ActivityEntry[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [status, setStatus] = useState<ActivityStatus>('loading');
  // the entries as of now, for calls that finish after a render
  const current = useRef(entries);
  current.current = entries;
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setEntries([]);
    setTotal(null);
    setStatus('loading');
    listActivity(client, reportId, { limit: limits.activityPage, offset: 0 })
      .then((page) => {
        if (mine !== generation.current) return;
        setEntries(page.data);
        setTotal(page.total);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (mine !== generation.current) return;
        setStatus('error');
        showError(error);
      });
    return () => {
      generation.current += 1;
    };
  }, [client, reportId]);

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    setStatus('loadingMore');
    try {
      const page = await listActivity(client, reportId, { limit: limits.activityPage, offset: current.current.length });
      if (mine !== generation.current) return;
      const known = new Set(current.current.map((entry) => entry.id));
      setEntries([...current.current, ...page.data.filter((entry) => !known.has(entry.id))]);
      setTotal(page.total);
      setStatus('ready');
    } catch (error) {
      if (mine !== generation.current) return;
      setStatus('ready');
      showError(error);
    }
  }, [client, reportId, showError]);

  const refresh = useCallback(async () => {
    const mine = generation.current;
    setStatus('refreshing');
    try {
      const page = await listActivity(client, reportId, { limit: limits.activityRefresh, offset: 0 });
      if (mine !== generation.current) return;
      const first = current.current[0];
      const newer = first ? page.data.filter((entry) => isNewer(entry, first)) : page.data;
      setEntries([...newer, ...current.current]);
      setTotal(page.total);
      setStatus('ready');
    } catch (error) {
      if (mine !== generation.current) return;
      setStatus('ready');
      showError(error);
    }
  }, [client, reportId, showError]);

  return { entries, total, status, loadMore, refresh };
}
