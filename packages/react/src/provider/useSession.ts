import type { SessionActions, SessionState, SessionStore } from '@fieldwatch/core';
import { useFieldwatch } from './context.js';
import { useStoreSelector } from './useStoreSelector.js';

/** Subscribes to one piece of the session, e.g. `useSession((s) => s.status)`. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStoreSelector(useFieldwatch().session, selector);
}

/** The session store itself, for actions (`setUser`, `setLanguage`, …) outside render. */
export function useSessionStore(): SessionStore {
  return useFieldwatch().session;
}
