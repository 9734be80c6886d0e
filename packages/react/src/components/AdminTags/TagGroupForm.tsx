import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { createTagGroup, findLanguage, limits, tagGroupTypes, updateTagGroup, type TagGroup } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { textIn } from '../../internal/locales.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { Select } from '../Select/index.js';
import { LocalizedFields } from './LocalizedFields.js';
import {
  problemsResolver,
  serverTagFields,
  tagGroupChangesOf,
  tagGroupFormProblems,
  tagGroupInputOf,
  tagGroupValuesOf,
  type TagGroupFormValues,
} from './tagFormValues.js';
import * as styles from './AdminTags.css.js';

export interface TagGroupFormProps {
  /** the group to edit; without it the form creates one */
  group?: TagGroup | undefined;
  /** the enabled locales, the default one first */
  locales: readonly string[];
  defaultLocale: string;
  /** the interface language's locale, for the group's name in the heading */
  locale: string;
  headingLevel: 3 | 4 | 5;
  onSaved: (group: TagGroup) => void;
  onCancel: () => void;
}

/**
 * Create or edit a tag group (docs/tags.md): its type (chosen once, when it is created), a name per
 * enabled language (the default language's required) and the prompt the report form shows, per language.
 */
export function TagGroupForm({ group, locales, defaultLocale, locale, headingLevel, onSaved, onCancel }: TagGroupFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const creating = group === undefined;
  const resolver = useMemo(
    () => problemsResolver<TagGroupFormValues>((values) => tagGroupFormProblems(values, defaultLocale, creating)),
    [defaultLocale, creating],
  );
  // the values the form opened with: a list read again meanwhile does not reset what the user is editing
  const [defaultValues] = useState(() => tagGroupValuesOf(group, locales));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TagGroupFormValues>({ resolver, defaultValues, mode: 'onTouched' });

  // the form opens where the user is not: move there, and say which group it is about
  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async (values) => {
    try {
      let saved: TagGroup;
      if (group) {
        const changes = tagGroupChangesOf(group, values);
        if (Object.keys(changes).length === 0) {
          alerts.getState().push('info', 'tags.noChanges');
          return;
        }
        saved = await updateTagGroup(client, group.id, changes);
        alerts.getState().push('success', 'tags.groupUpdated');
      } else {
        saved = await createTagGroup(client, tagGroupInputOf(values));
        alerts.getState().push('success', 'tags.groupCreated');
      }
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverTagFields(locales, defaultLocale) as Record<string, Path<TagGroupFormValues>>);
      showError(error);
    }
  });

  const defaultLanguage = locales.includes(defaultLocale) ? defaultLocale : undefined;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className={styles.form}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {group ? t('tags.editGroupTitle', { name: textIn(group.translations, locale, defaultLocale) }) : t('tags.createGroupTitle')}
      </Heading>

      {creating ? (
        <div className={styles.typeField}>
          <Select
            label={t('tags.type')}
            hint={t('tags.typeHint')}
            required
            options={[
              { value: '', label: t('tags.type.choose') },
              ...tagGroupTypes.map((type) => ({ value: type, label: t(`tags.type.${type}`) })),
            ]}
            error={message(errors.type?.message)}
            {...register('type')}
          />
        </div>
      ) : (
        <p className={styles.hint}>{t('tags.typeFixed', { type: t(`tags.type.${group.type}`) })}</p>
      )}

      <LocalizedFields
        legend={t('tags.groupNames')}
        hint={t('tags.groupNamesHint', { max: limits.tagGroupNameMax, language: findLanguage(defaultLocale)?.name ?? defaultLocale })}
        label={(language) => t('tags.nameIn', { language })}
        locales={locales}
        requiredLocale={defaultLanguage}
        field={(code) => register(`names.${code}`)}
        error={(code) => message(errors.names?.[code]?.message)}
      />
      <LocalizedFields
        legend={t('tags.prompt')}
        hint={t('tags.promptHint', { max: limits.tagPromptMax })}
        label={(language) => t('tags.promptIn', { language })}
        locales={locales}
        field={(code) => register(`prompt.${code}`)}
        error={(code) => message(errors.prompt?.[code]?.message)}
      />

      <div className={styles.formActions}>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('tags.saving') : group ? t('tags.save') : t('tags.createGroup')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
