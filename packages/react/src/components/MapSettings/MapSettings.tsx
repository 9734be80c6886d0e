import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  basemapFor,
  basemapSource,
  isBasemapAccepted,
  parseCoordinate,
  type BasemapChoice,
  type Options,
} from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useOptionsSave } from '../../internal/useOptionsSave.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useMapService } from '../../map/mapService.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { Button } from '../Button/index.js';
import { CoordinateInput } from '../CoordinateInput/index.js';
import { Select } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import { MapPreview, type PreviewView } from './MapPreview.js';
import { mapSettingsChanges, mapSettingsResolver, mapSettingsValues, viewValues, zoomChoices, type MapSettingsValues } from './mapSettingsValues.js';
import * as styles from './MapSettings.css.js';

export interface MapSettingsProps {
  /** Called after a save with every option as stored. */
  onSaved?: (options: Options) => void;
  /**
   * Level of the screen's heading; its sections use the next level.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}


// Addresses shown as examples (they are addresses, not words: the same in every language).
const examples: Record<BasemapChoice, readonly string[]> = {
  map: ['https://demotiles.maplibre.org/style.json', 'mapbox://styles/mapbox/streets-v12'],
  satellite: ['https://{s}.tiles.example.org/{z}/{x}/{y}.jpg', 'mapbox://styles/mapbox/satellite-v9'],
};

/** Waits until a typed value rests before the preview loads it (a style per keystroke would be wasteful). */
function useResting<T>(value: T, ms = 600): T {
  const [resting, setResting] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setResting(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return resting;
}

/**
 * The admin Settings → map screen: the default centre and zoom of every map (options latitude,
 * longitude, zoom; zoom 0–22) and its two basemaps (map and satellite), with a live preview. Saves only
 * what changed through `PUT /options` and says "Settings saved".
 * For the Administrator: the server refuses anyone else.
 */
export function MapSettings({ onSaved, headingLevel = 1 }: MapSettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('mapSettings.loadFailed')} retry={t('mapSettings.retry')}>
      {(options) => <MapSettingsForm options={options} onSaved={onSaved} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

interface FormProps {
  options: Options;
  onSaved: MapSettingsProps['onSaved'];
  headingLevel: HeadingLevel;
}

function MapSettingsForm({ options, onSaved, headingLevel }: FormProps) {
  const t = useT();
  const message = useValidationMessage();
  const alerts = useAlertsStore();
  const service = useMapService();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<MapSettingsValues>({ resolver: mapSettingsResolver, defaultValues: mapSettingsValues(options), mode: 'onTouched', shouldFocusError: false });
  const latitude = useController({ control, name: 'latitude' });
  const longitude = useController({ control, name: 'longitude' });
  // a controlled select: its value follows reset() and "Use this view" whatever the DOM does with refs
  const zoomField = useController({ control, name: 'zoom' });
  const zoom = zoomField.field.value;
  const [mapValue, satelliteValue, attribution] = useWatch({ control, name: ['basemap_map', 'basemap_satellite', 'basemap_satellite_attribution'] });
  const [previewing, setPreviewing] = useState<BasemapChoice>('map');
  // CoordinateInput keeps its DMS fields to itself: a new key shows values set from outside
  const [coordinatesKey, setCoordinatesKey] = useState(0);

  // The preview draws the last value each field accepts, once typing rests.
  const restingMap = useResting(mapValue);
  const restingSatellite = useResting(satelliteValue);
  const accepted = useRef({ map: options.basemap_map, satellite: options.basemap_satellite });
  if (isBasemapAccepted('map', restingMap)) accepted.current.map = restingMap;
  if (isBasemapAccepted('satellite', restingSatellite)) accepted.current.satellite = restingSatellite;
  const styleUrl = service?.style_url ?? '';
  const mapSource = basemapFor('map', { basemap_map: accepted.current.map, basemap_satellite: '' }, styleUrl);
  const satelliteSource = basemapFor('satellite', {
    basemap_map: '',
    basemap_satellite: accepted.current.satellite,
    basemap_satellite_attribution: attribution,
  });
  const shown = previewing === 'satellite' && satelliteSource ? satelliteSource : mapSource;

  const numberOr = (value: number | string) => (typeof value === 'number' ? value : null);
  const previewLatitude = numberOr(parseCoordinate('latitude', latitude.field.value));
  const previewLongitude = numberOr(parseCoordinate('longitude', longitude.field.value));
  const previewZoom = zoom.trim() !== '' && Number.isFinite(Number(zoom)) ? Number(zoom) : null;

  // Mapbox styles need the server's token; say so before the admin wonders why the preview is plain.
  const typedMapbox = [mapValue, satelliteValue].some((value) => basemapSource(value).kind === 'mapbox');
  const tokenMissing = service !== null && !service.mapbox_token && (typedMapbox || basemapSource(styleUrl).kind === 'mapbox');

  // after a refused save, the first field with an error gets focus in the order shown
  useEffect(() => {
    if (submitCount) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const takeView = (view: PreviewView) => {
    const values = viewValues(view);
    for (const name of ['latitude', 'longitude', 'zoom'] as const) setValue(name, values[name], { shouldDirty: true, shouldValidate: true });
    setCoordinatesKey((n) => n + 1);
    alerts.getState().push('info', 'mapSettings.viewUsed');
  };

  const submit = handleSubmit(
    useOptionsSave({
      options,
      changesOf: mapSettingsChanges,
      noChanges: 'mapSettings.noChanges',
      setError,
      onStored: (saved) => {
        reset(mapSettingsValues(saved));
        setCoordinatesKey((n) => n + 1);
      },
      onSaved,
    }),
  );

  const exampleList = (choice: BasemapChoice): ReactNode => (
    <span className={styles.examples}>
      {t('mapSettings.examples')}{' '}
      {examples[choice].map((example) => (
        <code key={example} dir="ltr" className={styles.example}>
          {example}
        </code>
      ))}
    </span>
  );
  const zoomOptions = (zoomChoices.includes(options.zoom) ? zoomChoices : [...zoomChoices, options.zoom]).map((value) => ({ value, label: value }));
  const satelliteOffered = satelliteSource !== null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={headingId}>
        {t('mapSettings.title')}
      </Heading>
      <p className={form.intro}>{t('mapSettings.intro')}</p>

      <div className={styles.columns}>
        <div>
          <fieldset className={styles.section} disabled={isSubmitting}>
            <legend className={styles.legend}>{t('mapSettings.viewSection')}</legend>
            <CoordinateInput
              key={coordinatesKey}
              legend={t('mapSettings.centre')}
              latitude={latitude.field.value}
              longitude={longitude.field.value}
              onChange={(axis, text) => (axis === 'latitude' ? latitude : longitude).field.onChange(text)}
              onBlur={(axis) => (axis === 'latitude' ? latitude : longitude).field.onBlur()}
              inputRef={(axis, element) => (axis === 'latitude' ? latitude : longitude).field.ref(element)}
              latitudeError={message(errors.latitude?.message)}
              longitudeError={message(errors.longitude?.message)}
            />
            <Select
              label={t('mapSettings.zoom')}
              hint={t('mapSettings.zoomHint')}
              options={zoomOptions}
              error={message(errors.zoom?.message)}
              ref={zoomField.field.ref}
              name={zoomField.field.name}
              value={zoom}
              onChange={(event) => zoomField.field.onChange(event.target.value)}
              onBlur={zoomField.field.onBlur}
            />
          </fieldset>

          <fieldset className={styles.section} disabled={isSubmitting}>
            <legend className={styles.legend}>{t('mapSettings.basemapsSection')}</legend>
            <TextField
              label={t('mapSettings.map')}
              hint={
                <>
                  {styleUrl ? t('mapSettings.mapHintServer', { url: styleUrl }) : t('mapSettings.mapHint')}
                  {exampleList('map')}
                </>
              }
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              inputMode="url"
              error={message(errors.basemap_map?.message)}
              onFocus={() => setPreviewing('map')}
              {...register('basemap_map')}
            />
            <TextField
              label={t('mapSettings.satellite')}
              hint={
                <>
                  {t('mapSettings.satelliteHint')}
                  {exampleList('satellite')}
                </>
              }
              dir="ltr"
              spellCheck={false}
              autoComplete="off"
              inputMode="url"
              error={message(errors.basemap_satellite?.message)}
              onFocus={() => setPreviewing('satellite')}
              {...register('basemap_satellite')}
            />
            <TextField
              label={t('mapSettings.attribution')}
              hint={t('mapSettings.attributionHint')}
              autoComplete="off"
              error={message(errors.basemap_satellite_attribution?.message)}
              onFocus={() => setPreviewing('satellite')}
              {...register('basemap_satellite_attribution')}
            />
            {tokenMissing ? (
              <p className={styles.note} role="note">
                {t('mapSettings.noMapboxToken')}
              </p>
            ) : null}
          </fieldset>
        </div>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('mapSettings.preview')}</legend>
          <div role="radiogroup" aria-label={t('mapSettings.previewShows')} className={styles.choices}>
            {(['map', 'satellite'] as const).map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name={`${headingId}-preview`}
                  value={choice}
                  checked={(satelliteOffered ? previewing : 'map') === choice}
                  disabled={choice === 'satellite' && !satelliteOffered}
                  onChange={() => setPreviewing(choice)}
                />
                {t(choice === 'map' ? 'mapSettings.previewMap' : 'mapSettings.previewSatellite')}
              </label>
            ))}
          </div>
          {service ? (
            <MapPreview
              source={shown}
              mapboxToken={service.mapbox_token}
              latitude={previewLatitude}
              longitude={previewLongitude}
              zoom={previewZoom}
              onUseView={takeView}
            />
          ) : (
            <p role="status">{t('app.loading')}</p>
          )}
        </fieldset>
      </div>

      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting}>
          {t(isSubmitting ? 'mapSettings.saving' : 'common.save')}
        </Button>
      </div>
    </form>
  );
}
