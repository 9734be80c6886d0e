import clsx from 'clsx';
import { useCallback, useEffect, useState } from 'react';
import { FieldwatchError, type PublicReport } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import type { RenderLink } from '../../link/renderLink.js';
import { useLiveUpdates } from '../../provider/useLiveUpdates.js';
import { usePublicReports } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import { ReportRow } from '../ReportList/ReportRow.js';
import * as listStyles from '../ReportList/ReportList.css.js';
import * as styles from './PublicReportList.css.js';
import { useLatest } from '../../internal/useLatest.js';

const noItems: PublicReport[] = [];
const ignore = () => {};

export interface PublicReportListProps {
  /** Only this organization's public reports. */
  organization?: number;
  /**
   * Reports per page ("Show more" loads the next page).
   * @default 10
   */
  pageSize?: number;
  /**
   * Where a report leads; null makes each report a button that calls `onSelect`.
   * @default null
   */
  reportHref?: ((id: number) => string) | null;
  /** Called when a report is chosen. */
  onSelect?: (id: number) => void;
  /** Called with the catalogue code when the reports cannot be loaded. */
  onError?: (code: string) => void;
  /**
   * Level of the list's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /**
   * Follow the server's live updates: the list is fetched again a second after public reports change.
   * @default false
   */
  live?: boolean;
  className?: string;
}

type ListStatus = 'loading' | 'loadingMore' | 'ready' | 'error' | 'off';

/** The catalogue code of a failed fetch, or null when it did not fail. */
const codeOf = (error: unknown) => (error ? (error instanceof FieldwatchError ? error.code : 'ERROR') : null);

/**
 * The latest public reports, newest first (what a partner page's `<report-list>` shows): the rows of the
 * report list, paged with "Show more". Shows only what `GET /public/reports` gives everyone, and says so
 * when the public-site map is turned off instead of failing.
 */
export function PublicReportList({
  organization,
  pageSize = 10,
  reportHref = null,
  onSelect,
  onError,
  headingLevel = 2,
  live = false,
  className,
}: PublicReportListProps) {
  const t = useT();
  const list = usePublicReports({ organization, pageSize });
  const [askedMore, setAskedMore] = useState(false);
  const onErrorRef = useLatest(onError);
  const { error } = list;
  const code = codeOf(error);

  // once per failure: each failed fetch is a new error, even with the same code
  useEffect(() => {
    const failed = codeOf(error);
    if (failed) onErrorRef.current?.(failed);
  }, [error, onErrorRef]);

  const { loadMore: more, refetch } = list;
  useLiveUpdates(live, { refresh: () => void refetch().catch(() => undefined) });
  /** the first page again when none is shown, else the next one */
  const load = useCallback(
    async (cursor: string | null) => {
      if (!cursor) return void refetch().catch(ignore);
      setAskedMore(true);
      await more().catch(ignore);
      setAskedMore(false);
    },
    [more, refetch],
  );

  const items = list.data?.items ?? noItems;
  const next = list.data?.next ?? null;
  const status: ListStatus =
    list.fetching && !list.data
      ? 'loading'
      : list.fetching && askedMore
        ? 'loadingMore'
        : code
          ? code === 'INACTIVE_FEATURE'
            ? 'off'
            : 'error'
          : list.data
            ? 'ready'
            : 'loading';

  /** A row leads to the host's page of the report, or is a button when the host has none. */
  const linkTo =
    (id: number): RenderLink =>
    ({ href, children, className: rowClass }) =>
      reportHref ? (
        <a href={href} className={rowClass} onClick={() => onSelect?.(id)}>
          {children}
        </a>
      ) : (
        <button type="button" className={clsx(rowClass, styles.rowButton)} onClick={() => onSelect?.(id)}>
          {children}
        </button>
      );

  return (
    <section className={clsx(styles.root, className)} aria-busy={status === 'loading' || status === 'loadingMore'}>
      <Heading level={headingLevel}>{t('embeds.latest')}</Heading>
      {status === 'off' ? (
        <p className={listStyles.state}>{t('embeds.publicOff')}</p>
      ) : items.length === 0 ? (
        status === 'error' ? (
          <div role="alert" className={listStyles.state}>
            <p className={listStyles.stateText}>{t('reportList.error')}</p>
            <Button variant="secondary" onClick={() => void load(null)}>
              {t('reportList.retry')}
            </Button>
          </div>
        ) : (
          <p role="status" className={listStyles.state}>
            {status === 'ready' ? t('embeds.noPublicReports') : t('reportList.loading')}
          </p>
        )
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((report) => (
              <li key={report.id} className={styles.item}>
                <ReportRow report={report} href={reportHref ? reportHref(report.id) : ''} link={linkTo(report.id)} />
              </li>
            ))}
          </ul>
          {status === 'error' ? (
            <div role="alert" className={listStyles.footer}>
              <span>{t('reportList.error')}</span>
              <Button variant="link" onClick={() => void load(next)}>
                {t('reportList.retry')}
              </Button>
            </div>
          ) : next ? (
            <Button variant="secondary" onClick={() => void load(next)} disabled={status === 'loadingMore'}>
              {status === 'loadingMore' ? t('reportList.loadingMore') : t('embeds.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
