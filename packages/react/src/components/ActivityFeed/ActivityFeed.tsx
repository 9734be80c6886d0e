import { useEffect, useId, useRef, type ReactNode } from 'react';
import { findLanguage, formatUtcDate, relativeTime, type ActivityEntry, type TagGroup } from '@fieldwatch/core';
import { Icon } from '../../internal/icons.js';
import type { HeadingLevel } from '../../internal/Heading.js';
import { useT } from '../../i18n/useT.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useTagGroups } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import { MediaGallery } from '../MediaGallery/index.js';
import { describeEntry } from './activityText.js';
import { useActivityPages } from './useActivityPages.js';
import * as styles from './ActivityFeed.css.js';

export interface ActivityFeedProps {
  reportId: number;
  /** Changing this number refreshes the feed (after a comment, an edit, a verification…). */
  refreshKey?: number;
  /**
   * Tag groups, to name the tags of `tags` entries.
   * @default fetched from `GET /taxonomy/groups`
   */
  tagGroups?: readonly TagGroup[];
  /**
   * Level of the feed's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /** Shown between the heading and the entries (the comment box). */
  children?: ReactNode;
}

const noGroups: readonly TagGroup[] = [];

/**
 * The activity feed: what happened to a report, newest first, in words; pages of 20 with "load
 * more" up to the total, and a refresh that adds only what is new. Each entry shows its author's color,
 * a relative time with the date itself in the tooltip, and a comment's attachments.
 */
export function ActivityFeed({ reportId, refreshKey, tagGroups, headingLevel = 2, children }: ActivityFeedProps) {
  const t = useT();
  const headingId = useId();
  const { entries, total, status, loadMore, refresh } = useActivityPages(reportId);
  // without names, tags read as their ids: a failure here is not worth an alert
  const fetchedGroups = useTagGroups(!tagGroups);
  const groups = tagGroups ?? fetchedGroups.data ?? noGroups;
  const Heading = `h${headingLevel}` as const;

  // a new refreshKey (not the first one) asks for what is new
  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === firstKey.current) return;
    firstKey.current = refreshKey;
    void refresh();
  }, [refreshKey, refresh]);

  const more = total !== null && entries.length < total;
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {t('activity.title')}
        </Heading>
        <Button variant="link" onClick={() => void refresh()} busy={status === 'refreshing'} disabled={status === 'loading'}>
          <Icon name="refresh" size={16} />
          {t('activity.refresh')}
        </Button>
      </div>
      {children}
      {status === 'loading' ? (
        <p role="status" className={styles.muted}>
          {t('activity.loading')}
        </p>
      ) : entries.length === 0 && status !== 'error' ? (
        <p className={styles.muted}>{t('activity.empty')}</p>
      ) : (
        <ol className={styles.list} aria-busy={status === 'refreshing' || status === 'loadingMore' || undefined}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} groups={groups} />
          ))}
        </ol>
      )}
      {total !== null && entries.length > 0 ? (
        <div className={styles.footer}>
          <span className={styles.muted}>{t('activity.shown', { shown: entries.length, total })}</span>
          {more ? (
            <Button variant="secondary" onClick={() => void loadMore()} busy={status === 'loadingMore'}>
              {t('activity.loadMore')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function Entry({ entry, groups }: { entry: ActivityEntry; groups: readonly TagGroup[] }) {
  const t = useT();
  const language = useLanguage();
  const tag = findLanguage(language)?.tag ?? 'en';
  const words = describeEntry(entry, t, language, groups);
  const absolute = formatUtcDate(entry.created_at);
  return (
    <li className={styles.entry} data-event={entry.event}>
      <span className={styles.dot} style={{ background: entry.colour }} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.sentence}>
          <span dir="auto">{words.sentence}</span>{' '}
          <time dateTime={entry.created_at} title={absolute} className={styles.time}>
            {relativeTime(entry.created_at, tag)}
            <span className={styles.hidden}>
              {' '}
              (<span dir="ltr">{absolute}</span>)
            </span>
          </time>
        </p>
        {words.details.map((detail, index) => (
          <p key={index} className={entry.event === 'reply' ? styles.comment : styles.detail} dir="auto">
            {detail}
          </p>
        ))}
        {entry.media.length > 0 ? <MediaGallery media={entry.media} compact /> : null}
      </div>
    </li>
  );
}
