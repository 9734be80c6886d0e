import { createIntl, createIntlCache } from '@formatjs/intl';
import { findLanguage, fallbackLanguage, type LanguageCode } from './languages.js';
import { messagesFor } from './catalogues.js';
import type { MessageKey } from './messages/en.js';

const cache = createIntlCache();

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator outside React (server mails, workers, elements before React mounts). */
export function createTranslator(language: string | LanguageCode, overrides?: Partial<Record<string, string>>): Translate {
  const lang = findLanguage(language) ?? findLanguage(fallbackLanguage)!;
  const intl = createIntl(
    { locale: lang.tag, defaultLocale: 'en', messages: messagesFor(lang.code, overrides), onError: () => undefined },
    cache,
  );
  return (key, values) => intl.formatMessage({ id: key }, values) as string;
}
