import { useEffect, useState, type RefObject } from 'react';
import { useLatest } from '../../internal/useLatest.js';
import type { ReportMapController } from './mapController.js';

export interface OpenPopup {
  id: number;
  at: [number, number];
  /** opened from the keyboard list: the focus goes into the popup, and back when it closes */
  fromKeyboard: boolean;
}

/**
 * The popup of one report, as react-map-gl's `<Popup>`: the map's controller opens MapLibre's popup and
 * React draws the report into the element it returns; closing it from the keyboard hands the focus back.
 */
export function useMapPopup(controller: RefObject<ReportMapController | null>, returnFocus: RefObject<HTMLElement | null>) {
  const [popup, setPopup] = useState<OpenPopup | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);
  // the refs as given last: a popup opens when `popup` changes, not when a caller passes another ref object
  const refsRef = useLatest({ controller, returnFocus });
  useEffect(() => {
    const { controller, returnFocus } = refsRef.current;
    const map = controller.current;
    if (!popup || !map) return;
    const content = document.createElement('div');
    const remove = map.openPopup(popup.at, content, () => {
      setPopup((current) => (current === popup ? null : current));
      if (popup.fromKeyboard) returnFocus.current?.focus();
    });
    setElement(content);
    return () => {
      remove();
      setElement(null);
    };
  }, [popup, refsRef]);
  return { popup, open: setPopup, element };
}
