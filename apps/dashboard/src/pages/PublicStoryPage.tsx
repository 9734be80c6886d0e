import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PublicStory, useT } from '@fieldwatch/react';
import * as styles from './StoriesPage.css.js';

/**
 * /public/stories/{id}: a published story for anyone, signed in or not (the address a writer copies
 * from the story's page), titled with the story, or "Story not found" for one that is not there or not
 * published (an id that is not one included).
 */
export default function PublicStoryPage() {
  const t = useT();
  const { id } = useParams();
  const storyId = Number(id);
  const valid = Number.isInteger(storyId) && storyId > 0;
  const [title, setTitle] = useState<string | null>(null);
  const [missing, setMissing] = useState(!valid);

  useEffect(() => {
    document.title = `${title ?? t(missing ? 'stories.notFoundTitle' : 'stories.title')} · ${t('app.name')}`;
  }, [title, missing, t]);

  return (
    <div className={styles.story}>
      {valid ? (
        <PublicStory
          storyId={storyId}
          onStoryChange={(story) => setTitle(story.title)}
          onError={(code) => setMissing(code === 'RESOURCE_NOT_FOUND')}
        />
      ) : (
        <>
          <h1 className={styles.notFoundTitle}>{t('stories.notFoundTitle')}</h1>
          <p>{t('stories.notFound')}</p>
        </>
      )}
    </div>
  );
}
