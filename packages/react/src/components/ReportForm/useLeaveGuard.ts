import { useEffect } from 'react';
import { useLatest } from '../../internal/useLatest.js';

/**
 * Keeps unsaved input from being lost unnoticed: tells the host whenever the form starts or stops
 * holding it (for the host's own leave guard), and while it does, asks the browser to confirm closing
 * the tab (`beforeunload`, the only way a page can ask then) unless `warnBeforeUnload` is off.
 */
export function useLeaveGuard(dirty: boolean, warnBeforeUnload: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined) {
  // the host's latest callback, told only when `dirty` changes
  const onDirtyChangeRef = useLatest(onDirtyChange);
  useEffect(() => onDirtyChangeRef.current?.(dirty), [dirty, onDirtyChangeRef]);

  useEffect(() => {
    if (!dirty || !warnBeforeUnload) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, warnBeforeUnload]);
}
