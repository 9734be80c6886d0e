import { useEffect, useLayoutEffect, useRef } from 'react';

export interface DashboardShortcuts {
  /** j */
  next: () => void;
  /** k */
  previous: () => void;
  /** / */
  search: () => void;
  /** Escape: false when there was nothing to close, so the key goes on to whoever else listens */
  close: () => boolean;
  /** ? */
  help: () => void;
}

/** Where keys are text being typed: a shortcut there would eat the letter. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
}

/**
 * The dashboard's keyboard shortcuts, listened for on the whole page: `j`/`k` move in the list, `/` goes
 * to the search, `Escape` closes the open report or panel, `?` shows the help. `Enter` needs none: the row
 * that `j`/`k` focus is a link. Nothing fires while the user types in a field, with a modifier key held
 * (browser and screen reader commands), or while a modal dialog is open (it has the keyboard).
 */
export function useDashboardShortcuts(shortcuts: DashboardShortcuts): void {
  const latest = useRef(shortcuts);
  // in the commit itself: a passive effect may run after the page shows the change, and a key pressed in
  // between (Escape the moment a report opens) would act on the page as it was before
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (typingIn(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const actions = latest.current;
      switch (event.key) {
        case 'j':
          actions.next();
          break;
        case 'k':
          actions.previous();
          break;
        case '/':
          actions.search();
          break;
        case '?':
          actions.help();
          break;
        case 'Escape':
          if (!actions.close()) return;
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
