import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus, after the next render, to the first of some elements (by id) that exists then: the
 * button a closed form gave way to, or the heading of what is left after a deletion. Ids are looked up
 * in the tree `root` belongs to (the document, or a shadow root).
 */
export function useFocusLater(root: RefObject<HTMLElement | null>): (...ids: string[]) => void {
  const pending = useRef<string[]>([]);
  // after every render: a pending move happens once its state change is on screen
  useEffect(() => {
    const ids = pending.current;
    if (ids.length === 0) return;
    pending.current = [];
    const tree = root.current?.getRootNode() as Document | ShadowRoot | undefined;
    for (const id of ids) {
      const element = tree?.getElementById(id);
      if (element) {
        element.focus();
        return;
      }
    }
  });
  return useCallback((...ids: string[]) => {
    pending.current = ids;
  }, []);
}
