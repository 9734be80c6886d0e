import { IntlMessageFormat } from 'intl-messageformat';
import { findLanguage, fallbackLanguage, type LanguageCode } from './languages.js';
import { loadCatalogue, loadedCatalogue } from './catalogues.js';
import { en, type MessageKey } from './messages/en.js';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A message as the catalogues hold it: ICU text, or its syntax tree when a bundle precompiled the
 * catalogues (build/precompileMessages.mjs) and left the ICU parser out.
 */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

/** Text without ICU syntax needs no parser: it is one literal. */
const plainText = /^[^{}<'#]*$/;

function compile(message: Message, tag: string): IntlMessageFormat | null {
  // 0 is TYPE.literal of @formatjs/icu-messageformat-parser, whose enum would bring the parser's module
  const ast = typeof message === 'string' && plainText.test(message) ? ([{ type: 0, value: message }] as Message) : message;
  try {
    return new IntlMessageFormat(ast, tag);
  } catch {
    // bad ICU syntax, or ICU text in a bundle without the parser: the next message in line speaks instead
    return null;
  }
}

/**
 * A translator outside React (server mails, tooling) and inside it (`useT`). The language's catalogue
 * must be loaded, else it speaks English. A message is taken from the terminology overrides (spec §1),
 * then the language's catalogue, then English; one that fails to format (a bad override, a value
 * missing or of the wrong kind) gives way to the next, and the key itself is the last word. Never throws.
 */
export function createTranslator(language: string | LanguageCode, overrides?: Partial<Record<string, string>>): Translate {
  const lang = findLanguage(language) ?? findLanguage(fallbackLanguage)!;
  const catalogue = loadedCatalogue(lang.code) ?? en;
  const sources: { messages: Partial<Record<string, Message>>; tag: string }[] = [
    ...(overrides ? [{ messages: overrides, tag: lang.tag }] : []),
    { messages: catalogue, tag: catalogue === en ? 'en' : lang.tag },
    ...(catalogue === en ? [] : [{ messages: en, tag: 'en' }]),
  ];
  // one formatter per message, made the first time it is asked for
  const formatters = sources.map(() => new Map<string, IntlMessageFormat | null>());

  function formatter(source: number, key: string): IntlMessageFormat | null {
    const cache = formatters[source]!;
    let found = cache.get(key);
    if (found === undefined) {
      const { messages, tag } = sources[source]!;
      const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
      found = message ? compile(message, tag) : null;
      cache.set(key, found);
    }
    return found;
  }

  return (key, values) => {
    for (let source = 0; source < sources.length; source += 1) {
      try {
        const text = formatter(source, key)?.format(values);
        if (text !== undefined) return String(text);
      } catch {
        // a value missing or not one the message can take
      }
    }
    return key;
  };
}

/** `createTranslator` once the language's catalogue has loaded. */
export async function loadTranslator(language: string | LanguageCode, overrides?: Partial<Record<string, string>>): Promise<Translate> {
  const lang = findLanguage(language) ?? findLanguage(fallbackLanguage)!;
  await loadCatalogue(lang.code);
  return createTranslator(lang.code, overrides);
}
