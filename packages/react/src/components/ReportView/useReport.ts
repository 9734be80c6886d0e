import { useCallback, useEffect } from 'react';
import { reportResource, resourceCacheOf, type Report } from '@fieldwatch/core';
import { useClient } from '../../provider/useClient.js';
import { useReport as useReportResource } from '../../resources/hooks.js';
import { useLatest } from '../../internal/useLatest.js';

/**
 * The report being viewed, from the resource cache: fetched by id (opening it clears its `new` flag
 * for an editor, docs/reports.md), replaced by each write's answer, fetched again after a comment.
 * `onChange` hears every new version; `onError` a fetch that failed.
 */
export function useReport(
  reportId: number,
  initial: Report | undefined,
  onChange: (report: Report) => void,
  onError: (error: unknown) => void,
) {
  const client = useClient();
  const { data, error, refetch } = useReportResource(reportId);
  const callbacksRef = useLatest({ onChange, onError });

  useEffect(() => {
    if (data) callbacksRef.current.onChange(data);
  }, [callbacksRef, data]);
  useEffect(() => {
    if (error) callbacksRef.current.onError(error);
  }, [callbacksRef, error]);

  /** shows a version a write answered with (core's writes do this themselves; this is for others) */
  const apply = useCallback((next: Report) => resourceCacheOf(client).set(reportResource(client, reportId).key, next), [client, reportId]);

  return { report: data ?? (initial?.id === reportId ? initial : null), apply, reload: refetch };
}
