import type { ReactNode } from 'react';
import type { Tag, TagGroup } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ListIcon } from '../../internal/listIcons.js';
import { Button } from '../Button/index.js';
import * as styles from './AdminTags.css.js';

/** The ids of a group's parts the focus comes back to when a form closes or something is deleted. */
export interface GroupIds {
  title: string;
  edit: string;
  add: string;
  editTag: (tag: Tag) => string;
}

interface TagGroupItemProps {
  group: TagGroup;
  /** its tags the tab shows: the organization's own and the shared ones */
  tags: readonly Tag[];
  nameOf: (texts: Readonly<Record<string, string>>) => string;
  ids: GroupIds;
  headingLevel: 3 | 4;
  /** the Administrator: edit and delete the group */
  groupActions: boolean;
  /** may add a tag (admin level in the organization, and a text group without its tag yet) */
  canAdd: boolean;
  mayChange: (tag: Tag) => boolean;
  /** the tag being edited, marked in the list */
  editingTagId: number | null;
  onEditGroup: () => void;
  onDeleteGroup: () => void;
  onAddTag: () => void;
  onEditTag: (tag: Tag) => void;
  onDeleteTag: (tag: Tag) => void;
  /** the group form, when it is open on this group */
  groupForm: ReactNode;
  /** the tag form (add or edit), when it is open in this group */
  tagForm: ReactNode;
}

/** One tag group of the Tags tab: name, type, prompt and its tags, with what the user may do to them. */
export function TagGroupItem(props: TagGroupItemProps) {
  const { group, tags, nameOf, ids, groupActions, canAdd, mayChange, editingTagId, groupForm, tagForm } = props;
  const t = useT();
  const Heading = `h${props.headingLevel}` as const;
  const name = nameOf(group.translations) || t('tags.unnamed');
  const prompt = nameOf(group.prompt);

  return (
    <li className={styles.groupCard}>
      <div className={styles.groupHeader}>
        <Heading id={ids.title} tabIndex={-1} className={styles.groupName} dir="auto">
          {name}
        </Heading>
        <span className={styles.badge}>{t(`tags.type.${group.type}`)}</span>
        {groupActions ? (
          <span className={styles.actions}>
            <Button id={ids.edit} variant="link" aria-label={t('tags.editGroupNamed', { name })} onClick={props.onEditGroup}>
              {t('tags.editGroup')}
            </Button>
            <Button variant="link" aria-label={t('tags.deleteGroupNamed', { name })} onClick={props.onDeleteGroup}>
              {t('tags.deleteGroup')}
            </Button>
          </span>
        ) : null}
      </div>
      {prompt ? (
        <p className={styles.prompt}>
          {t('tags.promptShown')} <span dir="auto">{prompt}</span>
        </p>
      ) : null}
      {groupForm}

      {tags.length ? (
        <ul className={styles.tags} aria-label={t('tags.listOf', { group: name })}>
          {tags.map((tag) => {
            const tagName = nameOf(tag.translations) || t('tags.unnamed');
            return (
              <li key={tag.id} className={styles.tag} aria-current={editingTagId === tag.id ? 'true' : undefined}>
                <span className={styles.tagName} dir="auto">
                  {tagName}
                </span>
                {tag.organization ? null : <span className={styles.badge}>{t('tags.shared')}</span>}
                {mayChange(tag) ? (
                  <span className={styles.actions}>
                    <Button
                      id={ids.editTag(tag)}
                      variant="link"
                      aria-label={t('tags.editTagNamed', { name: tagName })}
                      onClick={() => props.onEditTag(tag)}
                    >
                      {t('tags.edit')}
                    </Button>
                    <Button variant="link" aria-label={t('tags.deleteTagNamed', { name: tagName })} onClick={() => props.onDeleteTag(tag)}>
                      {t('tags.delete')}
                    </Button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.note}>{t(group.type === 'text' ? 'tags.noTextTag' : 'tags.noTags')}</p>
      )}

      {tagForm}
      {canAdd && !tagForm ? (
        <Button id={ids.add} variant="secondary" aria-label={t('tags.addTagTo', { group: name })} onClick={props.onAddTag}>
          <ListIcon name="plus" size={18} />
          {t('tags.addTag')}
        </Button>
      ) : null}
    </li>
  );
}
