import { useEffect, useRef } from 'react';
import type { ReportMapState } from '@fieldwatch/core';

export interface HostEvents {
  onSelect?: ((id: number) => void) | undefined;
  onError?: ((code: string) => void) | undefined;
}

/**
 * Tells the host what a partner page listens to: a report chosen on the map (`report-selected`), and
 * each failure to load the reports, once (`error`). The host's latest callbacks are kept in one ref.
 */
export function useHostEvents(selectedId: number | undefined, status: ReportMapState['status'], errorCode: string | null, events: HostEvents) {
  const latest = useRef(events);
  latest.current = events;
  useEffect(() => {
    if (selectedId !== undefined) latest.current.onSelect?.(selectedId);
  }, [selectedId]);
  useEffect(() => {
    if (status === 'error') latest.current.onError?.(errorCode ?? 'ERROR');
  }, [status, errorCode]);
}
