import { defaultOptions, findLanguage, handshakeResource, languages, type Language, type Options } from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';
import { useOptions } from '../provider/useOptions.js';
import { useSession } from '../provider/useSession.js';
import { useResource } from '../resources/useResource.js';

type LanguageOptions = Pick<Options, 'languages_enabled' | 'default_language'>;

/** The languages option `languages_enabled` turns on, the default language always among them, in the product's order. */
export function enabledLanguagesOf(options: LanguageOptions): Language[] {
  const enabled = new Set(options.languages_enabled.split(',').map((value) => findLanguage(value)?.code));
  enabled.add(findLanguage(options.default_language)?.code);
  return languages.filter((language) => enabled.has(language.code));
}

const selectOptions = (s: { options: Options | null }) => s.options;
const selectSignedIn = (s: { user: unknown }) => s.user !== null;

/**
 * The interface languages people may choose: the enabled ones — from the options when signed in and
 * they are loaded, else from the handshake, which lists only those — always with the languages of
 * `keep` (the one shown now, the one stored), so nobody is left without the language they use. Every
 * language while neither source has answered (or when the handshake names none).
 */
export function useEnabledLanguages(keep: readonly (string | null | undefined)[] = []): Language[] {
  const client = useClient();
  const signedIn = useSession(selectSignedIn);
  const options = useOptions(selectOptions);
  const fromOptions = signedIn && options ? enabledLanguagesOf({ ...defaultOptions, ...options }) : null;
  const handshake = useResource(client, fromOptions ? null : handshakeResource(client)).data;
  const fromHandshake = handshake?.languages.length ? handshake.languages.map((language) => findLanguage(language.code)?.code) : null;
  const enabled = new Set(fromOptions?.map((language) => language.code) ?? fromHandshake ?? languages.map((language) => language.code));
  for (const value of keep) enabled.add(findLanguage(value)?.code);
  return languages.filter((language) => enabled.has(language.code));
}
