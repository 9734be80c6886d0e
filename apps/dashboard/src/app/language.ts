import { findLanguage, languageCookieName, type Handshake, type LanguageCode } from '@fieldwatch/core';

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

/** What the server's handshake says of languages: the enabled ones and the default. */
type ServerLanguages = Pick<Handshake, 'languages' | 'default_language'>;

/**
 * `value` as a language code when it is one the server enables; null otherwise. Before the handshake
 * answers (or when it names no language) every language counts as enabled.
 */
export function enabledLanguage(value: string | null | undefined, server?: ServerLanguages | null): LanguageCode | null {
  const code = findLanguage(value)?.code;
  if (!code) return null;
  const enabled = server?.languages.map((language) => findLanguage(language.code)?.code) ?? [];
  return enabled.length === 0 || enabled.includes(code) ? code : null;
}

/**
 * The language to start with: the cookie, else the saved choices in order (the session's, the user's
 * profile language), each skipped when the server no longer enables it, else the server's default
 * (handshake), else English.
 */
export function initialLanguage(
  cookie: string,
  saved: readonly (string | null | undefined)[],
  server?: ServerLanguages | null,
): LanguageCode {
  for (const value of [languageFromCookie(cookie), ...saved]) {
    const code = enabledLanguage(value, server);
    if (code) return code;
  }
  return findLanguage(server?.default_language)?.code ?? 'en';
}

/** `<html lang dir>`: the whole page, scrollbars and form controls included, flips for Arabic. */
export function applyDocumentLanguage(doc: Document, code: LanguageCode): void {
  const language = findLanguage(code);
  doc.documentElement.lang = language?.tag ?? 'en';
  doc.documentElement.dir = language?.dir ?? 'ltr';
}
