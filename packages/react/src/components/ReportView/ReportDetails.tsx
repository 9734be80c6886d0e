import { formatUtcDate, type Report } from '@fieldwatch/core';
import { Icon } from '../../internal/icons.js';
import { useT } from '../../i18n/useT.js';
import * as styles from './ReportView.css.js';

/**
 * The report's urgency banner (an open report only) and its facts: event date, status, visibility,
 * author, assignee and organization.
 */
export function ReportDetails({ report }: { report: Report }) {
  const t = useT();
  const closed = report.lifecycle === 'closed';

  return (
    <>
      {report.urgency && !closed ? (
        <p className={styles.banner} data-urgency={report.urgency} role="note">
          <Icon name="warning" />
          {t('reportView.urgencyBanner', { urgency: t(`report.urgency.${report.urgency}`) })}
        </p>
      ) : null}

      <dl className={styles.meta}>
        <div>
          <dt>{t('reportView.eventDate')}</dt>
          <dd>
            <time dateTime={report.event_date} dir="ltr">
              {formatUtcDate(report.event_date)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('reportView.status')}</dt>
          <dd className={styles.badges}>
            <span className={styles.badge} data-tone={closed ? 'closed' : 'lifecycle'}>
              {t(`report.lifecycle.${report.lifecycle}`)}
            </span>
            <span className={styles.badge} data-tone={report.verified ? 'verified' : 'unverified'}>
              {t(report.verified ? 'report.verified' : 'report.unverified')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('reportView.visibility')}</dt>
          <dd>{t(`report.visibility.${report.visibility}`)}</dd>
        </div>
        <div>
          <dt>{t('reportView.author')}</dt>
          <dd>{report.author?.username ?? t('reportView.unknownAuthor')}</dd>
        </div>
        <div>
          <dt>{t('reportView.assignee')}</dt>
          <dd>{report.assignee?.username ?? t('reportView.notAssigned')}</dd>
        </div>
        <div>
          <dt>{t('reportView.organization')}</dt>
          <dd>{report.organization.name}</dd>
        </div>
      </dl>
    </>
  );
}
