/**
 * Why this exists: `createClient({ fetch })` of @fieldwatch/core hands `fetch` to `ofetch.create` in
 * its *defaults* argument, where ofetch ignores it (ofetch reads a custom fetch only from the second,
 * "global options" argument), so every call goes to the global fetch. Until core passes it through,
 * tests and stories install this switch as the global fetch before any client is created (ofetch's
 * Node build reads the global when a client is created, its browser build at each call), then point it
 * at the fake of the current test or story.
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
