import { useEffect } from 'react';
import type { ReportMapState } from '@fieldwatch/core';
import { useLatest } from '../../internal/useLatest.js';

export interface HostEvents {
  onSelect?: ((id: number) => void) | undefined;
  onError?: ((code: string) => void) | undefined;
}

/**
 * Tells the host what a partner page listens to: a report chosen on the map (`report-selected`), and
 * each failure to load the reports, once (`error`). The host's latest callbacks are kept in one ref.
 */
export function useHostEvents(
  selectedId: number | undefined,
  status: ReportMapState['status'],
  errorCode: string | null,
  events: HostEvents,
) {
  const latestRef = useLatest(events);
  useEffect(() => {
    if (selectedId !== undefined) latestRef.current.onSelect?.(selectedId);
  }, [latestRef, selectedId]);
  useEffect(() => {
    if (status === 'error') latestRef.current.onError?.(errorCode ?? 'ERROR');
  }, [status, errorCode, latestRef]);
}
