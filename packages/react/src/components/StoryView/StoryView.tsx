import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { actorOf, canWriteStories, deleteStory, FieldwatchError, updateStory, type Story, type User } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useLatest } from '../../internal/useLatest.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { useSession } from '../../provider/useSession.js';
import { useStory } from '../../resources/hooks.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { Button } from '../Button/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { StoryBody } from '../StoryBody/index.js';
import { PublicAddress } from './PublicAddress.js';
import * as styles from './StoryView.css.js';

export interface StoryViewProps {
  storyId: number;
  /**
   * The story's organization.
   * @default the organization in force (the one chosen in the header), else the first the user sees
   */
  organizationId?: number;
  /**
   * Where Edit leads (writers only).
   * @default (id) => `/stories/${id}/edit`
   */
  editHref?: (id: number) => string;
  /**
   * Where a report block's title leads; null: the title is text.
   * @default (id) => `/report/${id}`
   */
  reportHref?: ((id: number) => string) | null;
  /**
   * The story's public address, offered to copy while it is published.
   * @default (id) => `<this origin>/public/stories/${id}`
   */
  publicHref?: (id: number) => string;
  /** Called when there is no such story (or the user may not see it): the dashboard goes back to the list. */
  onNotFound?: () => void;
  /** Called with the story each time it is read (the host titles its page with it). */
  onStoryChange?: (story: Story) => void;
  /** Called once the story is deleted. */
  onDeleted?: () => void;
  /**
   * Level of the story's title.
   * @default 1
   */
  headingLevel?: 1 | 2;
  className?: string;
}

const selectUser = (s: { user: User | null }) => s.user;
const defaultEditHref = (id: number) => `/stories/${id}/edit`;
const defaultReportHref = (id: number) => `/report/${id}`;
const defaultPublicHref = (id: number) => `${globalThis.location?.origin ?? ''}/public/stories/${id}`;
const notFound = (error: unknown) => error instanceof FieldwatchError && error.code === 'RESOURCE_NOT_FOUND';

/**
 * A story in the dashboard: the story as it reads (StoryBody) and, for those who may write stories (not
 * Readers), Edit, Publish or Unpublish, Delete (after a warning), and the public address to copy while it
 * is published. Publishing sends the version shown: when someone saved the story since, the server
 * refuses (the story changed), the user is told and the story is read again.
 */
export function StoryView({
  storyId,
  organizationId,
  editHref = defaultEditHref,
  reportHref = defaultReportHref,
  publicHref = defaultPublicHref,
  onNotFound,
  onStoryChange,
  onDeleted,
  headingLevel = 1,
  className,
}: StoryViewProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const link = useRenderLink();
  const id = useId();
  const actor = actorOf(useSession(selectUser));
  const inForce = useAdminOrganization();
  const organization = organizationId ?? inForce.organizationId;
  const writer = actor !== null && canWriteStories(actor);
  const story = useStory(organization, storyId);
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const onNotFoundRef = useLatest(onNotFound);
  const onStoryChangeRef = useLatest(onStoryChange);
  const missing = notFound(story.error);
  const read = story.data;

  useEffect(() => {
    if (read) onStoryChangeRef.current?.(read);
  }, [read, onStoryChangeRef]);

  useEffect(() => {
    if (missing) onNotFoundRef.current?.();
  }, [missing, onNotFoundRef]);

  const publish = async (shown: Story) => {
    if (organization === null) return;
    setPublishing(true);
    try {
      await updateStory(client, organization, shown.id, { version: shown.version, published: !shown.published });
      alerts.getState().push('success', shown.published ? 'stories.unpublishedNotice' : 'stories.publishedNotice');
    } catch (error) {
      showError(error);
      // someone saved it since it was read: show what is stored now
      if (error instanceof FieldwatchError && error.code === 'STORY_CHANGED') void story.refetch().catch(() => undefined);
    } finally {
      setPublishing(false);
    }
  };

  const confirmDelete = async () => {
    if (organization === null) return;
    setDeleteBusy(true);
    try {
      await deleteStory(client, organization, storyId);
      alerts.getState().push('success', 'stories.deleted');
      setDeleting(false);
      onDeleted?.();
    } catch (error) {
      showError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const shown = story.data;
  if (!shown)
    return (
      <section className={clsx(styles.root, className)} aria-busy={story.status === 'loading' || undefined}>
        {story.status === 'error' ? (
          <div role="alert" className={styles.state}>
            <p className={styles.stateText}>{t(missing ? 'stories.notFound' : 'stories.storyError')}</p>
            {missing ? null : (
              <Button variant="secondary" onClick={() => void story.refetch().catch(() => undefined)}>
                {t('stories.retry')}
              </Button>
            )}
          </div>
        ) : (
          <p role="status" className={styles.state}>
            {t('stories.loadingStory')}
          </p>
        )}
      </section>
    );

  return (
    <section className={clsx(styles.root, className)}>
      {writer ? (
        <div role="group" aria-label={t('stories.actions')} className={styles.toolbar}>
          {link({ href: editHref(shown.id), className: styles.edit, children: t('stories.edit') })}
          <Button variant="secondary" busy={publishing} onClick={() => void publish(shown)}>
            {t(shown.published ? 'stories.unpublish' : 'stories.publish')}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            {t('stories.delete')}
          </Button>
        </div>
      ) : null}
      {writer && shown.published ? <PublicAddress id={`${id}-public`} href={publicHref(shown.id)} /> : null}
      <StoryBody story={shown} editor={writer} reportHref={reportHref} headingLevel={headingLevel} />
      <ConfirmDialog
        open={deleting}
        tone="danger"
        title={t('stories.deleteTitle', { title: shown.title })}
        confirmLabel={t('stories.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => (deleteBusy ? undefined : setDeleting(false))}
      >
        {t('stories.deleteWarning')}
      </ConfirmDialog>
    </section>
  );
}
