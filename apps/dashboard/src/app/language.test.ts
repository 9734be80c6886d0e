import { describe, expect, it } from 'vitest';
import { languages } from '@fieldwatch/core';
import { applyDocumentLanguage, enabledLanguage, initialLanguage, languageCookie, languageFromCookie } from './language.js';

/** What the handshake says when these languages are enabled. */
const server = (codes: string[], defaultLanguage = 'en_US') => ({
  languages: languages.filter((l) => codes.includes(l.code)).map(({ code, locale, name, dir }) => ({ code, locale, name, dir })),
  default_language: defaultLanguage,
});

describe('language choice', () => {
  it('reads the fw_language cookie among others', () => {
    expect(languageFromCookie('a=1; fw_language=ar; b=2')).toBe('ar');
    expect(languageFromCookie('fw_language=zh-CN')).toBe('cn');
    expect(languageFromCookie('fw_language=de')).toBeNull();
    expect(languageFromCookie('')).toBeNull();
  });

  it('prefers the cookie, then the session, then the profile, then the server default, then English', () => {
    const all = server(['en', 'fr', 'es', 'pt'], 'pt_PT');
    expect(initialLanguage('fw_language=fr', ['es', 'en_US'], all)).toBe('fr');
    expect(initialLanguage('', ['es', 'en_US'], all)).toBe('es');
    expect(initialLanguage('', [null, 'en_US'], all)).toBe('en');
    expect(initialLanguage('', [null, undefined], all)).toBe('pt');
    expect(initialLanguage('', [null], null)).toBe('en');
    // before the handshake answers, any saved language counts
    expect(initialLanguage('fw_language=ta', [])).toBe('ta');
  });

  it('skips a saved language the server no longer enables, down to the server default', () => {
    const some = server(['fr', 'ar'], 'ar_SA');
    expect(initialLanguage('fw_language=ta', ['es', 'fr_FR'], some)).toBe('fr');
    expect(initialLanguage('fw_language=ta', ['es', 'pt_PT'], some)).toBe('ar');
    expect(enabledLanguage('fr_FR', some)).toBe('fr');
    expect(enabledLanguage('en_US', some)).toBeNull();
    // a handshake that names no language tells nothing
    expect(enabledLanguage('en_US', server([]))).toBe('en');
  });

  it('keeps the cookie for a year on the whole site', () => {
    expect(languageCookie('ta')).toBe('fw_language=ta; path=/; max-age=31536000; SameSite=Lax');
  });

  it('lays the document out right to left for Arabic', () => {
    applyDocumentLanguage(document, 'ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    applyDocumentLanguage(document, 'cn');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['zh-CN', 'ltr']);
  });
});
