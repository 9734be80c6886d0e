import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { actorOf, canWriteStories, deleteStory, limits, type StorySummary, type User } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { useSession } from '../../provider/useSession.js';
import { useStories } from '../../resources/hooks.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { visuallyHidden } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import { Pager } from '../../internal/Pager.js';
import { useHeldPage, useSearchedPages } from '../../internal/useSearchedPages.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { TextField } from '../TextField/index.js';
import { fallbackSrc, srcSetOf } from '../StoryBody/storyMedia.js';
import * as styles from './StoryList.css.js';

export interface StoryListProps {
  /**
   * The organization whose stories are listed.
   * @default the organization in force (the one chosen in the header), else the first the user sees
   */
  organizationId?: number;
  /**
   * Where a story leads.
   * @default (id) => `/stories/${id}`
   */
  storyHref?: (id: number) => string;
  /**
   * Where "New story" leads (shown to writers only).
   * @default '/stories/create'
   */
  createHref?: string;
  /**
   * Where a story's Edit leads (shown to writers only).
   * @default (id) => `/stories/${id}/edit`
   */
  editHref?: (id: number) => string;
  /**
   * Stories per page.
   * @default 12
   */
  pageSize?: number;
  /**
   * Level of the list's heading; the cards' titles take the next one.
   * @default 1
   */
  headingLevel?: 1 | 2;
  className?: string;
}

/** The search waits for a pause in typing. */
const selectUser = (s: { user: User | null }) => s.user;
const defaultStoryHref = (id: number) => `/stories/${id}`;
const defaultEditHref = (id: number) => `/stories/${id}/edit`;

const storiesPagerWords = {
  pages: 'stories.pages',
  previous: 'stories.previous',
  next: 'stories.next',
  page: 'stories.page',
} as const;

/**
 * An organization's stories, newest change first, a page at a time: a search over title and subtitle (by
 * the server, ignoring case), and a card per story with its cover (or its colour), title, subtitle,
 * Published or Unpublished, and the date of its last change. Those who may write stories (not Readers)
 * also get New story, Edit and Delete (after a warning).
 */
export function StoryList({
  organizationId,
  storyHref = defaultStoryHref,
  createHref = '/stories/create',
  editHref = defaultEditHref,
  pageSize = 12,
  headingLevel = 1,
  className,
}: StoryListProps) {
  const t = useT();
  const intl = useIntl();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const link = useRenderLink();
  const id = useId();
  const actor = actorOf(useSession(selectUser));
  const inForce = useAdminOrganization();
  const listed = organizationId ?? inForce.organizationId;
  const writer = actor !== null && canWriteStories(actor);
  const paging = useSearchedPages();
  const { text, search, offset, setOffset, searchNow, typed } = paging;
  const [deleting, setDeleting] = useState<StorySummary | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const stories = useStories(listed, { offset, limit: pageSize, ...(search ? { q: search } : {}) });
  const { page, total } = useHeldPage(stories.data, paging, pageSize);

  const confirmDelete = async () => {
    if (!deleting || listed === null) return;
    setDeleteBusy(true);
    try {
      await deleteStory(client, listed, deleting.id);
      alerts.getState().push('success', 'stories.deleted');
      setDeleting(null);
      // the card is gone: carry on from the list's heading
      setTimeout(() => heading.current?.focus(), 0);
    } catch (error) {
      showError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const loading = stories.status === 'loading' || (stories.fetching && !page);
  const status = loading
    ? t('stories.loading')
    : stories.status === 'error' && !page
      ? ''
      : total === 0 && page
        ? search
          ? t('stories.noMatch', { query: search })
          : t('stories.empty')
        : page
          ? search
            ? t('stories.countFor', { count: total, query: search })
            : t('stories.count', { count: total })
          : '';
  const Heading = `h${headingLevel}` as const;
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(styles.root, className)}>
      <div className={styles.top}>
        <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
          {t('stories.title')}
        </Heading>
        {writer ? link({ href: createHref, className: styles.create, children: t('stories.create') }) : null}
      </div>

      <form
        role="search"
        aria-label={t('stories.search')}
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          searchNow(text);
        }}
      >
        <TextField
          label={t('stories.search')}
          hint={t('stories.searchHint')}
          type="search"
          value={text}
          maxLength={limits.searchMax}
          onChange={(event) => typed(event.target.value)}
        />
      </form>

      <p role="status" className={styles.note}>
        {status}
      </p>
      {stories.status === 'error' ? (
        <div role="alert" className={styles.error}>
          <span>{t('stories.loadError')}</span>
          <Button variant="secondary" onClick={() => void stories.refetch()}>
            {t('stories.retry')}
          </Button>
        </div>
      ) : null}

      {page && page.data.length > 0 ? (
        <ul className={styles.list} aria-busy={stories.fetching || undefined} aria-labelledby={`${id}-title`}>
          {page.data.map((story) => (
            <li key={story.id} className={styles.card}>
              {story.coverImage ? (
                <img
                  className={styles.cover}
                  src={fallbackSrc(story.coverImage, client.baseURL, 'small')}
                  srcSet={srcSetOf(story.coverImage, client.baseURL)}
                  sizes="(min-width: 48rem) 20rem, 100vw"
                  alt=""
                  loading="lazy"
                />
              ) : (
                <div className={styles.cover} style={{ background: story.colour }} aria-hidden="true" />
              )}
              <div className={styles.cardBody}>
                <CardHeading className={styles.cardTitle} dir="auto">
                  {link({ href: storyHref(story.id), className: styles.cardLink, children: story.title })}
                </CardHeading>
                <p className={styles.subtitle} dir="auto">
                  {story.subtitle}
                </p>
                <p className={styles.meta}>
                  <span className={story.published ? styles.published : styles.unpublished}>
                    {t(story.published ? 'stories.status.published' : 'stories.status.unpublished')}
                  </span>
                  <time dateTime={story.updated_date}>
                    {t('stories.updated', { date: intl.formatDate(story.updated_date, { dateStyle: 'medium', timeZone: 'UTC' }) })}
                  </time>
                </p>
                {writer ? (
                  <div className={styles.actions}>
                    {link({
                      href: editHref(story.id),
                      className: styles.action,
                      children: (
                        <>
                          <span aria-hidden="true">{t('stories.edit')}</span>
                          <span className={visuallyHidden}>{t('stories.editNamed', { title: story.title })}</span>
                        </>
                      ),
                    })}
                    <Button variant="link" aria-label={t('stories.deleteNamed', { title: story.title })} onClick={() => setDeleting(story)}>
                      {t('stories.delete')}
                    </Button>
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      <Pager total={total} offset={offset} pageSize={pageSize} onOffset={setOffset} words={storiesPagerWords} />

      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('stories.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('stories.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => (deleteBusy ? undefined : setDeleting(null))}
      >
        {t('stories.deleteWarning')}
      </ConfirmDialog>
    </section>
  );
}
