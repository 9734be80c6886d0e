import { useController, type Control } from 'react-hook-form';
import type { Options } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { CoordinateInput } from '../CoordinateInput/index.js';
import { Select } from '../Select/index.js';
import { zoomChoices, type MapSettingsValues } from './mapSettingsValues.js';
import * as styles from './MapSettings.css.js';

interface ViewFieldsProps {
  control: Control<MapSettingsValues>;
  /** the options the form started from: a stored zoom outside the choices stays offered */
  options: Options;
  /** changes whenever the fields take values from outside, so the DMS fields show them */
  coordinatesKey: number;
  disabled: boolean;
}

/** The center and zoom every map opens at: the fields "Use this view" writes into. */
export function ViewFields({ control, options, coordinatesKey, disabled }: ViewFieldsProps) {
  const t = useT();
  const message = useValidationMessage();
  const latitude = useController({ control, name: 'latitude' });
  const longitude = useController({ control, name: 'longitude' });
  // a controlled select: its value follows reset() and "Use this view" whatever the DOM does with refs
  const zoom = useController({ control, name: 'zoom' });
  // the ref apart from the value and handlers that render reads: an object that holds a ref counts as a ref
  const { ref: zoomRef, ...zoomField } = zoom.field;
  const axis = (name: 'latitude' | 'longitude') => (name === 'latitude' ? latitude : longitude).field;
  const zoomOptions = (zoomChoices.includes(options.zoom) ? zoomChoices : [...zoomChoices, options.zoom]).map((value) => ({
    value,
    label: value,
  }));

  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{t('mapSettings.viewSection')}</legend>
      <CoordinateInput
        key={coordinatesKey}
        legend={t('mapSettings.center')}
        latitude={latitude.field.value}
        longitude={longitude.field.value}
        onChange={(name, text) => axis(name).onChange(text)}
        onBlur={(name) => axis(name).onBlur()}
        inputRef={(name, element) => axis(name).ref(element)}
        latitudeError={message(latitude.fieldState.error?.message)}
        longitudeError={message(longitude.fieldState.error?.message)}
      />
      <Select
        label={t('mapSettings.zoom')}
        hint={t('mapSettings.zoomHint')}
        options={zoomOptions}
        error={message(zoom.fieldState.error?.message)}
        ref={zoomRef}
        name={zoomField.name}
        value={zoomField.value}
        onChange={(event) => zoomField.onChange(event.target.value)}
        onBlur={zoomField.onBlur}
      />
    </fieldset>
  );
}
