import clsx from 'clsx';
import { useEffect } from 'react';
import { FieldwatchError, type Story } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useLatest } from '../../internal/useLatest.js';
import { usePublicStory } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import { StoryBody } from '../StoryBody/index.js';
import * as styles from './PublicStory.css.js';

export interface PublicStoryProps {
  /** The published story's id. */
  storyId: number;
  /** Called with the story once it is read (a page titles itself with it). */
  onStoryChange?: (story: Story) => void;
  /** Called with the catalogue code when the story cannot be shown (`RESOURCE_NOT_FOUND` when there is none to show). */
  onError?: (code: string) => void;
  /**
   * Level of the story's title (and of "Story not found").
   * @default 1
   */
  headingLevel?: 1 | 2;
  className?: string;
}

const codeOf = (error: unknown) => (error ? (error instanceof FieldwatchError ? error.code : 'ERROR') : null);

/**
 * A published story as anyone reads it, without an account (`GET /public/stories/{id}`): the public story
 * address and `<report-story>`. The server leaves out the report blocks of reports that are not public. A
 * story that does not exist or is not published, and a deployment with stories switched off, read alike
 * as "Story not found" (nothing tells them apart to a visitor); a failure to reach the server offers to try again.
 */
export function PublicStory({ storyId, onStoryChange, onError, headingLevel = 1, className }: PublicStoryProps) {
  const t = useT();
  const story = usePublicStory(storyId);
  const onStoryChangeRef = useLatest(onStoryChange);
  const onErrorRef = useLatest(onError);
  const { data, error } = story;
  const code = codeOf(error);
  const missing = code === 'RESOURCE_NOT_FOUND' || code === 'INACTIVE_FEATURE';

  useEffect(() => {
    if (data) onStoryChangeRef.current?.(data);
  }, [data, onStoryChangeRef]);
  // once per failure: each failed fetch is a new error, even with the same code
  useEffect(() => {
    const failed = codeOf(error);
    if (failed) onErrorRef.current?.(failed === 'INACTIVE_FEATURE' ? 'RESOURCE_NOT_FOUND' : failed);
  }, [error, onErrorRef]);

  if (data) return <StoryBody story={data} headingLevel={headingLevel} {...(className ? { className } : {})} />;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={clsx(styles.root, className)} aria-busy={story.status === 'loading' || undefined}>
      {missing ? (
        <>
          <Heading className={styles.title}>{t('stories.notFoundTitle')}</Heading>
          <p className={styles.text}>{t('stories.notFound')}</p>
        </>
      ) : code ? (
        <div role="alert" className={styles.state}>
          <p className={styles.text}>{t('stories.storyError')}</p>
          <Button variant="secondary" onClick={() => void story.refetch().catch(() => undefined)}>
            {t('stories.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className={styles.text}>
          {t('stories.loadingStory')}
        </p>
      )}
    </section>
  );
}
