import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorAlert } from '../provider/useErrorAlert.js';
import { useLatest } from './useLatest.js';

export interface DeleteWarning<T, U> {
  /** what the open dialog would delete; null while no dialog is open */
  target: T | null;
  /** what deleting it touches, once read */
  usage: U | null;
  /** the usage could not be read (said as an error alert): the warning speaks without counts */
  failed: boolean;
  /** opens the warning for `target` and reads its usage */
  open: (target: T) => void;
  /** closes it; a read under way is dropped */
  close: () => void;
}

interface State<T, U> {
  target: T | null;
  usage: U | null;
  failed: boolean;
}

const closed = { target: null, usage: null, failed: false };

/**
 * The state of a delete warning that first asks the server what the deletion touches (how many reports
 * carry a tag, what an organization still holds), so the dialog can say it before the user confirms.
 */
export function useDeleteWarning<T, U>(load: (target: T, signal: AbortSignal) => Promise<U>): DeleteWarning<T, U> {
  const showError = useErrorAlert();
  const loadRef = useLatest(load);
  const reading = useRef<AbortController | null>(null);
  const [state, setState] = useState<State<T, U>>(closed);

  useEffect(() => () => reading.current?.abort(), []);

  const open = useCallback(
    (target: T) => {
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      setState({ target, usage: null, failed: false });
      loadRef.current(target, controller.signal).then(
        (usage) => {
          if (reading.current === controller) setState((previous) => ({ ...previous, usage }));
        },
        (error: unknown) => {
          if (reading.current !== controller) return;
          setState((previous) => ({ ...previous, failed: true }));
          showError(error);
        },
      );
    },
    [loadRef, showError],
  );

  const close = useCallback(() => {
    reading.current?.abort();
    reading.current = null;
    setState(closed);
  }, []);

  return { ...state, open, close };
}
