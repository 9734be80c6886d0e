import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllCatalogues, loadedCatalogue } from './catalogues.js';
import { formatMessage, type MessageValues } from './formatMessage.js';
import { languages } from './languages.js';

/** intl-messageformat's answer (the formatter this one replaced), or that it refused the message or its values. */
function oracle(message: string, locale: string, values: MessageValues): string {
  try {
    const result = new IntlMessageFormat(message, locale).format(values as Record<string, string>);
    return Array.isArray(result) ? result.join('') : String(result);
  } catch {
    return 'refused';
  }
}
function ours(message: string, locale: string, values: MessageValues): string {
  try {
    return formatMessage(parse(message, { locale: new Intl.Locale(locale) }), locale, values);
  } catch {
    return 'refused';
  }
}

/** The names a message asks for, and whether each is counted (plural, number) or shown as text. */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Map<string, 'count' | 'text'>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) found.set(element.value, 'count');
    else if ((element.type === TYPE.argument || element.type === TYPE.select) && !found.has(element.value)) found.set(element.value, 'text');
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

beforeAll(() => loadAllCatalogues());

describe('formatMessage', () => {
  it('says every message of every catalogue as intl-messageformat did, for counts that pick every plural form', () => {
    let compared = 0;
    for (const language of languages) {
      const catalogue = loadedCatalogue(language.code)!;
      for (const message of Object.values(catalogue) as string[]) {
        const names = argumentsOf(parse(message));
        const counted = [...names.values()].includes('count');
        for (const count of counted ? [0, 1, 2, 3, 5, 11, 21, 102, 1500, 2.5] : [0]) {
          const values = Object.fromEntries([...names].map(([name, kind]) => [name, kind === 'count' ? count : `‹${name}›`]));
          expect(ours(message, language.tag, values), `${language.code}: ${message} with ${count}`).toBe(oracle(message, language.tag, values));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(5_000);
    // some ten thousand messages parsed and formatted twice: more than the default 5 s on a busy machine
  }, 60_000);

  it('takes every ICU form an override may use, as intl-messageformat does', () => {
    const when = Date.UTC(2026, 10, 22, 14, 5, 9);
    const cases: [string, MessageValues][] = [
      ['{kind, select, admin {Admin {name}} other {User # {name}}}', { kind: 'admin', name: 'Ana' }],
      ['{kind, select, admin {Admin} other {User}}', { kind: 'nobody' }],
      ['{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}', { n: 3, who: 'Ana' }],
      ['{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}', { n: 2, who: 'Ana' }],
      ['{n, plural, other {{k, select, a {# in select} other {no pound}}}}', { n: 4, k: 'a' }],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 23 }],
      ['{n, number, percent} {n, number, integer} {n, number} {n, number, ::percent}', { n: 0.256 }],
      ['{n, number, ::currency/EUR} {n, number, ::compact-short}', { n: 12345.6 }],
      ['{d, date, short} {d, date, medium} {d, date, long} {d, date, full}', { d: when }],
      ['{d, time, short} {d, time} {d, date, ::yyyyMMMd}', { d: when }],
      ["It''s '{literal}' {n}", { n: 1 }],
      ['Open <b>{n} now</b>', { n: 2, b: (chunks) => `[${chunks.join('')}]` }],
      ['{a} and {b}', { a: 'x' }],
      ['{n, plural, one {one} few {few}}', { n: 7 }],
      ['{n, plural, one {one} other {#}}', { n: 'many' }],
      ['{a}', { a: undefined }],
    ];
    for (const locale of ['en', 'fr-FR', 'ar-SA', 'ta-IN', 'zh-CN']) {
      for (const [message, values] of cases) expect(ours(message, locale, values), `${locale}: ${message}`).toBe(oracle(message, locale, values));
    }
  });
});
