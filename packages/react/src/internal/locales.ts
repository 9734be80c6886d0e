import { languages, type Options } from '@fieldwatch/core';

/**
 * The locales an admin form names things in (layers, tag groups, tags): option `languages_enabled` and
 * the default language, in the product's order.
 */
export function enabledLocales(options: Pick<Options, 'languages_enabled' | 'default_language'> | null): string[] {
  const enabled = new Set((options?.languages_enabled ?? 'en_US').split(',').map((locale) => locale.trim()));
  enabled.add(options?.default_language ?? 'en_US');
  return languages.filter((language) => enabled.has(language.locale)).map((language) => language.locale);
}

/** The same locales with the default language first (the one whose text is required). */
export function defaultLocaleFirst(locales: readonly string[], defaultLocale: string): string[] {
  return [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
}

/** A text kept per locale in `locale`, else in the default language, else the first there is. */
export function textIn(texts: Readonly<Record<string, string>>, locale: string, defaultLocale: string): string {
  return texts[locale] || texts[defaultLocale] || Object.values(texts).find(Boolean) || '';
}
