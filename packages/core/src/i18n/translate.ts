import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { findLanguage, fallbackLanguage, type LanguageCode } from './languages.js';
import { loadCatalogue, loadedCatalogue } from './catalogues.js';
import { en, type MessageKey } from './messages/en.js';
import { formatMessage } from './formatMessage.js';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A message as the catalogues hold it: ICU text, or its syntax tree when a bundle precompiled the
 * catalogues (build/precompileMessages.mjs) and left the ICU parser out.
 */
type Message = string | MessageFormatElement[];

/** Text without ICU syntax needs no parser: it is one literal. */
const plainText = /^[^{}<'#]*$/;

function compile(message: Message, tag: string): MessageFormatElement[] | null {
  if (typeof message !== 'string') return message;
  // 0 is TYPE.literal
  if (plainText.test(message)) return [{ type: 0, value: message }];
  try {
    return parse(message, { locale: new Intl.Locale(tag) });
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
  // one syntax tree per message, made the first time it is asked for
  const trees = sources.map(() => new Map<string, MessageFormatElement[] | null>());

  function treeOf(source: number, key: string): MessageFormatElement[] | null {
    const cache = trees[source]!;
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
        const tree = treeOf(source, key);
        if (tree) return formatMessage(tree, sources[source]!.tag, values);
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
