import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FieldwatchError, listPublicReports, type PublicReport } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import type { RenderLink } from '../../link/renderLink.js';
import { useClient } from '../../provider/useClient.js';
import { Button } from '../Button/index.js';
import { ReportRow } from '../ReportList/ReportRow.js';
import * as listStyles from '../ReportList/ReportList.css.js';
import * as styles from './PublicReportList.css.js';

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
  className?: string;
}

interface ListState {
  items: PublicReport[];
  next: string | null;
  status: 'loading' | 'loadingMore' | 'ready' | 'error' | 'off';
}

/**
 * The latest public reports, newest first (what a partner page's `<report-list>` shows): the rows of the
 * report list, paged with "Show more". Shows only what `GET /public/reports` gives everyone, and says so
 * when the public-site map is turned off instead of failing.
 */
export function PublicReportList({ organization, pageSize = 10, reportHref = null, onSelect, onError, headingLevel = 2, className }: PublicReportListProps) {
  const t = useT();
  const client = useClient();
  const [state, setState] = useState<ListState>({ items: [], next: null, status: 'loading' });
  const generation = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const load = useCallback(
    async (cursor: string | null) => {
      const mine = ++generation.current;
      setState((current) => ({ ...current, status: cursor ? 'loadingMore' : 'loading' }));
      try {
        const page = await listPublicReports(client, {
          limit: pageSize,
          ...(organization ? { organization } : {}),
          ...(cursor ? { cursor } : {}),
        });
        if (mine !== generation.current) return;
        setState((current) => ({ items: cursor ? [...current.items, ...page.data] : page.data, next: page.next ?? null, status: 'ready' }));
      } catch (error) {
        if (mine !== generation.current) return;
        const code = error instanceof FieldwatchError ? error.code : 'ERROR';
        setState((current) => ({ ...current, status: code === 'INACTIVE_FEATURE' ? 'off' : 'error' }));
        onErrorRef.current?.(code);
      }
    },
    [client, organization, pageSize],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

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

  const { items, next, status } = state;
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
