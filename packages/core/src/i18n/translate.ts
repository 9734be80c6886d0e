import { createIntl, createIntlCache } from '@formatjs/intl';
import { findLanguage, fallbackLanguage, type LanguageCode } from './languages.js';
import { loadCatalogue, messagesFor } from './catalogues.js';
import type { MessageKey } from './messages/en.js';

const cache = createIntlCache();

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator outside React (server mails, tooling). The language's catalogue must be loaded, else it speaks English. */
export function createTranslator(language: string | LanguageCode, overrides?: Partial<Record<string, string>>): Translate {
  const lang = findLanguage(language) ?? findLanguage(fallbackLanguage)!;
  const intl = createIntl(
    { locale: lang.tag, defaultLocale: 'en', messages: messagesFor(lang.code, overrides), onError: () => undefined },
    cache,
  );
  return (key, values) => intl.formatMessage({ id: key }, values) as string;
}

/** `createTranslator` once the language's catalogue has loaded. */
export async function loadTranslator(language: string | LanguageCode, overrides?: Partial<Record<string, string>>): Promise<Translate> {
  const lang = findLanguage(language) ?? findLanguage(fallbackLanguage)!;
  await loadCatalogue(lang.code);
  return createTranslator(lang.code, overrides);
}
