import { useCallback, useEffect, useState } from 'react';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useActivity } from '../../resources/hooks.js';

type ActivityStatus = 'loading' | 'ready' | 'loadingMore' | 'refreshing' | 'error';

/**
 * Activity paging: pages of 20 up to the total; a refresh fetches 30 and keeps only the
 * entries newer than the first one shown (core's `activityResource`). A write to the report refreshes
 * it too, in every feed of the report at once.
 */
export function useActivityPages(reportId: number) {
  const showError = useErrorAlert();
  const activity = useActivity(reportId);
  const { data, error, fetching, loadMore: more, refetch } = activity;
  // what the reader asked for, to say which of the two is under way
  const [asked, setAsked] = useState<'more' | 'refresh' | null>(null);

  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  const run = useCallback(async (what: 'more' | 'refresh', call: () => Promise<unknown>) => {
    setAsked(what);
    try {
      await call();
    } catch {
      // said by the alert above
    } finally {
      setAsked(null);
    }
  }, []);
  const loadMore = useCallback(() => run('more', more), [run, more]);
  const refresh = useCallback(() => run('refresh', refetch), [run, refetch]);

  const status: ActivityStatus = !data
    ? activity.status === 'error'
      ? 'error'
      : 'loading'
    : fetching
      ? asked === 'more'
        ? 'loadingMore'
        : 'refreshing'
      : 'ready';
  return { entries: data?.entries ?? [], total: data?.total ?? null, status, loadMore, refresh };
}
