import { useId } from 'react';
import type { TagGroup } from '@fieldwatch/core';
import { translated, tagsFor } from '../../internal/tagNames.js';
import type { SchemaForm } from '../../internal/useSchemaForm.js';
import { useT } from '../../i18n/useT.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { Checkbox } from '../Checkbox/index.js';
import { Select } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import { groupKey, type ReportFormValues } from './reportFormValues.js';
import * as styles from './ReportForm.css.js';

/** A single-choice group with more tags than this is a select; with fewer, radio buttons. */
const radioLimit = 5;

interface TagFieldsProps {
  groups: readonly TagGroup[];
  organizationId: number | null;
  form: Pick<SchemaForm<ReportFormValues>, 'field' | 'errors'>;
  errorText: (key: string | undefined) => string | undefined;
}

/** The report's tags: one field per tag group, by its type (single, multi, text). */
export function TagFields({ groups, organizationId, form, errorText }: TagFieldsProps) {
  const t = useT();
  const language = useLanguage();
  const baseId = useId();
  const shown = groups.filter((group) => group.type === 'text' || tagsFor(group, organizationId).length > 0);
  if (shown.length === 0) return null;

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('reportForm.tags')}</legend>
      {shown.map((group) => {
        const name = `tags.${groupKey(group.id)}` as const;
        const label = translated(group.translations, language);
        const prompt = translated(group.prompt, language) || undefined;
        const field = form.field(name);
        const error = errorText(form.errors[name]);
        const tags = tagsFor(group, organizationId).map((tag) => ({
          value: String(tag.id),
          label: translated(tag.translations, language),
        }));

        if (group.type === 'text') {
          return (
            <TextField
              key={group.id}
              ref={field.ref}
              name={field.name}
              label={label}
              hint={prompt}
              error={error}
              dir="auto"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          );
        }

        if (group.type === 'single' && tags.length > radioLimit) {
          return (
            <Select
              key={group.id}
              ref={field.ref}
              name={field.name}
              label={label}
              hint={prompt}
              error={error}
              options={[{ value: '', label: t('reportForm.noTag') }, ...tags]}
              value={Array.isArray(field.value) ? (field.value[0] ?? '') : ''}
              onChange={(event) => field.onChange(event.target.value ? [event.target.value] : [])}
              onBlur={field.onBlur}
            />
          );
        }

        const hintId = `${baseId}-${group.id}-hint`;
        const chosen = Array.isArray(field.value) ? field.value : [];
        return (
          <fieldset key={group.id} className={styles.tagGroup} aria-describedby={prompt ? hintId : undefined}>
            <legend className={styles.tagLegend}>{label}</legend>
            {prompt ? (
              <p id={hintId} className={styles.hint}>
                {prompt}
              </p>
            ) : null}
            <div className={styles.choices}>
              {group.type === 'single' ? (
                <>
                  {[{ value: '', label: t('reportForm.noTag') }, ...tags].map((tag) => (
                    <label key={tag.value} className={styles.radio}>
                      <input
                        type="radio"
                        name={field.name}
                        value={tag.value}
                        checked={(chosen[0] ?? '') === tag.value}
                        onChange={() => field.onChange(tag.value ? [tag.value] : [])}
                        onBlur={field.onBlur}
                      />
                      {tag.label}
                    </label>
                  ))}
                </>
              ) : (
                tags.map((tag) => (
                  <Checkbox
                    key={tag.value}
                    label={tag.label}
                    checked={chosen.includes(tag.value)}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? [...chosen, tag.value] : chosen.filter((value) => value !== tag.value))
                    }
                    onBlur={field.onBlur}
                  />
                ))
              )}
            </div>
            {error ? <p className={styles.error}>{error}</p> : null}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
