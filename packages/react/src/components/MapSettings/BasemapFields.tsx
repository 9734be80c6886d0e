import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { basemapSource, type BasemapChoice } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { TextField } from '../TextField/index.js';
import type { MapSettingsValues } from './mapSettingsValues.js';
import * as styles from './MapSettings.css.js';

// Addresses shown as examples (they are addresses, not words: the same in every language).
const examples: Record<BasemapChoice, readonly string[]> = {
  map: ['https://demotiles.maplibre.org/style.json', 'mapbox://styles/mapbox/streets-v12'],
  satellite: ['https://{s}.tiles.example.org/{z}/{x}/{y}.jpg', 'mapbox://styles/mapbox/satellite-v9'],
};

function ExampleList({ choice }: { choice: BasemapChoice }): ReactNode {
  const t = useT();
  return (
    <span className={styles.examples}>
      {t('mapSettings.examples')}{' '}
      {examples[choice].map((example) => (
        <code key={example} dir="ltr" className={styles.example}>
          {example}
        </code>
      ))}
    </span>
  );
}

interface BasemapFieldsProps {
  register: UseFormRegister<MapSettingsValues>;
  errors: FieldErrors<MapSettingsValues>;
  /** the server's own map style, the one an empty map field leaves in place (`builtin`: the built-in basemap) */
  styleUrl: string;
  /** a typed Mapbox style (or the server's) cannot be drawn without the server's token */
  tokenMissing: boolean;
  /** the field in focus says which basemap the preview shows */
  onPreview: (choice: BasemapChoice) => void;
  disabled: boolean;
}

/** The map and satellite basemaps with their help, examples and the satellite's attribution. */
export function BasemapFields({ register, errors, styleUrl, tokenMissing, onPreview, disabled }: BasemapFieldsProps) {
  const t = useT();
  const message = useValidationMessage();
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{t('mapSettings.basemapsSection')}</legend>
      <TextField
        label={t('mapSettings.map')}
        hint={
          <>
            {basemapSource(styleUrl).kind === 'offline' ? t('mapSettings.mapHint') : t('mapSettings.mapHintServer', { url: styleUrl })}
            <ExampleList choice="map" />
          </>
        }
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        inputMode="url"
        error={message(errors.basemap_map?.message)}
        onFocus={() => onPreview('map')}
        {...register('basemap_map')}
      />
      <TextField
        label={t('mapSettings.satellite')}
        hint={
          <>
            {t('mapSettings.satelliteHint')}
            <ExampleList choice="satellite" />
          </>
        }
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        inputMode="url"
        error={message(errors.basemap_satellite?.message)}
        onFocus={() => onPreview('satellite')}
        {...register('basemap_satellite')}
      />
      <TextField
        label={t('mapSettings.attribution')}
        hint={t('mapSettings.attributionHint')}
        autoComplete="off"
        error={message(errors.basemap_satellite_attribution?.message)}
        onFocus={() => onPreview('satellite')}
        {...register('basemap_satellite_attribution')}
      />
      {tokenMissing ? (
        <p className={styles.note} role="note">
          {t('mapSettings.noMapboxToken')}
        </p>
      ) : null}
    </fieldset>
  );
}
