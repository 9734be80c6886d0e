import clsx from 'clsx';
import { useIntl } from 'react-intl';
import type { Story, StoryBlock } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useClient } from '../../provider/useClient.js';
import { fallbackSrc, srcSetOf } from './storyMedia.js';
import { StoryReportCard } from './StoryReportCard.js';
import * as styles from './StoryBody.css.js';

export interface StoryBodyProps {
  /** The story to show, with its body (`getStory` or `getPublicStory`). */
  story: Story;
  /**
   * Shown to one who may edit the story: a report block the viewer may not see (deleted, or now out of
   * reach) keeps its place with a quiet note. Readers see nothing there.
   * @default false
   */
  editor?: boolean;
  /**
   * Where a report block's title leads (the dashboard's report page); null: the title is text (the public page).
   * @default null
   */
  reportHref?: ((id: number) => string) | null;
  /**
   * Level of the story's title; the report blocks' titles take the next one.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** A text block's paragraphs: blank lines part them, single line breaks stay inside one. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');

/**
 * A story as it reads: its cover (the browser picks the copy its width needs), title, subtitle, the date of
 * its last change in the interface language, then its blocks in order. Text blocks are plain text (never
 * HTML): paragraphs, their line breaks kept. Report blocks are cards read live from the report (title,
 * event date, a small map of its place, its first image). Used by the dashboard's story page, the public
 * story address and `<report-story>`.
 */
export function StoryBody({ story, editor = false, reportHref = null, headingLevel = 1, className }: StoryBodyProps) {
  const t = useT();
  const intl = useIntl();
  const apiBase = useClient().baseURL;
  const Title = `h${headingLevel}` as const;
  const blockHeading = (headingLevel + 1) as 2 | 3 | 4;
  const cover = story.coverImage;

  const block = (item: StoryBlock) => {
    if (item.type === 'text')
      return (
        <div key={item.id} className={styles.text} dir="auto">
          {paragraphsOf(item.textInput).map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      );
    if (item.report)
      return (
        <StoryReportCard
          key={item.id}
          report={item.report}
          apiBase={apiBase}
          href={reportHref ? reportHref(item.report.id) : null}
          headingLevel={blockHeading}
        />
      );
    return editor ? (
      <p key={item.id} className={styles.unavailable}>
        {t('stories.reportUnavailable')}
      </p>
    ) : null;
  };

  return (
    <article className={clsx(styles.root, className)}>
      {cover ? (
        <img
          className={styles.cover}
          src={fallbackSrc(cover, apiBase)}
          srcSet={srcSetOf(cover, apiBase)}
          sizes="(min-width: 60rem) 60rem, 100vw"
          alt={cover.caption?.trim() || t('stories.coverAlt', { title: story.title })}
        />
      ) : null}
      <header className={styles.header}>
        <Title className={styles.title} dir="auto">
          {story.title}
        </Title>
        <p className={styles.subtitle} dir="auto">
          {story.subtitle}
        </p>
        <p className={styles.updated}>
          <time dateTime={story.updated_date}>
            {t('stories.updated', { date: intl.formatDate(story.updated_date, { dateStyle: 'long', timeZone: 'UTC' }) })}
          </time>
        </p>
      </header>
      <div className={styles.blocks}>{story.bodyContent.map(block)}</div>
    </article>
  );
}
