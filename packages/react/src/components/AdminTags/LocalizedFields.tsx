import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { findLanguage } from '@fieldwatch/core';
import { TextField } from '../TextField/index.js';
import * as styles from './AdminTags.css.js';

interface LocalizedFieldsProps {
  legend: string;
  /** the rules of the texts (which one is required, how long they may be) */
  hint: string;
  /** the label of one language's field, from the language's own name */
  label: (language: string) => string;
  /** the enabled locales, the default one first */
  locales: readonly string[];
  /** the locale whose text is required, or none */
  requiredLocale?: string | undefined;
  field: (locale: string) => UseFormRegisterReturn;
  error: (locale: string) => string | undefined;
}

/** One text per enabled language (a name, a prompt), each field written in its own language. */
export function LocalizedFields({ legend, hint, label, locales, requiredLocale, field, error }: LocalizedFieldsProps) {
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.names}>
        {locales.map((locale) => {
          const language = findLanguage(locale);
          return (
            <TextField
              key={locale}
              label={label(language?.name ?? locale)}
              lang={language?.tag}
              dir="auto"
              autoComplete="off"
              required={locale === requiredLocale}
              error={error(locale)}
              {...field(locale)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
