import { useId } from 'react';
import type { BasemapChoice, LanguageCode, Layer } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import type { MarkerState } from './mapController.js';
import { layerName } from './useMapOverlays.js';
import * as styles from './ReportMap.css.js';

export interface MapOptionsProps {
  basemap: BasemapChoice;
  /** satellite is offered only when an administrator set it up (option basemap_satellite) */
  satellite: boolean;
  onBasemap: (basemap: BasemapChoice) => void;
  layers: Layer[];
  layersStatus: 'idle' | 'loading' | 'ready' | 'error';
  hiddenLayers: readonly number[];
  failedLayers: ReadonlySet<number>;
  onLayerShown: (layerId: number, shown: boolean) => void;
  language: LanguageCode;
}

const states: MarkerState[] = ['open', 'verified', 'urgent', 'closed'];

/** The map's options panel: the basemap (map or satellite), the layers each user turns on and off, and what the marker colors mean. */
export function MapOptions({
  basemap,
  satellite,
  onBasemap,
  layers,
  layersStatus,
  hiddenLayers,
  failedLayers,
  onLayerShown,
  language,
}: MapOptionsProps) {
  const t = useT();
  const name = useId();
  return (
    <div className={styles.options}>
      {satellite ? (
        <fieldset className={styles.optionGroup}>
          <legend className={styles.optionLegend}>{t('map.basemap')}</legend>
          {(['map', 'satellite'] as const).map((choice) => (
            <label key={choice} className={styles.optionRow}>
              <input type="radio" name={name} value={choice} checked={basemap === choice} onChange={() => onBasemap(choice)} />
              {t(`map.basemap.${choice}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {layers.length > 0 || layersStatus === 'error' ? (
        <fieldset className={styles.optionGroup}>
          <legend className={styles.optionLegend}>{t('map.layers')}</legend>
          {layersStatus === 'error' ? <p role="alert">{t('map.layersError')}</p> : null}
          {layers.map((layer) => {
            const label = layerName(layer, language);
            return (
              <div key={layer.id}>
                <label className={styles.optionRow}>
                  <input
                    type="checkbox"
                    checked={!hiddenLayers.includes(layer.id)}
                    onChange={(event) => onLayerShown(layer.id, event.target.checked)}
                  />
                  <span className={styles.layerSwatch} style={{ background: layer.colour }} aria-hidden="true" />
                  {label}
                </label>
                {failedLayers.has(layer.id) && !hiddenLayers.includes(layer.id) ? (
                  <p className={styles.optionError}>{t('map.layerError', { name: label })}</p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <div className={styles.optionGroup}>
        <p className={styles.optionLegend}>{t('map.legend')}</p>
        <ul className={styles.legend}>
          {states.map((state) => (
            <li key={state} className={styles.optionRow}>
              <span className={styles.itemDot[state]} aria-hidden="true" />
              {t(`map.marker.${state}`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
