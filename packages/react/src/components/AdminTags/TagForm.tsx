import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { createTag, findLanguage, tagNameMaxOf, updateTag, type Tag, type TagGroup } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { textIn } from '../../internal/locales.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { LocalizedFields } from './LocalizedFields.js';
import {
  problemsResolver,
  serverTagFields,
  tagChangesOf,
  tagFormProblems,
  tagInputOf,
  textsFor,
  type TagFormValues,
} from './tagFormValues.js';
import * as styles from './AdminTags.css.js';

export interface TagFormProps {
  group: TagGroup;
  /** the tag to edit; without it the form adds one to the group for the organization */
  tag?: Tag | undefined;
  organizationId: number;
  /** the enabled locales, the default one first */
  locales: readonly string[];
  defaultLocale: string;
  /** the interface language's locale, for names in the heading */
  locale: string;
  headingLevel: 4 | 5;
  onSaved: (tag: Tag) => void;
  onCancel: () => void;
}

/**
 * Add or edit a tag of a group (docs/tags.md): a name per enabled language, the default language's
 * required, at most 40 characters (100 in a text group).
 */
export function TagForm({ group, tag, organizationId, locales, defaultLocale, locale, headingLevel, onSaved, onCancel }: TagFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const max = tagNameMaxOf(group.type);
  const resolver = useMemo(
    () => problemsResolver<TagFormValues>((values) => tagFormProblems(values, group.type, defaultLocale)),
    [group.type, defaultLocale],
  );
  const [defaultValues] = useState<TagFormValues>(() => ({ names: textsFor(locales, tag?.translations) }));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TagFormValues>({ resolver, defaultValues, mode: 'onTouched' });

  useEffect(() => heading.current?.focus(), []);

  // the limit of a name depends on the group's type: the message says the one that applies here
  const errorText = (key: string | undefined) => message(key, key === 'taxonomyChildNameExceeded' ? { max } : undefined);

  const submit = handleSubmit(async (values) => {
    try {
      let saved: Tag;
      if (tag) {
        const changes = tagChangesOf(tag, values);
        if (!changes) {
          alerts.getState().push('info', 'tags.noChanges');
          return;
        }
        saved = await updateTag(client, organizationId, tag.id, changes);
        alerts.getState().push('success', 'tags.tagUpdated');
      } else {
        saved = await createTag(client, organizationId, group.id, tagInputOf(values, group.type));
        alerts.getState().push('success', 'tags.tagCreated');
      }
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverTagFields(locales, defaultLocale) as Record<string, Path<TagFormValues>>);
      showError(error);
    }
  });

  const groupName = textIn(group.translations, locale, defaultLocale);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className={styles.form}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {tag
          ? t('tags.editTagTitle', { name: textIn(tag.translations, locale, defaultLocale) })
          : t('tags.createTagTitle', { group: groupName })}
      </Heading>
      <LocalizedFields
        legend={t('tags.tagNames')}
        hint={t(group.type === 'text' ? 'tags.textTagHint' : 'tags.tagNamesHint', {
          max,
          language: findLanguage(defaultLocale)?.name ?? defaultLocale,
        })}
        label={(language) => t('tags.nameIn', { language })}
        locales={locales}
        requiredLocale={locales.includes(defaultLocale) ? defaultLocale : undefined}
        field={(code) => register(`names.${code}`)}
        error={(code) => errorText(errors.names?.[code]?.message)}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('tags.saving') : tag ? t('tags.save') : t('tags.createTag')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
