import { createReportsStore, type FieldwatchClient, type ReportsState, type ReportsStore } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';
import { useStoreSelector } from './useStoreSelector.js';

const storesOfClients = new WeakMap<FieldwatchClient, ReportsStore>();

/**
 * The reports store the provider was given, else one per client made the first time a component asks:
 * made here rather than by the provider, so that a page whose components never list reports (a partner
 * page with only `<report-form>`) does not download the list's code (the download budgets of
 * docs/embedding.md, "Size and loading").
 */
export function useReportsStore(): ReportsStore {
  const { reports, client } = useFieldwatch();
  if (reports) return reports;
  let store = storesOfClients.get(client);
  if (!store) storesOfClients.set(client, (store = createReportsStore(client)));
  return store;
}

/** Subscribes to the shared reports store, e.g. `useReports((s) => s.items)`. */
export function useReports<T>(selector: (state: ReportsState) => T): T {
  return useStoreSelector(useReportsStore(), selector);
}
