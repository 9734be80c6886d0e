import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { StoryView, useAlertsStore, useRenderLink, useT } from '@fieldwatch/react';
import * as styles from './StoriesPage.css.js';

/**
 * /stories/{id}: a story as it reads, with the writers' controls. An id that is not one, or a story the
 * user cannot see (or that is gone), goes back to /stories with "Resource not found"; so does deleting it.
 */
export default function StoryPage() {
  const t = useT();
  const link = useRenderLink();
  const { id } = useParams();
  const storyId = Number(id);
  const valid = Number.isInteger(storyId) && storyId > 0;
  const navigate = useNavigate();
  const alerts = useAlertsStore();
  const [title, setTitle] = useState<string | null>(null);

  useEffect(() => {
    if (valid) return;
    alerts.getState().push('error', 'api.RESOURCE_NOT_FOUND');
    void navigate('/stories', { replace: true });
  }, [valid, alerts, navigate]);

  // the tab says which story this is
  useEffect(() => {
    document.title = `${title ?? t('stories.title')} · ${t('app.name')}`;
  }, [title, t]);

  if (!valid) return null;
  return (
    <div className={styles.story}>
      {link({ href: '/stories', className: styles.back, children: t('stories.back') })}
      <StoryView
        key={storyId}
        storyId={storyId}
        onStoryChange={(story) => setTitle(story.title)}
        onNotFound={() => {
          alerts.getState().push('error', 'api.RESOURCE_NOT_FOUND');
          void navigate('/stories', { replace: true });
        }}
        onDeleted={() => void navigate('/stories', { replace: true })}
      />
    </div>
  );
}
