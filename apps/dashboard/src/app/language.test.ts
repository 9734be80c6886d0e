import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, initialLanguage, languageCookie, languageFromCookie } from './language.js';

describe('language choice', () => {
  it('reads the fw_language cookie among others', () => {
    expect(languageFromCookie('a=1; fw_language=ar; b=2')).toBe('ar');
    expect(languageFromCookie('fw_language=zh-CN')).toBe('cn');
    expect(languageFromCookie('fw_language=de')).toBeNull();
    expect(languageFromCookie('')).toBeNull();
  });

  it('prefers the cookie, then the session, then the server default, then English', () => {
    expect(initialLanguage('fw_language=fr', 'es', 'pt_PT')).toBe('fr');
    expect(initialLanguage('', 'es', 'pt_PT')).toBe('es');
    expect(initialLanguage('', null, 'pt_PT')).toBe('pt');
    expect(initialLanguage('', null, null)).toBe('en');
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
