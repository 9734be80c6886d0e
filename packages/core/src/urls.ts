/**
 * The one rule for every URL an Administrator stores (docs/validation.md "Addresses in settings"):
 * lessons, basemap styles and tiles, raster layers, public-site links and images. Such a URL goes to
 * every browser that shows the setting, so it must be `https:` — never `javascript:`, `data:` or
 * `http:` (an http basemap or link turns into mixed content or a downgrade) — must name a host, and
 * must carry no user name or password (every viewer would receive them).
 *
 * `http:` is accepted only where the server says so for tests (`allowHttp`, LAYER_URLS_ALLOW_PRIVATE
 * outside production): a developer's local tile server is not something an Administrator stores.
 */

/** The longest URL a setting stores. */
export const settingsUrlMax = 2048;

export interface SettingsUrlRules {
  /** also `http:` (test servers only; the server's config decides, never the client) */
  allowHttp?: boolean;
}

/** Does this text pass the URL rule? Leading and trailing spaces are the caller's to trim. */
export function isSettingsUrl(text: string, rules: SettingsUrlRules = {}): boolean {
  if (text.length === 0 || text.length > settingsUrlMax || /[\s\p{Cc}]/u.test(text)) return false;
  // the scheme is checked on the text as written: URL parsing would forgive "https:example.org"
  const scheme = /^https:\/\//i.test(text) || (rules.allowHttp === true && /^http:\/\//i.test(text));
  if (!scheme) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const protocolAllowed = url.protocol === 'https:' || (rules.allowHttp === true && url.protocol === 'http:');
  return protocolAllowed && url.hostname.length > 0 && url.username === '' && url.password === '';
}
