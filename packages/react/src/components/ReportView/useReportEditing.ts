import { useMemo, useRef, useState } from 'react';
import type { ReportDialog } from './useReportActions.js';

/**
 * Edit mode and whether its form holds unsaved input: the host hears each change for its leave guard,
 * and cancelling with unsaved input asks first (the leaveEdit dialog) instead of dropping it.
 */
export function useReportEditing(
  dialogs: { open: (dialog: Exclude<ReportDialog, null>) => void; dismiss: () => void },
  onDirtyChange?: (dirty: boolean) => void,
) {
  const [editing, setEditing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const latest = useRef({ dialogs, onDirtyChange, dirty });
  latest.current = { dialogs, onDirtyChange, dirty };

  const actions = useMemo(() => {
    const markDirty = (value: boolean) => {
      setDirty(value);
      latest.current.onDirtyChange?.(value);
    };
    const stop = () => {
      markDirty(false);
      setEditing(false);
      latest.current.dialogs.dismiss();
    };
    return {
      markDirty,
      start: () => setEditing(true),
      stop,
      cancel: () => (latest.current.dirty ? latest.current.dialogs.open('leaveEdit') : stop()),
    };
  }, []);

  return { editing, ...actions };
}
