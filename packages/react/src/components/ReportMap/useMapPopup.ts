import { useEffect, useState, type RefObject } from 'react';
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
  useEffect(() => {
    const map = controller.current;
    if (!popup || !map) return;
    const content = document.createElement('div');
    const remove = map.openPopup(popup.at, content, () => {
      setPopup((current) => (current === popup ? null : current));
      if (popup.fromKeyboard) returnFocus.current?.focus();
    });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the element exists for React to draw into only once MapLibre's popup holds it, which the effect has just made
    setElement(content);
    return () => {
      remove();
      setElement(null);
    };
  }, [popup, controller, returnFocus]);
  return { popup, open: setPopup, element };
}
