import type { ReportsState, ReportsStore } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';
import { useStoreSelector } from './useStoreSelector.js';

/** Subscribes to the shared reports store, e.g. `useReports((s) => s.items)`. */
export function useReports<T>(selector: (state: ReportsState) => T): T {
  return useStoreSelector(useFieldwatch().reports, selector);
}

export function useReportsStore(): ReportsStore {
  return useFieldwatch().reports;
}
