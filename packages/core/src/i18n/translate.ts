import { createFormatters, createIntl, createIntlCache, type IntlConfig, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { findLanguage, fallbackLanguage, type LanguageCode } from './languages.js';
import { loadCatalogue, loadedCatalogue } from './catalogues.js';
import { en, type MessageKey } from './messages/en.js';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A message as @formatjs/intl takes it: ICU text, or its syntax tree where a bundle carries the
 * catalogues compiled by `formatjs compile --ast` and leaves the ICU parser out (docs/decisions.md).
 */
type Message = string | MessageFormatElement[];

/** The formatter settings of a language, its catalogue under the terminology overrides (`IntlProvider`'s props). */
export interface TranslationConfig extends Required<Pick<IntlConfig<string>, 'locale' | 'defaultLocale' | 'onError'>> {
  messages: Record<string, string>;
}

// one cache of message formats and Intl formatters for every translator and provider of the page
const cache = createIntlCache();
const formatters = createFormatters(cache);

// Text without ICU syntax needs no parser: it is one literal, which formatjs returns as it is, at once.
const plainText = /^[^{}<'#]*$/;
// 0 is TYPE.literal
const literal = (message: Message): Message =>
  typeof message === 'string' && plainText.test(message) ? [{ type: 0, value: message }] : message;

/**
 * An override as formatjs can use it, or nothing when it cannot: empty, not ICU (`Entrer {`), or ICU
 * text in a bundle without the parser. The catalogue's message then speaks instead.
 */
function usable(message: unknown, locale: string): Message | undefined {
  if (typeof message !== 'string' || !message) return undefined;
  if (plainText.test(message)) return literal(message);
  try {
    formatters.getMessageFormat(message, locale);
    return message;
  } catch {
    return undefined;
  }
}

/** How many formatting errors an intl object made by `translationConfig` has reported. */
const errorCounts = new WeakMap<object, { count: number }>();

/** A language code, or a locale or tag to find one from (`fr_FR`, `zh-CN`); the `& {}` keeps editors offering the codes. */
type LanguageInput = LanguageCode | (string & {});

/**
 * The settings for @formatjs/intl (core's `createTranslator`) or react-intl (`IntlProvider`): the
 * language's locale, its messages (a terminology override, else the language's catalogue, else English)
 * and English as the default locale. The language's catalogue must be loaded, else it speaks English.
 */
export function translationConfig(language: LanguageInput, overrides?: Partial<Record<string, string>>): TranslationConfig {
  const lang = findLanguage(language) ?? findLanguage(fallbackLanguage)!;
  const catalogue = loadedCatalogue(lang.code) ?? en;
  const locale = catalogue === en ? 'en' : lang.tag;
  const messages: Record<string, Message> = {};
  for (const source of catalogue === en ? [en] : [en, catalogue]) {
    for (const [key, message] of Object.entries(source)) messages[key] = literal(message);
  }
  for (const [key, message] of Object.entries(overrides ?? {})) {
    const override = usable(message, locale);
    if (override) messages[key] = override;
  }
  const errors = { count: 0 };
  const onError = () => {
    errors.count += 1;
  };
  errorCounts.set(onError, errors);
  return { locale, defaultLocale: 'en', messages: messages as Record<string, string>, onError };
}

/**
 * `t(key, values)` on an intl object made with `translationConfig`: the message in the language, and
 * when it cannot be formatted (a value missing or of the wrong kind) English's, formatjs's default
 * message; when neither can, the key itself. Never throws.
 */
export function translatorOf(intl: Pick<IntlShape<string>, 'formatMessage' | 'onError'>): Translate {
  const errors = errorCounts.get(intl.onError);
  return (key, values) => {
    const before = errors?.count ?? 0;
    const english = Object.hasOwn(en, key) ? (en[key] as Message) : undefined;
    const text = intl.formatMessage({ id: key, ...(english ? { defaultMessage: english } : {}) }, values);
    // a message that failed, then English failed too (or there was none): formatjs would give the raw text
    const failed = (errors?.count ?? 0) - before >= (english ? 2 : 1);
    return failed ? key : String(text);
  };
}

/**
 * A translator outside React (server mails, tooling); inside React, `useT` is the same on react-intl's
 * `IntlProvider`. A message is taken from the terminology overrides (docs/decisions.md), then the
 * language's catalogue, then English; the key itself is the last word.
 */
export function createTranslator(language: LanguageInput, overrides?: Partial<Record<string, string>>): Translate {
  return translatorOf(createIntl(translationConfig(language, overrides), cache));
}

/** `createTranslator` once the language's catalogue has loaded. */
export async function loadTranslator(language: LanguageInput, overrides?: Partial<Record<string, string>>): Promise<Translate> {
  const lang = findLanguage(language) ?? findLanguage(fallbackLanguage)!;
  await loadCatalogue(lang.code);
  return createTranslator(lang.code, overrides);
}
