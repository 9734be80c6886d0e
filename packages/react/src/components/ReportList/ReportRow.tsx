import { formatUtcDate, type Report } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import type { RenderLink } from '../../link/renderLink.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import * as styles from './ReportList.css.js';

/** One row of the report list: new marker, verified icon, title, description, date, urgent icon; a link to the report. */
/** What a row shows: a staff member's report, or a public report on a partner page (no triage marks). */
export type ReportRowData = Pick<Report, 'title' | 'content' | 'event_date'> & Partial<Pick<Report, 'new' | 'verified' | 'urgent'>>;

export function ReportRow({ report, href, link, current }: { report: ReportRowData; href: string; link: RenderLink; current?: boolean }) {
  const t = useT();
  return link({
    href,
    className: styles.rowLink,
    // the report open beside the list
    ...(current ? { 'aria-current': 'page' as const } : {}),
    children: (
      <>
        <span className={styles.rowTop}>
          {report.new ? <span className={styles.newMarker}>{t('report.newMarker')}</span> : null}
          {report.verified ? (
            <span className={styles.verified}>
              <ListIcon name="verified" size={18} />
              <span className={visuallyHidden}>{t('report.verified')}</span>
            </span>
          ) : null}
          {/* dir=auto: a title in another script than the interface still reads in its own direction */}
          <span className={styles.title} dir="auto">
            {report.title}
          </span>
          {report.urgent ? (
            <span className={styles.urgent}>
              <ListIcon name="urgent" size={18} />
              <span className={visuallyHidden}>{t('report.urgentIcon')}</span>
            </span>
          ) : null}
        </span>
        <span className={styles.excerpt} dir="auto">
          {report.content}
        </span>
        {/* 'yyyy-MM-dd H:mm (UTC)' is written left to right, also in Arabic */}
        <time className={styles.date} dateTime={report.event_date} dir="ltr">
          {formatUtcDate(report.event_date)}
        </time>
      </>
    ),
  });
}
