/** The seven interface languages (Arabic right to left). `locale` is what the API stores; `tag` is for Intl. */
export const languages = [
  { code: 'en', locale: 'en_US', tag: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', locale: 'fr_FR', tag: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'es', locale: 'es_ES', tag: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt', locale: 'pt_PT', tag: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'ta', locale: 'ta_IN', tag: 'ta', name: 'தமிழ்', dir: 'ltr' },
  { code: 'cn', locale: 'zh_CN', tag: 'zh-CN', name: '中文', dir: 'ltr' },
  { code: 'ar', locale: 'ar_SA', tag: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Language = (typeof languages)[number];
export type LanguageCode = Language['code'];
export type LanguageLocale = Language['locale'];

export const languageCodes: LanguageCode[] = languages.map((l) => l.code);
export const languageLocales: LanguageLocale[] = languages.map((l) => l.locale);
export const fallbackLanguage: LanguageCode = 'en';
/** English (`en_US`) is the default language. */
export const defaultLanguageLocale: LanguageLocale = 'en_US';
/** The language chosen is kept in a cookie, so the next visit starts in it. */
export const languageCookieName = 'fw_language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as string[]).includes(value);
}

/** Finds a language by code (`ar`), locale (`ar_SA`) or BCP 47 tag (`ar-SA`, `zh-CN`); undefined if none. */
export function findLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const v = value.trim();
  const exact = languages.find((l) => l.code === v || l.locale === v || l.tag === v);
  if (exact) return exact;
  const primary = v.split(/[-_]/)[0]?.toLowerCase();
  if (primary === 'zh') return languages.find((l) => l.code === 'cn');
  return languages.find((l) => l.code === primary);
}

export function languageDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return findLanguage(code)?.dir ?? 'ltr';
}
