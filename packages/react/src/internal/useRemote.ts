import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { listOrganizations, type Organization } from '@fieldwatch/core';
import { useClient } from '../provider/useClient.js';
import { useSession } from '../provider/useSession.js';

export interface Remote<T> {
  data: T | undefined;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  /** loads again (after a change, or a retry) */
  reload(): void;
}

/**
 * Data a component reads from the API for itself (choices of a picker, folders): loaded when `deps`
 * change, an answer that arrives after a newer request is dropped. `load` null: nothing to load yet.
 */
export function useRemote<T>(load: (() => Promise<T>) | null, deps: DependencyList): Remote<T> {
  const [state, setState] = useState<Omit<Remote<T>, 'reload'>>({ data: undefined, status: load ? 'loading' : 'idle', error: null });
  const [round, setRound] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    if (!load) {
      setState({ data: undefined, status: 'idle', error: null });
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    load().then(
      (data) => {
        if (mine === generation.current) setState({ data, status: 'ready', error: null });
      },
      (error: unknown) => {
        if (mine === generation.current) setState({ data: undefined, status: 'error', error });
      },
    );
    return () => {
      // a newer request (or unmount) makes this answer stale
      generation.current += 1;
    };
    // the caller names what `load` depends on (like useEffect's own list)
  }, [...deps, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

const selectUserId = (s: { user: { id: number } | null }) => s.user?.id ?? null;

/** The organizations the signed-in user may see (`GET /organizations`); `enabled` false: not asked. */
export function useOrganizations(enabled = true): Remote<Organization[]> {
  const client = useClient();
  const userId = useSession(selectUserId);
  return useRemote(userId === null || !enabled ? null : () => listOrganizations(client).then((page) => page.data), [client, userId, enabled]);
}
