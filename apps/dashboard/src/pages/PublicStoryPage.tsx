import { useEffect } from 'react';
import { useParams } from 'react-router';
import { FieldwatchError } from '@fieldwatch/core';
import { Button, StoryBody, usePublicStory, useT } from '@fieldwatch/react';
import * as styles from './StoriesPage.css.js';

/**
 * /public/stories/{id}: a published story for anyone, signed in or not (the address a writer copies
 * from the story's page). Only what the public may see: report blocks of reports that are not public are
 * left out by the server. A story that does not exist, is not published, or a deployment without stories
 * all read as "Story not found".
 */
export default function PublicStoryPage() {
  const { id } = useParams();
  const storyId = Number(id);
  const valid = Number.isInteger(storyId) && storyId > 0;
  return valid ? <PublicStory storyId={storyId} /> : <StoryNotFound />;
}

function PublicStory({ storyId }: { storyId: number }) {
  const t = useT();
  const story = usePublicStory(storyId);
  const title = story.data?.title;
  const missing =
    story.error instanceof FieldwatchError && (story.error.code === 'RESOURCE_NOT_FOUND' || story.error.code === 'INACTIVE_FEATURE');

  useEffect(() => {
    document.title = `${title ?? t(missing ? 'stories.notFoundTitle' : 'stories.title')} · ${t('app.name')}`;
  }, [title, missing, t]);

  if (story.data)
    return (
      <div className={styles.story}>
        <StoryBody story={story.data} />
      </div>
    );
  if (missing) return <StoryNotFound />;
  return (
    <div className={styles.story} aria-busy={story.status === 'loading' || undefined}>
      {story.status === 'error' ? (
        <div role="alert" className={styles.state}>
          <p>{t('stories.storyError')}</p>
          <Button variant="secondary" onClick={() => void story.refetch().catch(() => undefined)}>
            {t('stories.retry')}
          </Button>
        </div>
      ) : (
        <p role="status">{t('stories.loadingStory')}</p>
      )}
    </div>
  );
}

function StoryNotFound() {
  const t = useT();
  useEffect(() => {
    document.title = `${t('stories.notFoundTitle')} · ${t('app.name')}`;
  }, [t]);
  return (
    <div className={styles.story}>
      <h1 className={styles.notFoundTitle}>{t('stories.notFoundTitle')}</h1>
      <p>{t('stories.notFound')}</p>
    </div>
  );
}
