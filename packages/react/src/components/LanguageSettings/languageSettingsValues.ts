import { findLanguage, languages, type Options } from '@fieldwatch/core';
import { enabledLanguagesOf } from '../../internal/enabledLanguages.js';

type LanguageOptions = Pick<Options, 'languages_enabled' | 'default_language'>;

/** What the form holds: the locales of the enabled languages, and the default language's locale. */
export interface LanguageSettingsValues {
  languages_enabled: string[];
  default_language: string;
}

/** One item of the `PUT /options` body (core `OptionsUpdate`). */
export interface LanguageSettingsChange {
  name: keyof LanguageSettingsValues;
  value: string;
}

export function languageSettingsValues(options: LanguageOptions): LanguageSettingsValues {
  return {
    languages_enabled: enabledLanguagesOf(options).map((language) => language.locale),
    default_language: findLanguage(options.default_language)?.locale ?? options.default_language,
  };
}

/** `languages_enabled` as the server stores it: the product's order, the default language always in (core `normalizeOptions`). */
function storedList({ languages_enabled, default_language }: LanguageSettingsValues): string {
  const enabled = new Set([...languages_enabled, default_language]);
  return languages
    .filter((language) => enabled.has(language.locale))
    .map((language) => language.locale)
    .join(',');
}

/** `PUT /options` body with only what changed: the enabled languages as a comma list, and the default language. */
export function languageSettingsChanges(options: LanguageOptions, values: LanguageSettingsValues): LanguageSettingsChange[] {
  const stored = languageSettingsValues(options);
  const changes: LanguageSettingsChange[] = [];
  const list = storedList(values);
  if (list !== storedList(stored)) changes.push({ name: 'languages_enabled', value: list });
  if (values.default_language !== stored.default_language) changes.push({ name: 'default_language', value: values.default_language });
  return changes;
}
