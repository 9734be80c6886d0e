import type { useT } from '../../i18n/useT.js';
import type { MapColors } from './mapController.js';

/** Colors of the map's own drawing, from the theme's custom properties (so partners restyle them too). */
export function colorsOf(element: HTMLElement): MapColors {
  const css = getComputedStyle(element);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const primary = read('--fw-color-primary', '#1f5f8b');
  return {
    fill: primary,
    ring: 'rgba(255, 255, 255, 0.9)',
    text: read('--fw-color-on-primary', '#ffffff'),
    markers: {
      open: primary,
      verified: read('--fw-color-success', '#1d7a46'),
      urgent: read('--fw-color-danger', '#b3261e'),
      closed: read('--fw-color-text-muted', '#5c6670'),
    },
    markerOutline: '#ffffff',
    focus: read('--fw-color-focus', '#111111'),
  };
}

/** MapLibre's own control texts in the interface language. */
export const controlTexts = (t: ReturnType<typeof useT>) => ({
  'NavigationControl.ZoomIn': t('map.control.zoomIn'),
  'NavigationControl.ZoomOut': t('map.control.zoomOut'),
  'Popup.Close': t('map.control.close'),
  'AttributionControl.ToggleAttribution': t('map.control.attribution'),
});
