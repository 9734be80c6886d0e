/**
 * Why this exists: not every request of a component goes through its client's `fetch` option (the
 * offline basemap is fetched with the global fetch), so tests and stories install this switch as the
 * global fetch, then point it at the fake of the current test or story.
 */
let current: typeof globalThis.fetch | null = null;
let installed = false;

export function installFetchSwitch(): void {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch?.bind(globalThis);
  globalThis.fetch = (input, init) => {
    if (current) return current(input, init);
    if (original) return original(input, init);
    return Promise.reject(new TypeError('fetch is not available'));
  };
}

/** Sends every call of the client to `fetch` (null: back to the real network). */
export function switchFetch(fetch: typeof globalThis.fetch | null): void {
  current = fetch;
}
