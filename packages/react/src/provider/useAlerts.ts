import type { AlertsState, AlertsStore } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';
import { useStoreSelector } from './useStoreSelector.js';

/** Subscribes to the alerts store, e.g. `useAlerts((s) => s.alerts)`. */
export function useAlerts<T>(selector: (state: AlertsState) => T): T {
  return useStoreSelector(useFieldwatch().alerts, selector);
}

/** The alerts store itself, to `push` from event handlers. */
export function useAlertsStore(): AlertsStore {
  return useFieldwatch().alerts;
}
