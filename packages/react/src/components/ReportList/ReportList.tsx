import clsx from 'clsx';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { actorOf, canEditReports, type Options, type ReportsState, type User } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { useOrganizations } from '../../resources/hooks.js';
import { useOptions } from '../../provider/useOptions.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { useLiveUpdates } from '../../provider/useLiveUpdates.js';
import { useReports, useReportsStore } from '../../provider/useReports.js';
import { useSession } from '../../provider/useSession.js';
import { Button } from '../Button/index.js';
import { ImportDropZone } from './ImportDropZone.js';
import { ReportRow } from './ReportRow.js';
import { useFolderName } from './useFolderName.js';
import * as styles from './ReportList.css.js';

export interface ReportListProps {
  /**
   * Where a row leads.
   * @default (id) => `/report/${id}`
   */
  reportHref?: (id: number) => string;
  /**
   * Load the first page when the list appears.
   * @default true
   */
  loadOnMount?: boolean;
  /** The report open beside the list: its row is marked as the current one. */
  currentId?: number | null;
  /** Moves the keyboard's place in the list from outside (the dashboard's `j` and `k`). */
  ref?: Ref<ReportListHandle>;
  /**
   * Follow the server's live updates: reports published since the list loaded show as an "n new reports"
   * bar (its button loads them at the top), a deleted report leaves the list, and an open report and its
   * activity are fetched again.
   * @default false
   */
  live?: boolean;
  className?: string;
}

export interface ReportListHandle {
  /** Moves focus `step` rows down (negative: up) from the row last focused, scrolling it into view; the first move starts at the top. */
  move(step: number): void;
  /** Focuses the row of this report when it is loaded (back from the report opened from it); false when it is not. */
  focusReport(id: number): boolean;
}

const selectItems = (s: ReportsState) => s.items;
const selectTotal = (s: ReportsState) => s.total;
const selectTotalExact = (s: ReportsState) => s.totalExact;
const selectNext = (s: ReportsState) => s.next;
const selectStatus = (s: ReportsState) => s.status;
const selectFilters = (s: ReportsState) => s.filters;
const selectArrived = (s: ReportsState) => s.arrived;
const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;
const defaultHref = (id: number) => `/report/${id}`;
const ignore = () => undefined;
/** load the next page when the last rendered row is this close to the end */
const loadAhead = 5;

/**
 * The dashboard's report list, from the shared reports store: rows that open the report, loading more at
 * the bottom (virtualised, so thousands of rows stay fast), a count for search results, the folder view's
 * back row, loading, empty and error states, and for editors the zip drop zone that imports reports.
 */
export function ReportList({
  reportHref = defaultHref,
  loadOnMount = true,
  currentId = null,
  ref,
  live = false,
  className,
}: ReportListProps) {
  const t = useT();
  const store = useReportsStore();
  const items = useReports(selectItems);
  const total = useReports(selectTotal);
  // past limits.reportTotalExactMax the server stops counting: the total is a lower bound ("1,000+")
  const totalExact = useReports(selectTotalExact);
  const next = useReports(selectNext);
  const status = useReports(selectStatus);
  const filters = useReports(selectFilters);
  const arrived = useReports(selectArrived);
  useLiveUpdates(live, { reports: store, cache: true });
  const link = useRenderLink();
  const actor = actorOf(useSession(selectUser));
  const options = useOptions(selectOptions);
  const organizations = useOrganizations();
  const folderName = useFolderName(filters.folder, organizations.data);
  const canImport = Boolean(actor && canEditReports(actor) && options?.import_enabled !== '0');
  const scroller = useRef<HTMLDivElement>(null);
  // a failed next page is retried as a next page; a failed first page (new filters) from the start
  const lastStatus = useRef(status);
  const failedPage = useRef<'first' | 'more'>('first');
  useEffect(() => {
    if (status === 'error') failedPage.current = lastStatus.current === 'loadingMore' ? 'more' : 'first';
    lastStatus.current = status;
  }, [status]);
  const retry = () => void (failedPage.current === 'more' ? store.getState().loadMore() : store.getState().load()).catch(ignore);

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's virtualizer changes inside without a new identity, so the compiler leaves this component unmemoized, as it is written to be
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 104,
    overscan: 8,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  // the keyboard's place: the row last focused, and a row to focus once the virtualizer has drawn it
  const activeIndex = useRef(-1);
  const pendingFocus = useRef<number | null>(null);
  const focusRow = (index: number) => {
    const link = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] a`);
    if (!link) return false;
    link.focus();
    pendingFocus.current = null;
    return true;
  };
  const goTo = (index: number) => {
    activeIndex.current = index;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    if (!focusRow(index)) pendingFocus.current = index;
  };
  useEffect(() => {
    if (pendingFocus.current !== null) focusRow(pendingFocus.current);
  });
  useImperativeHandle(ref, () => ({
    move: (step) => {
      const count = store.getState().items.length;
      if (count === 0) return;
      goTo(activeIndex.current < 0 ? 0 : Math.min(count - 1, Math.max(0, activeIndex.current + step)));
    },
    focusReport: (id) => {
      const index = store.getState().items.findIndex((item) => item.id === id);
      if (index < 0) return false;
      goTo(index);
      return true;
    },
  }));

  useEffect(() => {
    if (loadOnMount) void store.getState().load().catch(ignore);
  }, [store, loadOnMount]);

  // infinite loading: the rows rendered reach the end of what is loaded
  useEffect(() => {
    if (next && status === 'ready' && lastShown >= items.length - loadAhead) void store.getState().loadMore().catch(ignore);
  }, [store, next, status, lastShown, items.length]);

  // new filters: start again at the top
  useEffect(() => {
    activeIndex.current = -1;
    virtualizer.scrollToOffset(0);
  }, [filters, virtualizer]);

  // the new reports at the top of the list, the first of them focused
  const showNew = () => {
    void store
      .getState()
      .load()
      .then(() => {
        virtualizer.scrollToOffset(0);
        goTo(0);
      })
      .catch(ignore);
  };

  const countLine =
    total === null || status === 'loading'
      ? null
      : filters.search
        ? t(totalExact ? 'reportList.searchCount' : 'reportList.searchCountAtLeast', { count: total, query: filters.search })
        : t(totalExact ? 'reportList.total' : 'reportList.totalAtLeast', { count: total });

  return (
    <div className={clsx(styles.root, className)}>
      {filters.folder !== undefined ? (
        <div className={styles.backRow}>
          <Button variant="link" onClick={() => void store.getState().openFolder(null).catch(ignore)}>
            <ListIcon name="back" size={18} className={styles.flipInRtl} />
            {t('reportList.backToAll')}
          </Button>
          {folderName ? (
            <span className={styles.folderName}>
              <ListIcon name="folder" size={18} />
              {t('reportList.folder', { name: folderName })}
            </span>
          ) : null}
        </div>
      ) : null}

      {live ? <NewReportsBar count={arrived} onShow={showNew} /> : null}

      <ImportDropZone
        enabled={canImport}
        organizations={organizations.data ?? []}
        toolbar={
          <p role="status" className={styles.count}>
            {countLine}
          </p>
        }
        onImported={() => void store.getState().load().catch(ignore)}
      >
        <div ref={scroller} className={styles.scroller} aria-busy={status === 'loading' || status === 'loadingMore'}>
          {items.length === 0 ? (
            <EmptyState status={status} inFolder={filters.folder !== undefined} onRetry={retry} />
          ) : (
            <>
              <ul
                aria-label={t('reportList.label')}
                className={clsx(styles.list, status === 'loading' && styles.stale)}
                style={{ blockSize: virtualizer.getTotalSize() }}
              >
                {rows.map((row) => {
                  const report = items[row.index]!;
                  return (
                    <li
                      key={row.key}
                      data-index={row.index}
                      ref={virtualizer.measureElement}
                      // -1: the size of the set is unknown (ARIA), when the total is only a lower bound
                      aria-setsize={total === null ? items.length : totalExact ? total : -1}
                      aria-posinset={row.index + 1}
                      className={styles.row}
                      style={{ transform: `translateY(${row.start}px)` }}
                      onFocus={() => {
                        activeIndex.current = row.index;
                      }}
                    >
                      <ReportRow report={report} href={reportHref(report.id)} link={link} current={report.id === currentId} />
                    </li>
                  );
                })}
              </ul>
              <ListFooter status={status} hasMore={Boolean(next)} onRetry={retry} />
            </>
          )}
        </div>
      </ImportDropZone>
    </div>
  );
}

/** Announced politely when it changes; its button is in the tab order right before the list. */
function NewReportsBar({ count, onShow }: { count: number; onShow: () => void }) {
  const t = useT();
  return (
    <div aria-live="polite" className={styles.newReports}>
      {count > 0 ? (
        <Button variant="secondary" block onClick={onShow}>
          <ListIcon name="back" size={18} className={styles.arrowUp} />
          {t('reportList.newReports', { count })}
        </Button>
      ) : null}
    </div>
  );
}

function EmptyState({ status, inFolder, onRetry }: { status: ReportsState['status']; inFolder: boolean; onRetry: () => void }) {
  const t = useT();
  if (status === 'error') {
    return (
      <div role="alert" className={styles.state}>
        <p className={styles.stateText}>{t('reportList.error')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('reportList.retry')}
        </Button>
      </div>
    );
  }
  if (status === 'ready') return <p className={styles.state}>{t(inFolder ? 'reportList.emptyFolder' : 'reportList.empty')}</p>;
  return (
    <p role="status" className={styles.state}>
      {t('reportList.loading')}
    </p>
  );
}

function ListFooter({ status, hasMore, onRetry }: { status: ReportsState['status']; hasMore: boolean; onRetry: () => void }) {
  const t = useT();
  if (status === 'error') {
    return (
      <div role="alert" className={styles.footer}>
        <span>{t('reportList.error')}</span>
        <Button variant="link" onClick={onRetry}>
          {t('reportList.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.footer}>
      {status === 'loadingMore' ? t('reportList.loadingMore') : hasMore ? '' : t('reportList.end')}
    </p>
  );
}
