import { findLanguage, languageCookieName, type LanguageCode } from '@fieldwatch/core';

const oneYearSeconds = 365 * 24 * 60 * 60;

/** The language saved in the `fw_language` cookie, where the user's choice is kept. */
export function languageFromCookie(cookie: string): LanguageCode | null {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === languageCookieName) return findLanguage(decodeURIComponent(value.join('=')))?.code ?? null;
  }
  return null;
}

export function languageCookie(code: LanguageCode): string {
  return `${languageCookieName}=${encodeURIComponent(code)}; path=/; max-age=${oneYearSeconds}; SameSite=Lax`;
}

/**
 * The language to start with: the cookie, else the session's saved choice, else the server's default
 * (handshake), else English.
 */
export function initialLanguage(cookie: string, sessionLanguage: string | null, serverDefault?: string | null): LanguageCode {
  return languageFromCookie(cookie) ?? findLanguage(sessionLanguage)?.code ?? findLanguage(serverDefault)?.code ?? 'en';
}

/** `<html lang dir>`: the whole page, scrollbars and form controls included, flips for Arabic. */
export function applyDocumentLanguage(doc: Document, code: LanguageCode): void {
  const language = findLanguage(code);
  doc.documentElement.lang = language?.tag ?? 'en';
  doc.documentElement.dir = language?.dir ?? 'ltr';
}
