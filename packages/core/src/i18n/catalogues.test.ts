import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from './allCatalogues.js';
import { loadAllCatalogues, loadCatalogue, loadedCatalogue } from './catalogues.js';
import { en } from './messages/en.js';
import { createTranslator } from './translate.js';
import { findLanguage, languages } from './languages.js';
import { formatUtcDate, relativeTime } from './format.js';

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

const keys = Object.keys(en) as (keyof typeof en)[];
// Texts that are legitimately the same in a translation (the product name, codes).
const sameAllowed = new Set(['app.name']);

describe.each(languages.filter((l) => l.code !== 'en'))('$name catalogue', ({ code }) => {
  const catalogue = catalogues[code];

  it('has every English key and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
  });

  it('parses and uses the same arguments as English', () => {
    for (const key of keys) {
      const english = [...argumentsOf(parse(en[key]))].sort();
      expect([...argumentsOf(parse(catalogue[key]))].sort(), key).toEqual(english);
    }
  });

  it('is translated, not copied', () => {
    const copied = keys.filter((key) => !sameAllowed.has(key) && catalogue[key] === en[key] && /[a-z]{4,}/.test(en[key]));
    expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(Math.ceil(keys.length * 0.03));
  });
});

describe('translator and formats', () => {
  beforeAll(() => loadAllCatalogues());

  it('formats plurals per language and falls back to English', () => {
    expect(createTranslator('en')('twoFactor.resendIn', { seconds: 1 })).toBe('Resend code in 1 second');
    expect(createTranslator('en_US')('twoFactor.resendIn', { seconds: 45 })).toBe('Resend code in 45 seconds');
    expect(createTranslator('xx')('login.submit')).toBe('Sign in');
    expect(createTranslator('ar')('app.name')).toBe('Fieldwatch');
  });

  it('finds languages by code, locale or tag; Arabic is right to left', () => {
    expect(findLanguage('zh-CN')?.code).toBe('cn');
    // Chinese is `cn` in the catalogues; the standard tags find it
    for (const tag of ['zh', 'ZH', 'zh-Hans', 'zh_CN', 'zh-Hans-CN']) expect(findLanguage(tag)?.code).toBe('cn');
    expect(findLanguage('ar_SA')?.dir).toBe('rtl');
    expect(findLanguage('pt-BR')?.code).toBe('pt');
    expect(findLanguage('de')).toBeUndefined();
  });

  it("shows dates as 'yyyy-MM-dd H:mm (UTC)' and relative times with 30-day months", () => {
    expect(formatUtcDate('2026-03-04T05:06:07Z')).toBe('2026-03-04 5:06 (UTC)');
    const now = new Date('2026-11-22T00:00:00Z');
    expect(relativeTime(new Date('2026-10-23T00:00:00Z'), 'en', now)).toBe('last month');
    expect(relativeTime(new Date('2026-11-21T23:59:30Z'), 'en', now)).toBe('30 seconds ago');
  });
});

describe('catalogues on demand', () => {
  it('loads a language once and shares it with every caller', async () => {
    const [first, second] = await Promise.all([loadCatalogue('fr'), loadCatalogue('fr')]);
    expect(first).toBe(second);
    expect(first).toBe(catalogues.fr);
    expect(loadedCatalogue('fr')).toBe(catalogues.fr);
  });
});

describe('catalogue modules', () => {
  // each folder of messages/ holds the keys of one prefix, so that a key is found from its name
  const root = new URL('./messages/', import.meta.url);
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it.each(folders)('%s/ holds only the keys named after it, in every language', async (folder) => {
    const files = readdirSync(new URL(`${folder}/`, root)).sort();
    expect(files).toEqual(languages.map((language) => `${language.code}.ts`).sort());
    for (const file of files) {
      const module = (await import(new URL(`${folder}/${file}`, root).href)) as Record<string, Record<string, string>>;
      const prefixes = new Set(Object.values(module).flatMap((catalogue) => Object.keys(catalogue).map((key) => key.split('.')[0])));
      expect([...prefixes], `${folder}/${file}`).toEqual([folder]);
    }
  });
});
