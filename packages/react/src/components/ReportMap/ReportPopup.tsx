import { useEffect, useId, useRef } from 'react';
import { formatUtcDate, type MapScope } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { useReportPopup } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import * as styles from './ReportMap.css.js';

export interface ReportPopupProps {
  id: number;
  /** where "View report" leads; null: no link */
  reportHref: ((id: number) => string) | null;
  /** the public map's popups come from the public path (no author) */
  scope?: MapScope;
  /** move the keyboard focus into the popup once its report is shown (opened from the keyboard list) */
  focusOnLoad: boolean;
}

/**
 * What a marker's popup shows: title, description, date, author, the first image,
 * the counts of images, videos, audio and documents, and the way to the report. Fetched when opened.
 */
export function ReportPopup({ id, reportHref, scope = 'user', focusOnLoad }: ReportPopupProps) {
  const t = useT();
  const link = useRenderLink();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const popup = useReportPopup(id, scope);

  useEffect(() => {
    if (focusOnLoad && popup.status === 'success') heading.current?.focus();
  }, [focusOnLoad, popup.status]);

  if (popup.status === 'error') {
    return (
      <div className={styles.popup} role="alert">
        <p>{t('map.popup.error')}</p>
        <Button variant="link" onClick={() => void popup.refetch()}>
          {t('map.retry')}
        </Button>
      </div>
    );
  }
  const report = popup.data;
  if (!report) {
    return (
      <p className={styles.popup} role="status">
        {t('map.popup.loading')}
      </p>
    );
  }
  return (
    <article className={styles.popup} aria-labelledby={titleId}>
      {report.image ? <img className={styles.popupImage} src={report.image} alt={t('map.popup.image')} loading="lazy" /> : null}
      <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.popupTitle}>
        {report.title}
      </h3>
      <p className={styles.popupMeta}>
        <span dir="ltr" className={styles.popupDate}>
          {formatUtcDate(report.event_date)}
        </span>
        {report.author ? <span>{t('map.popup.by', { author: report.author.username })}</span> : null}
      </p>
      {report.excerpt ? <p className={styles.popupExcerpt}>{report.excerpt}</p> : null}
      <ul className={styles.popupCounts}>
        <li>{t('map.popup.images', { count: report.media.images })}</li>
        <li>{t('map.popup.videos', { count: report.media.videos })}</li>
        <li>{t('map.popup.audios', { count: report.media.audios })}</li>
        <li>{t('map.popup.documents', { count: report.media.documents })}</li>
      </ul>
      {reportHref ? link({ href: reportHref(report.id), className: styles.popupLink, children: t('map.popup.view') }) : null}
    </article>
  );
}
