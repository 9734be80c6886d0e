// Helpers for the tests' stand-ins for fetch.

/**
 * A fetch answered by `answer`. Like a browser's fetch, it never throws at the call: what `answer`
 * throws (no connection, a failed expectation) comes back as the rejection.
 */
export function fakeFetch(answer: (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>): typeof globalThis.fetch {
  return (input, init) => new Promise((resolve) => resolve(answer(input, init)));
}

/** The address a fetch was called with, whichever form it was given in. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The text of a body the client sent (its JSON); any other kind of body fails the test. */
export function textOf(body: BodyInit | null | undefined): string {
  if (typeof body !== 'string') throw new Error(`expected a text body, got ${body === null ? 'null' : typeof body}`);
  return body;
}
