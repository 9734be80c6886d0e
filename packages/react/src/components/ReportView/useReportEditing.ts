import { useMemo, useState } from 'react';
import type { ReportDialog } from './useReportActions.js';
import { useLatest } from '../../internal/useLatest.js';

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
  const latestRef = useLatest({ dialogs, onDirtyChange, dirty });

  const actions = useMemo(() => {
    const markDirty = (value: boolean) => {
      setDirty(value);
      latestRef.current.onDirtyChange?.(value);
    };
    const stop = () => {
      markDirty(false);
      setEditing(false);
      latestRef.current.dialogs.dismiss();
    };
    return {
      markDirty,
      start: () => setEditing(true),
      stop,
      cancel: () => (latestRef.current.dirty ? latestRef.current.dialogs.open('leaveEdit') : stop()),
    };
  }, [latestRef]);

  return { editing, ...actions };
}
