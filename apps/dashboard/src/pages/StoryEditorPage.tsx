import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getStory, type Story } from '@fieldwatch/core';
import { StoryEditor, useAdminOrganization, useAlertsStore, useClient, useErrorAlert, useT } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import { useUnsavedChangesGuard } from '../app/useUnsavedChangesGuard.js';

/**
 * /stories/create and /stories/{id}/edit: the story editor, for those who write stories. A story is
 * opened fresh from the server (never from a cache), so its version is the one saved last. Once saved,
 * the story's own page; Cancel goes back to it (or to the list), asking first when something is unsaved.
 * An unknown id or a failed fetch goes to /stories with an error alert.
 */
export default function StoryEditorPage() {
  const t = useT();
  const { id } = useParams();
  const storyId = id === undefined ? null : Number(id);
  const editing = storyId !== null;
  const valid = !editing || (Number.isInteger(storyId) && storyId > 0);
  const navigate = useNavigate();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const { organizationId, list } = useAdminOrganization();
  const [story, setStory] = useState<Story | null>(null);
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty, 'storyEditor.unsavedBody');
  useDocumentTitle(editing ? 'storyEditor.titleEdit' : 'storyEditor.title');

  useEffect(() => {
    if (valid) return;
    alerts.getState().push('error', 'api.RESOURCE_NOT_FOUND');
    void navigate('/stories', { replace: true });
  }, [valid, alerts, navigate]);

  useEffect(() => {
    if (!valid || storyId === null || organizationId === null) return;
    const controller = new AbortController();
    getStory(client, organizationId, storyId, controller.signal).then(setStory, (error: unknown) => {
      if (controller.signal.aborted) return;
      showError(error);
      void navigate('/stories', { replace: true });
    });
    return () => controller.abort();
  }, [valid, storyId, organizationId, client, showError, navigate]);

  const leaveTo = (path: string, { saved = false } = {}) => {
    if (saved) guard.allowNextNavigation();
    void navigate(path);
  };

  if (!valid) return null;
  const waiting = editing ? story === null : organizationId === null && list.status !== 'error';
  if (waiting) return <p role="status">{t('app.loading')}</p>;

  return (
    <>
      <StoryEditor
        key={story?.id ?? 'new'}
        {...(story ? { story } : {})}
        organizationId={story?.organization.id ?? organizationId}
        onDirtyChange={setDirty}
        onSaved={(saved) => leaveTo(`/stories/${saved.id}`, { saved: true })}
        onCancel={() => leaveTo(editing ? `/stories/${storyId}` : '/stories')}
      />
      {guard.dialog}
    </>
  );
}
