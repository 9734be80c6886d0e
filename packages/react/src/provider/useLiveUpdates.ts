import { useEffect } from 'react';
import type { ReportMapStore, ReportsStore } from '@fieldwatch/core';
import { useLatest } from '../internal/useLatest.js';
import { useFieldwatch } from './context.js';

export interface LiveUpdateTargets {
  /** the list whose "n new reports" bar counts what is published */
  reports?: ReportsStore | null;
  /** the map reloaded after a burst of changes */
  map?: ReportMapStore | null;
  /** fetches again, after a burst, what the component shows from the resource cache */
  refresh?: () => void;
  /** a changed report and its activity are fetched again where shown (one component of a page does it) */
  cache?: boolean;
}

/**
 * While `enabled`, the component follows the server's live updates (core `followLiveUpdates`): one stream
 * per client, shared by every component that follows it, closed when the last one stops. The code that
 * reads the stream loads then (./liveFollow.ts).
 */
export function useLiveUpdates(enabled: boolean, { reports, map, refresh, cache }: LiveUpdateTargets): void {
  const { client } = useFieldwatch();
  const latestRefresh = useLatest(refresh);
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./liveFollow.js').then(({ follow }) => {
      if (ended) return;
      const targets = { reports: reports ?? undefined, map: map ?? undefined, refresh: () => latestRefresh.current?.() };
      stop = follow(client, targets, cache === true);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [enabled, client, reports, map, cache, latestRefresh]);
}
