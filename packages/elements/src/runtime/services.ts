import {
  absoluteBase,
  createAlertsStore,
  createClient,
  createOptionsStore,
  createSessionStore,
  memoryStorage,
  type AlertsStore,
  type FieldwatchClient,
  type OptionsStore,
  type SessionStore,
} from '@fieldwatch/core';
import { shareOnPage } from './createElement.js';

/** What an element's React root is given: one set per API base and view, shared by every element on the page. */
export interface ElementServices {
  client: FieldwatchClient;
  session: SessionStore;
  options: OptionsStore;
  alerts: AlertsStore;
}

/**
 * `public`: nobody is signed in (public reports, anonymous submissions). `user`: the session of the
 * Fieldwatch dashboard on the same origin, when someone is signed in there.
 */
export type ElementView = 'public' | 'user';

/** The default API base: `/api` on the page's own origin. */
export const defaultApiBase = '/api';

/** An element's `api-base` as its events name it: absolute, without a trailing `/`. */
export const apiBaseOf = (apiBase: string | undefined): string => absoluteBase(apiBase || defaultApiBase);

/**
 * The client and stores of an element. Every custom element renders its own React root, so what
 * elements share (the session, the options) lives in these core stores, one set per API base,
 * kept for the whole page by the entry (shareOnPage): two maps, or a map and a form, make one set of
 * calls' worth of state, not two. The reports store is the one per client that `useReportsStore` makes
 * when a map or a list first asks for it.
 */
export function servicesFor(apiBase: string, view: ElementView): ElementServices {
  const base = apiBase.replace(/\/+$/, '') || defaultApiBase;
  return shareOnPage(`services ${view} ${base}`, () => {
    // the dashboard's stored session is only readable, and only meaningful, on its own origin
    const storage = view === 'user' && typeof localStorage !== 'undefined' ? localStorage : memoryStorage();
    const session = createSessionStore({ storage });
    const client = createClient({ baseURL: base, session });
    return { client, session, options: createOptionsStore(client), alerts: createAlertsStore() };
  });
}
