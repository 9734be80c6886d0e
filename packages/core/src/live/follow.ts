/**
 * What a page does with live updates (docs/api.md "Live updates"): a published report counts in the
 * list's "n new reports" bar (the list does not jump under the reader's eyes), a deleted one leaves the
 * list, an open report and its activity are fetched again, and the map reloads — once for a burst of
 * changes, `debounceMs` after the last.
 */
import { resourceKeys } from '../resources/keys.js';
import type { ResourceCache } from '../resources/cache.js';
import type { ReportMapStore } from '../stores/reportMap.js';
import type { ReportsStore } from '../stores/reports.js';
import type { LiveMessage, LiveUpdates } from './liveUpdates.js';

export interface LiveTargets {
  /** the list: its bar counts new reports */
  reports?: ReportsStore | undefined;
  /** the map: reloaded after a burst */
  map?: ReportMapStore | undefined;
  /** the components' data: a changed report, its activity and popup are fetched again where shown */
  cache?: ResourceCache | undefined;
  /** what else a page refreshes, after the same debounce as the map (an embed's list) */
  refresh?: (() => void) | undefined;
  /** @default 1000 */
  debounceMs?: number;
}

export function followLiveUpdates(live: LiveUpdates, targets: LiveTargets): () => void {
  const debounceMs = targets.debounceMs ?? 1_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reloadSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void targets.map
        ?.getState()
        .reload()
        .catch(() => undefined);
      targets.refresh?.();
    }, debounceMs);
  };

  const onMessage = (message: LiveMessage) => {
    const { cache, reports } = targets;
    if (message.type === 'reset') {
      // what was missed is unknown: everything shown is fetched again
      cache?.invalidate(['report']);
      cache?.invalidate(['activity']);
      if (reports && reports.getState().status !== 'idle')
        void reports
          .getState()
          .load()
          .catch(() => undefined);
      reloadSoon();
      return;
    }
    const { kind, report_id: id } = message.event;
    if (kind === 'created') reports?.getState().noteArrived();
    if (kind === 'deleted') {
      reports?.getState().forget(id);
      cache?.discard(resourceKeys.report(id));
      cache?.discard(resourceKeys.activity(id));
    } else if (kind !== 'created') {
      cache?.invalidate(resourceKeys.report(id));
      cache?.invalidate(resourceKeys.activity(id));
      cache?.invalidate(['reportPopup', id]);
    }
    reloadSoon();
  };

  const unsubscribe = live.subscribe(onMessage);
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
