import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import {
  actorOf,
  canAdminister,
  canSeeOrganization,
  deleteTag,
  deleteTagGroup,
  findLanguage,
  isSuperAdmin,
  tagGroupUsage,
  tagUsage,
  type Options,
  type Tag,
  type TagGroup,
  type TagUsage,
  type User,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { defaultLocaleFirst, enabledLocales, textIn } from '../../internal/locales.js';
import { tagsFor } from '../../internal/tagNames.js';
import { useDeleteWarning } from '../../internal/useDeleteWarning.js';
import { useFocusLater } from '../../internal/useFocusLater.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useOptions } from '../../provider/useOptions.js';
import { useSession } from '../../provider/useSession.js';
import { useTagGroups } from '../../resources/hooks.js';
import { useAdminOrganization } from '../../resources/useAdminOrganization.js';
import { AdminOrganizationPicker } from '../AdminOrganizationPicker/index.js';
import { Button } from '../Button/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { TagForm } from './TagForm.js';
import { TagGroupForm } from './TagGroupForm.js';
import { TagGroupItem, type GroupIds } from './TagGroupItem.js';
import * as styles from './AdminTags.css.js';

export interface AdminTagsProps {
  /**
   * Level of the tab's heading (groups take the next one, forms the one after).
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** The organization whose tags are shown and added; without it, the one chosen for the admin tabs (`useAdminOrganization`). */
  organizationId?: number;
  /**
   * Without `organizationId`, whether the tab shows the organization choice itself (when there are several
   * organizations to choose from); `false` where the page shows it already (the dashboard's admin header).
   * @default true
   */
  organizationPicker?: boolean;
  className?: string;
}

type Editing =
  | { kind: 'none' }
  | { kind: 'createGroup' }
  | { kind: 'editGroup'; groupId: number }
  | { kind: 'createTag'; groupId: number }
  | { kind: 'editTag'; groupId: number; tagId: number };

type Deletion = { kind: 'group'; group: TagGroup } | { kind: 'tag'; group: TagGroup; tag: Tag; organizationId: number };

const none: Editing = { kind: 'none' };
const selectOptions = (s: { options: Options | null }) => s.options;
const selectUser = (s: { user: User | null }) => s.user;

/**
 * The admin Tags tab (docs/tags.md): every tag group with its type, name in the interface language and
 * prompt, and the tags of the chosen organization with the shared ones (marked). The Administrator
 * creates, edits and deletes groups; admin-level users add, edit and delete the organization's tags (a
 * text group holds one), and only the Administrator changes shared tags. Deleting warns first with how
 * many reports carry what goes.
 */
export function AdminTags({ headingLevel = 2, organizationId: given, organizationPicker = true, className }: AdminTagsProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const language = useLanguage();
  const options = useOptions(selectOptions);
  const actor = actorOf(useSession(selectUser));
  const admin = useAdminOrganization();
  const groups = useTagGroups();
  const [editing, setEditing] = useState<Editing>(none);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const root = useRef<HTMLElement>(null);
  const focusLater = useFocusLater(root);
  const base = useId();
  const Heading = `h${headingLevel}` as const;
  const itemLevel = (headingLevel + 1) as 3 | 4;

  const organizationId = given ?? admin.organizationId;
  const organization = admin.organizations.find((candidate) => candidate.id === organizationId);
  // another organization chosen: a tag form open belonged to the one before
  const [shownFor, setShownFor] = useState(organizationId);
  if (shownFor !== organizationId) {
    setShownFor(organizationId);
    if (editing.kind === 'createTag' || editing.kind === 'editTag') setEditing(none);
  }

  const defaultLocale = options?.default_language ?? 'en_US';
  const locales = defaultLocaleFirst(enabledLocales(options), defaultLocale);
  const locale = findLanguage(language)?.locale ?? 'en_US';
  const nameOf = (texts: Readonly<Record<string, string>>) => textIn(texts, locale, defaultLocale);

  const administrator = actor !== null && isSuperAdmin(actor);
  const tagEditor = actor !== null && organizationId !== null && canAdminister(actor) && canSeeOrganization(actor, organizationId);
  // an organization's own tags are its admins'; a shared tag is the Administrator's alone
  const mayChange = (tag: Tag) => tagEditor && (tag.organization ? tag.organization.id === organizationId : administrator);

  const warning = useDeleteWarning<Deletion, TagUsage>((target, signal) =>
    target.kind === 'group'
      ? tagGroupUsage(client, target.group.id, signal)
      : tagUsage(client, target.organizationId, target.tag.id, signal),
  );

  const titleId = `${base}-title`;
  const addGroupId = `${base}-add-group`;
  const idsOf = (group: TagGroup): GroupIds => ({
    title: `${base}-group-${group.id}`,
    edit: `${base}-group-${group.id}-edit`,
    add: `${base}-group-${group.id}-add`,
    editTag: (tag) => `${base}-tag-${tag.id}-edit`,
  });

  /** Closes the form; the focus goes back to what opened it (the first of `focus` still there). */
  const closeForm = (...focus: string[]) => {
    setEditing(none);
    focusLater(...focus, titleId);
  };

  const confirmDelete = async () => {
    const target = warning.target;
    if (!target) return;
    setDeleteBusy(true);
    try {
      const ids = idsOf(target.group);
      if (target.kind === 'group') {
        await deleteTagGroup(client, target.group.id);
        alerts.getState().push('success', 'tags.groupDeleted');
        if (editing.kind !== 'none' && editing.kind !== 'createGroup' && editing.groupId === target.group.id) setEditing(none);
        focusLater(addGroupId, titleId);
      } else {
        await deleteTag(client, target.organizationId, target.tag.id);
        alerts.getState().push('success', 'tags.tagDeleted');
        if (editing.kind === 'editTag' && editing.tagId === target.tag.id) setEditing(none);
        focusLater(ids.add, ids.title);
      }
      warning.close();
    } catch (error) {
      showError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  const deletion = warning.target;
  const deletionName = deletion ? nameOf(deletion.kind === 'group' ? deletion.group.translations : deletion.tag.translations) : '';
  const counting = deletion !== null && warning.usage === null && !warning.failed;
  const warningText = () => {
    if (!deletion) return '';
    if (counting) return t('tags.counting');
    const usage = warning.usage;
    if (deletion.kind === 'group') {
      return usage
        ? t('tags.deleteGroupWarning', { name: deletionName, tags: usage.tags, reports: usage.reports })
        : t('tags.deleteGroupWarningUncounted', { name: deletionName });
    }
    return usage
      ? t('tags.deleteTagWarning', { name: deletionName, reports: usage.reports })
      : t('tags.deleteTagWarningUncounted', { name: deletionName });
  };

  const groupList = groups.data ?? [];
  return (
    <section ref={root} aria-labelledby={titleId} className={clsx(styles.root, className)}>
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
        {t('tags.title')}
      </Heading>
      <p className={styles.intro}>{t('tags.intro')}</p>

      {given === undefined && organizationPicker ? <AdminOrganizationPicker className={styles.organization} /> : null}

      {administrator ? (
        <div className={styles.toolbar}>
          {editing.kind === 'createGroup' ? (
            <TagGroupForm
              locales={locales}
              defaultLocale={defaultLocale}
              locale={locale}
              headingLevel={itemLevel}
              onSaved={() => closeForm(addGroupId)}
              onCancel={() => closeForm(addGroupId)}
            />
          ) : (
            <Button id={addGroupId} variant="secondary" onClick={() => setEditing({ kind: 'createGroup' })}>
              <ListIcon name="plus" size={18} />
              {t('tags.addGroup')}
            </Button>
          )}
        </div>
      ) : null}

      {groups.status === 'loading' && !groups.data ? (
        <p role="status" className={styles.note}>
          {t('tags.loading')}
        </p>
      ) : null}
      {groups.status === 'error' ? (
        <p className={styles.note}>
          {t('tags.loadError')}{' '}
          <Button variant="link" onClick={() => void groups.refetch()}>
            {t('tags.retry')}
          </Button>
        </p>
      ) : null}
      {groups.status === 'success' && groupList.length === 0 ? <p className={styles.note}>{t('tags.empty')}</p> : null}

      {groupList.length ? (
        <ul
          className={styles.groups}
          aria-label={organization ? t('tags.groupsOf', { organization: organization.name }) : t('tags.groups')}
        >
          {groupList.map((group) => {
            const ids = idsOf(group);
            const tags = organizationId === null ? group.tags.filter((tag) => !tag.organization) : tagsFor(group, organizationId);
            const editingTag =
              editing.kind === 'editTag' && editing.groupId === group.id ? group.tags.find((tag) => tag.id === editing.tagId) : undefined;
            const addingTag = editing.kind === 'createTag' && editing.groupId === group.id;
            const tagForm =
              tagEditor && organizationId !== null && (addingTag || editingTag) ? (
                <TagForm
                  key={editingTag ? `edit-${editingTag.id}` : 'create'}
                  group={group}
                  tag={editingTag}
                  organizationId={organizationId}
                  locales={locales}
                  defaultLocale={defaultLocale}
                  locale={locale}
                  headingLevel={(itemLevel + 1) as 4 | 5}
                  // a text group's one tag replaces its Add button: the focus goes back to the group then
                  onSaved={() =>
                    closeForm(...(editingTag ? [ids.editTag(editingTag)] : group.type === 'text' ? [ids.title] : [ids.add]), ids.title)
                  }
                  onCancel={() => closeForm(editingTag ? ids.editTag(editingTag) : ids.add, ids.title)}
                />
              ) : null;
            return (
              <TagGroupItem
                key={group.id}
                group={group}
                tags={tags}
                nameOf={nameOf}
                ids={ids}
                headingLevel={itemLevel}
                groupActions={administrator}
                canAdd={tagEditor && !(group.type === 'text' && tags.length > 0)}
                mayChange={mayChange}
                editingTagId={editingTag?.id ?? null}
                onEditGroup={() => setEditing({ kind: 'editGroup', groupId: group.id })}
                onDeleteGroup={() => warning.open({ kind: 'group', group })}
                onAddTag={() => setEditing({ kind: 'createTag', groupId: group.id })}
                onEditTag={(tag) => setEditing({ kind: 'editTag', groupId: group.id, tagId: tag.id })}
                onDeleteTag={(tag) => organizationId !== null && warning.open({ kind: 'tag', group, tag, organizationId })}
                groupForm={
                  administrator && editing.kind === 'editGroup' && editing.groupId === group.id ? (
                    <TagGroupForm
                      group={group}
                      locales={locales}
                      defaultLocale={defaultLocale}
                      locale={locale}
                      headingLevel={(itemLevel + 1) as 4 | 5}
                      onSaved={() => closeForm(ids.edit)}
                      onCancel={() => closeForm(ids.edit)}
                    />
                  ) : null
                }
                tagForm={tagForm}
              />
            );
          })}
        </ul>
      ) : null}

      <ConfirmDialog
        open={deletion !== null}
        tone="danger"
        title={deletion?.kind === 'group' ? t('tags.deleteGroupTitle') : t('tags.deleteTagTitle')}
        confirmLabel={deletion?.kind === 'group' ? t('tags.deleteGroupConfirm') : t('tags.deleteTagConfirm')}
        cancelLabel={t('common.cancel')}
        busy={deleteBusy || counting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => (deleteBusy ? undefined : warning.close())}
      >
        <p role="status" className={styles.dialogText}>
          {warningText()}
        </p>
      </ConfirmDialog>
    </section>
  );
}
