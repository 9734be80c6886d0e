/**
 * Which API bases have answered like a Fieldwatch API at least once, on this device. A submission is
 * kept for later only for such a base: a report sent to an address that never answered (a mistyped
 * `api-base`, a server that was never there) would otherwise wait, and be retried, forever. Kept in
 * `localStorage` where there is one (so it holds across reloads and tabs), else for the life of the page.
 */
const prefix = 'fieldwatch-answered:';
const inMemory = new Set<string>();

/** The storage used: `localStorage` when the page has a usable one. */
function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // a sandboxed frame or blocked third-party storage throws on access
    return null;
  }
}

/** The base URL as one absolute address, so `/api` and `https://host/api/` are the same base. */
export function absoluteBase(baseURL: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href ?? 'http://localhost/';
  return new URL(baseURL, page).href.replace(/\/+$/, '');
}

/** Notes that `baseURL` answered like a Fieldwatch API (an envelope, any status). */
export function rememberAnswered(baseURL: string): void {
  const base = absoluteBase(baseURL);
  if (inMemory.has(base)) return;
  inMemory.add(base);
  try {
    storage()?.setItem(prefix + base, String(Date.now()));
  } catch {
    // storage full or denied: this page still knows
  }
}

/** True when `baseURL` has answered like a Fieldwatch API before, on this page or an earlier one. */
export function hasAnswered(baseURL: string): boolean {
  const base = absoluteBase(baseURL);
  if (inMemory.has(base)) return true;
  try {
    if (storage()?.getItem(prefix + base)) {
      inMemory.add(base);
      return true;
    }
  } catch {
    // unreadable storage: only this page's memory counts
  }
  return false;
}
