import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { analyticsRanges, findLanguage, type Analytics as AnalyticsData, type AnalyticsRange, type Options } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Heading } from '../../internal/Heading.js';
import { translated } from '../../internal/tagNames.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useOptions } from '../../provider/useOptions.js';
import { useOrganizations } from '../../resources/hooks.js';
import { useAnalytics } from '../../resources/useAnalytics.js';
import { Button } from '../Button/index.js';
import { Select } from '../Select/index.js';
import { AnalyticsCounters } from './AnalyticsCounters.js';
import { AnalyticsMap } from './AnalyticsMap.js';
import { ChartFigure } from './ChartFigure.js';
import { DonutChart, TagChart, WeeklyChart, type ChartDatum } from './charts.js';
import { DataTable } from './DataTable.js';
import * as styles from './Analytics.css.js';

export interface AnalyticsProps {
  /**
   * The range shown. Given, the host keeps it (the dashboard keeps it in the address, `?range=`) and
   * hears of changes through `onRangeChange`; not given, the component keeps it.
   * @default '7d' at first
   */
  range?: AnalyticsRange;
  /** Called with the range the user chose. */
  onRangeChange?: (range: AnalyticsRange) => void;
  /**
   * The organization the figures are narrowed to, or null for every organization the user sees. Given,
   * the host keeps it (with `onOrganizationChange`); one the user does not see counts as null.
   * @default null at first
   */
  organizationId?: number | null;
  /** Called with the organization the user chose (null: all of them). */
  onOrganizationChange?: (organizationId: number | null) => void;
  /**
   * Level of the screen's heading; its sections take the next one.
   * @default 1
   */
  headingLevel?: 1 | 2;
  /**
   * Show the range's reports on the clustered map.
   * @default true
   */
  map?: boolean;
  /**
   * Where a map popup's "View report" leads; null shows no link.
   * @default (id) => `/report/${id}`
   */
  reportHref?: ((id: number) => string) | null;
  className?: string;
}

const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * The analytics screen: a range (last 7 days, month, 3 months) and, when the user sees several, an
 * organization; then the range's counters, reports per week, per tag and what was done, each chart
 * with its table; the range's reports on the map; the most used words and the most active reporters.
 * Every figure comes from `GET /analytics`, computed by the server from what the user may see.
 */
export function Analytics({
  range: givenRange,
  onRangeChange,
  organizationId: givenOrganization,
  onOrganizationChange,
  headingLevel = 1,
  map = true,
  reportHref,
  className,
}: AnalyticsProps) {
  const t = useT();
  const intl = useIntl();
  const language = useLanguage();
  const rtl = findLanguage(language)?.dir === 'rtl';
  const id = useId();
  const options = useOptions(selectOptions);
  const [ownRange, setOwnRange] = useState<AnalyticsRange>('7d');
  const [ownOrganization, setOwnOrganization] = useState<number | null>(null);
  const range = givenRange ?? ownRange;

  // the choice of organization: only while organizations are shown and there are several
  const organizationsShown = options?.organizations_shown !== '0';
  const organizations = useOrganizations(organizationsShown).data ?? [];
  const wanted = organizationsShown ? (givenOrganization === undefined ? ownOrganization : givenOrganization) : null;
  // one the user does not see (an old address) falls back to all, once the list says so
  const organizationId = wanted !== null && organizations.length > 0 && !organizations.some((o) => o.id === wanted) ? null : wanted;

  const analytics = useAnalytics(range, organizationId);
  const data = analytics.data;
  const sub = (headingLevel + 1) as 2 | 3;

  const chooseRange = (next: AnalyticsRange) => {
    setOwnRange(next);
    onRangeChange?.(next);
  };
  const chooseOrganization = (next: number | null) => {
    setOwnOrganization(next);
    onOrganizationChange?.(next);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <Heading level={headingLevel} id={`${id}-title`}>
        {t('analytics.title')}
      </Heading>
      <p className={styles.intro}>{t('analytics.intro')}</p>

      <div className={styles.controls}>
        <fieldset className={styles.range}>
          <legend className={styles.legend}>{t('analytics.range')}</legend>
          <div className={styles.segments}>
            {analyticsRanges.map((value) => (
              <span key={value} className={styles.segment}>
                <input
                  type="radio"
                  id={`${id}-range-${value}`}
                  name={`${id}-range`}
                  value={value}
                  checked={range === value}
                  onChange={() => chooseRange(value)}
                  className={styles.segmentInput}
                />
                <label htmlFor={`${id}-range-${value}`} className={styles.segmentLabel}>
                  {t(`analytics.range.${value}`)}
                </label>
              </span>
            ))}
          </div>
        </fieldset>
        {organizationsShown && organizations.length > 1 ? (
          <div className={styles.organization}>
            <Select
              label={t('analytics.organization')}
              options={[
                { value: '', label: t('analytics.organization.all') },
                ...organizations.map((organization) => ({ value: String(organization.id), label: organization.name })),
              ]}
              value={organizationId === null ? '' : String(organizationId)}
              onChange={(event) => chooseOrganization(event.target.value === '' ? null : Number(event.target.value))}
            />
          </div>
        ) : null}
      </div>

      {analytics.status === 'loading' ? (
        <p role="status" className={styles.note}>
          {t('analytics.loading')}
        </p>
      ) : null}
      {analytics.status === 'error' ? (
        <p role="alert" className={styles.note}>
          {t('analytics.loadError')}{' '}
          <Button variant="link" onClick={() => void analytics.refetch()}>
            {t('analytics.retry')}
          </Button>
        </p>
      ) : null}

      {data ? (
        <AnalyticsFigures
          data={data}
          level={sub}
          rtl={rtl}
          organizationId={organizationId}
          map={map}
          period={t('analytics.period', {
            total: data.counters.total,
            from: intl.formatDate(data.from, { dateStyle: 'medium' }),
            to: intl.formatDate(data.to, { dateStyle: 'medium' }),
          })}
          {...(reportHref !== undefined ? { reportHref } : {})}
        />
      ) : null}
    </section>
  );
}

interface FiguresProps {
  data: AnalyticsData;
  level: 2 | 3;
  rtl: boolean;
  organizationId: number | null;
  map: boolean;
  period: string;
  reportHref?: ((id: number) => string) | null;
}

/** Everything an answer shows, from the period it covers to the top reporters. */
function AnalyticsFigures({ data, level, rtl, organizationId, map, period, reportHref }: FiguresProps) {
  const t = useT();
  const intl = useIntl();
  const language = useLanguage();
  // weeks are named by their Monday, in UTC as the server counts them
  const weeks: ChartDatum[] = data.weeks.map((week) => ({
    key: week.week,
    label: intl.formatDate(`${week.week}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    value: week.count,
  }));
  const tags: ChartDatum[] = data.tags.map((tag) => ({ key: tag.id, label: translated(tag.translations, language), value: tag.count }));
  const done: ChartDatum[] = (['submissions', 'verified_reports', 'stories_created'] as const).map((kind) => ({
    key: kind,
    label: t(`analytics.userTypes.${kind}`),
    value: data.user_types[kind],
  }));
  const nothingDone = done.every((datum) => datum.value === 0);

  return (
    <>
      {/* said again when another range or organization is shown */}
      <p aria-live="polite" className={styles.period}>
        {period}
      </p>
      <AnalyticsCounters counters={data.counters} />

      <div className={styles.grid}>
        <ChartFigure
          title={t('analytics.weeks.title')}
          headingLevel={level}
          chart={<WeeklyChart data={weeks} rtl={rtl} />}
          table={
            <DataTable
              caption={t('analytics.weeks.title')}
              labelHeader={t('analytics.weeks.week')}
              valueHeader={t('analytics.reports')}
              rows={data.weeks.map((week, index) => ({
                key: week.week,
                label: intl.formatDate(`${week.week}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                value: weeks[index]!.value,
              }))}
            />
          }
        />
        <ChartFigure
          title={t('analytics.tags.title')}
          headingLevel={level}
          empty={tags.length === 0 ? t('analytics.tags.empty') : null}
          chart={<TagChart data={tags} rtl={rtl} />}
          table={
            <DataTable
              caption={t('analytics.tags.title')}
              labelHeader={t('analytics.tags.tag')}
              valueHeader={t('analytics.reports')}
              rows={tags}
            />
          }
        />
        <ChartFigure
          title={t('analytics.userTypes.title')}
          headingLevel={level}
          empty={nothingDone ? t('analytics.userTypes.empty') : null}
          chart={<DonutChart data={done} rtl={rtl} />}
          table={
            <DataTable
              caption={t('analytics.userTypes.title')}
              labelHeader={t('analytics.userTypes.kind')}
              valueHeader={t('analytics.count')}
              rows={done}
            />
          }
        />
      </div>

      {map ? (
        <AnalyticsMap
          from={data.from}
          to={data.to}
          organizationId={organizationId}
          headingLevel={level}
          {...(reportHref !== undefined ? { reportHref } : {})}
        />
      ) : null}

      <div className={styles.grid}>
        <TableSection title={t('analytics.keywords.title')} level={level} empty={t('analytics.keywords.empty')}>
          {data.keywords.length ? (
            <DataTable
              caption={t('analytics.keywords.title')}
              labelHeader={t('analytics.keywords.word')}
              valueHeader={t('analytics.keywords.count')}
              rows={data.keywords.map((keyword) => ({ key: keyword.word, label: keyword.word, value: keyword.count }))}
            />
          ) : null}
        </TableSection>
        <TableSection title={t('analytics.topUsers.title')} level={level} empty={t('analytics.topUsers.empty')}>
          {data.top_users.length ? (
            <DataTable
              caption={t('analytics.topUsers.title')}
              labelHeader={t('analytics.topUsers.user')}
              valueHeader={t('analytics.reports')}
              rows={data.top_users.map((user) => ({ key: user.id, label: user.username, value: user.reports }))}
            />
          ) : null}
        </TableSection>
      </div>
    </>
  );
}

/** A titled table (keywords, top reporters), or why it has no rows. */
function TableSection({ title, level, empty, children }: { title: string; level: 2 | 3; empty: string; children: ReactNode }) {
  const id = useId();
  const Tag = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={styles.figure}>
      <Tag id={id} className={styles.figureTitle}>
        {title}
      </Tag>
      {children ? <div className={styles.tableWrap}>{children}</div> : <p className={styles.note}>{empty}</p>}
    </section>
  );
}
