import { useWatch, type Control } from 'react-hook-form';
import { parseCoordinate, type BasemapChoice, type BasemapSource } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import type { MapService } from '../../map/mapService.js';
import { MapPreview, type PreviewView } from './MapPreview.js';
import type { MapSettingsValues } from './mapSettingsValues.js';
import * as styles from './MapSettings.css.js';

interface PreviewPanelProps {
  control: Control<MapSettingsValues>;
  /** the map service once known (`null` while loading) */
  service: MapService | null;
  /** the basemap to draw */
  source: BasemapSource | null;
  previewing: BasemapChoice;
  onPreview: (choice: BasemapChoice) => void;
  satelliteOffered: boolean;
  /** names the radio group, unique on the page */
  name: string;
  onUseView: (view: PreviewView) => void;
}

const numberOr = (value: number | string) => (typeof value === 'number' ? value : null);

/** The preview's section: which basemap it shows, and the map at the center and zoom the fields hold. */
export function PreviewPanel({ control, service, source, previewing, onPreview, satelliteOffered, name, onUseView }: PreviewPanelProps) {
  const t = useT();
  const [latitude, longitude, zoom] = useWatch({ control, name: ['latitude', 'longitude', 'zoom'] });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('mapSettings.preview')}</legend>
      <div role="radiogroup" aria-label={t('mapSettings.previewShows')} className={styles.choices}>
        {(['map', 'satellite'] as const).map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={previewing === choice}
              disabled={choice === 'satellite' && !satelliteOffered}
              onChange={() => onPreview(choice)}
            />
            {t(choice === 'map' ? 'mapSettings.previewMap' : 'mapSettings.previewSatellite')}
          </label>
        ))}
      </div>
      {service ? (
        <MapPreview
          source={source}
          mapboxToken={service.mapbox_token}
          latitude={numberOr(parseCoordinate('latitude', latitude))}
          longitude={numberOr(parseCoordinate('longitude', longitude))}
          zoom={zoom.trim() !== '' && Number.isFinite(Number(zoom)) ? Number(zoom) : null}
          onUseView={onUseView}
        />
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </fieldset>
  );
}
