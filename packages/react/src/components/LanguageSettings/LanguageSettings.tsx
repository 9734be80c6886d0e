import clsx from 'clsx';
import { useId, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { findLanguage, languages, type Options } from '@fieldwatch/core';
import { error as errorStyle, hint as hintStyle } from '../../internal/FieldShell.css.js';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { Select } from '../Select/index.js';
import { languageSettingsChanges, languageSettingsValues, type LanguageSettingsValues } from './languageSettingsValues.js';
import * as styles from './LanguageSettings.css.js';
import { useFocusFirstInvalid } from '../../internal/useFocusFirstInvalid.js';

export interface LanguageSettingsProps {
  /** Called after a save with every option as stored. */
  onSaved?: (options: Options) => void;
  /**
   * Level of the screen's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/**
 * The admin Settings → languages screen: which of the seven interface languages people may choose
 * (option `languages_enabled`), each named in its own script, and the default language
 * (`default_language`), one of the enabled ones, which cannot be turned off. A language turned off
 * leaves every language picker; whoever used it moves to the default language at their next visit.
 * Saves only what changed through `PUT /options`. For the Administrator: the server refuses anyone else.
 */
export function LanguageSettings({ onSaved, headingLevel = 1 }: LanguageSettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('languageSettings.loadFailed')} retry={t('languageSettings.retry')}>
      {(options) => <LanguageSettingsForm options={options} onSaved={onSaved} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

interface FormProps {
  options: Options;
  onSaved: LanguageSettingsProps['onSaved'];
  headingLevel: HeadingLevel;
}

/** A language's name in the interface language ("French" beside "Français"), when the runtime knows it. */
function namesIn(tag: string): (languageTag: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
    return (languageTag) => names.of(languageTag.split('-')[0]!);
  } catch {
    return () => undefined;
  }
}

function LanguageSettingsForm({ options, onSaved, headingLevel }: FormProps) {
  const t = useT();
  const message = useValidationMessage();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const interfaceTag = findLanguage(useLanguage())?.tag ?? 'en';
  const {
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LanguageSettingsValues>({ defaultValues: languageSettingsValues(options), shouldFocusError: false });
  // controlled fields; the refs apart from the values render reads: an object that holds a ref counts as a ref
  const { ref: enabledRef, ...enabled } = useController({ control, name: 'languages_enabled' }).field;
  const { ref: defaultRef, ...defaultLanguage } = useController({ control, name: 'default_language' }).field;

  useFocusFirstInvalid(formRef, submitCount);

  const submit = handleSubmit(
    useOptionsSave({
      options,
      changesOf: languageSettingsChanges,
      noChanges: 'languageSettings.noChanges',
      setError,
      onStored: (saved) => {
        reset(languageSettingsValues(saved));
      },
      onSaved,
    }),
  );

  const localName = namesIn(interfaceTag);
  const isEnabled = (locale: string) => locale === defaultLanguage.value || enabled.value.includes(locale);
  const toggle = (locale: string, on: boolean) =>
    enabled.onChange(on ? [...enabled.value, locale] : enabled.value.filter((value) => value !== locale));
  // only an enabled language can be the default
  const defaultChoices = languages
    .filter((language) => isEnabled(language.locale))
    .map((language) => ({ value: language.locale, label: language.name, lang: language.tag }));
  const enabledError = errors.languages_enabled?.message ? message(errors.languages_enabled.message) : undefined;
  const defaultError = errors.default_language?.message ? message(errors.default_language.message) : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className={clsx(form.card, styles.root)}
    >
      <Heading level={headingLevel} id={`${id}-heading`}>
        {t('languageSettings.title')}
      </Heading>
      <p className={form.intro}>{t('languageSettings.intro')}</p>

      <fieldset
        className={styles.section}
        disabled={isSubmitting}
        aria-describedby={clsx(`${id}-enabled-hint`, enabledError && `${id}-enabled-error`)}
      >
        <legend className={styles.legend}>{t('languageSettings.enabledSection')}</legend>
        <p id={`${id}-enabled-hint`} className={hintStyle}>
          {t('languageSettings.enabledHint')}
        </p>
        <ul className={styles.languageList}>
          {languages.map((language, index) => {
            const isDefault = language.locale === defaultLanguage.value;
            const name = localName(language.tag);
            return (
              <li key={language.code}>
                <Checkbox
                  ref={index === 0 ? enabledRef : null}
                  name={enabled.name}
                  value={language.locale}
                  label={
                    <>
                      <span lang={language.tag}>{language.name}</span>
                      {name && name !== language.name ? <span className={styles.localName}> ({name})</span> : null}
                    </>
                  }
                  hint={isDefault ? t('languageSettings.defaultLocked') : undefined}
                  checked={isEnabled(language.locale)}
                  disabled={isDefault}
                  aria-invalid={enabledError ? true : undefined}
                  onChange={(event) => toggle(language.locale, event.target.checked)}
                  onBlur={enabled.onBlur}
                />
              </li>
            );
          })}
        </ul>
        <p id={`${id}-enabled-error`} className={errorStyle} aria-live="polite">
          {enabledError}
        </p>
      </fieldset>

      <div className={styles.section}>
        <Select
          label={t('languageSettings.defaultLanguage')}
          hint={t('languageSettings.defaultLanguageHint')}
          options={defaultChoices}
          error={defaultError}
          disabled={isSubmitting}
          ref={defaultRef}
          name={defaultLanguage.name}
          value={defaultLanguage.value}
          onChange={(event) => defaultLanguage.onChange(event.target.value)}
          onBlur={defaultLanguage.onBlur}
        />
      </div>

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'languageSettings.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}
