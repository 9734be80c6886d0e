import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FieldwatchClient } from '../api/client.js';
import { listReports } from '../api/reports.js';
import { FieldwatchError } from '../errors.js';
import { createRetries } from '../resources/retry.js';
import type { Report, ReportFilters } from '../schemas/report.js';

export interface ReportsState {
  /** what the filter panel shows while the user edits it */
  draft: ReportFilters;
  /** what the list and the map show: Apply copies the draft here */
  filters: ReportFilters;
  items: Report[];
  total: number | null;
  /** false when `total` is only a lower bound: the server stopped counting ("1,000+") */
  totalExact: boolean;
  next: string | null;
  status: 'idle' | 'loading' | 'loadingMore' | 'ready' | 'error';
  error: FieldwatchError | null;
  /** reports published since the list was loaded (live updates): the "n new reports" bar; a load clears it */
  arrived: number;
  /** A report was published elsewhere (live updates). */
  noteArrived(): void;
  /** A report was deleted elsewhere (live updates): it leaves the list without a reload. */
  forget(reportId: number): void;
  setDraft(patch: Partial<ReportFilters>): void;
  /** Apply: the draft becomes the filters, and the list reloads. */
  apply(): Promise<void>;
  /** Reset: no filters (the search and the folder stay). */
  reset(): Promise<void>;
  /** Drops some applied filters and reloads at once (an active filter's chip removed); the rest stay. */
  clear(keys: readonly (keyof ReportFilters)[]): Promise<void>;
  /** The search bar applies at once, keeping the other filters. */
  search(text: string): Promise<void>;
  /** Opens a folder's view of the list, or leaves it with null. */
  openFolder(folderId: number | null): Promise<void>;
  /** Loads the first page for the current filters. */
  load(): Promise<void>;
  /** Loads the next page (infinite loading); does nothing at the end. */
  loadMore(): Promise<void>;
  /** Puts a changed report in place (after an edit), without reloading. */
  replace(report: Report): void;
}

export type ReportsStore = StoreApi<ReportsState>;

/** Filters that count as "active" in the panel header: every set section except search and folder. */
export function activeFilterCount(filters: ReportFilters): number {
  let count = 0;
  if (filters.start_date || filters.end_date) count += 1;
  for (const key of ['lifecycle', 'urgency', 'verified', 'visibility', 'authors', 'assignees', 'organizations', 'taxonomies'] as const) {
    if (filters[key]?.length) count += 1;
  }
  return count;
}

/** Drops empty arrays and strings so that requests and comparisons stay small. */
export function compactFilters(filters: ReportFilters): ReportFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

export interface ReportsStoreOptions {
  pageSize?: number;
}

/**
 * The reports list and its filters. One store shared by the filter panel, the
 * list and the map, so changing a filter updates both. Stale answers are dropped. A first page that got
 * no answer is asked again by itself, with a back-off and when the connection returns (resources/retry.ts).
 */
export function createReportsStore(client: FieldwatchClient, options: ReportsStoreOptions = {}): ReportsStore {
  const pageSize = options.pageSize ?? 20;
  let generation = 0;
  let controller: AbortController | null = null;
  const retries = createRetries();

  return createStore<ReportsState>()((set, get) => {
    async function fetchPage(append: boolean) {
      const mine = ++generation;
      retries.cancel();
      controller?.abort();
      controller = new AbortController();
      const { filters, next } = get();
      set({ status: append ? 'loadingMore' : 'loading', error: null, ...(append ? {} : { arrived: 0 }) });
      try {
        const page = await listReports(client, {
          filters: compactFilters(filters),
          limit: pageSize,
          ...(append && next ? { cursor: next } : {}),
          signal: controller.signal,
        });
        if (mine !== generation) return;
        set((state) => ({
          items: append ? [...state.items, ...page.data] : page.data,
          total: page.total,
          totalExact: page.total_exact !== false,
          next: page.next ?? null,
          status: 'ready',
        }));
        retries.succeeded();
      } catch (error) {
        if (mine !== generation) return;
        if (error && typeof error === 'object' && 'name' in error && error.name === 'AbortError') return;
        // a next page that failed keeps the list's retry button
        if (!append) retries.failed(error, () => void fetchPage(false).catch(() => undefined));
        set({ status: 'error', error: error instanceof FieldwatchError ? error : new FieldwatchError('ERROR') });
        throw error;
      }
    }

    const withFilters = (filters: ReportFilters) => {
      set({ filters: compactFilters(filters), draft: compactFilters(filters), next: null });
      return fetchPage(false);
    };

    return {
      draft: {},
      filters: {},
      items: [],
      total: null,
      totalExact: true,
      next: null,
      status: 'idle',
      error: null,
      arrived: 0,
      noteArrived: () => set((state) => ({ arrived: state.arrived + 1 })),
      forget: (reportId) =>
        set((state) => {
          if (!state.items.some((item) => item.id === reportId)) return {};
          return {
            items: state.items.filter((item) => item.id !== reportId),
            total: state.total === null ? null : Math.max(0, state.total - 1),
          };
        }),
      setDraft: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
      apply: () => withFilters({ ...get().draft, search: get().filters.search, folder: get().filters.folder }),
      reset: () => withFilters({ search: get().filters.search, folder: get().filters.folder }),
      clear: (keys) =>
        withFilters(Object.fromEntries(Object.entries(get().filters).filter(([key]) => !keys.includes(key as keyof ReportFilters)))),
      search: (text) => withFilters({ ...get().filters, search: text.trim() || undefined }),
      openFolder: (folderId) => withFilters({ ...get().filters, folder: folderId ?? undefined }),
      load: () => fetchPage(false),
      loadMore: async () => {
        const { next, status } = get();
        if (!next || status === 'loading' || status === 'loadingMore') return;
        await fetchPage(true);
      },
      replace: (report) => set((state) => ({ items: state.items.map((item) => (item.id === report.id ? report : item)) })),
    };
  });
}
