import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useT } from '../../i18n/useT.js';
import * as fileStyles from '../../internal/MediaFilesField.css.js';
import type { LayerFormValues } from './layerFormValues.js';
import * as styles from './AdminLayers.css.js';

interface LayerColourFieldProps {
  register: UseFormRegister<LayerFormValues>;
  /** the colour chosen so far, shown as text beside the swatch */
  colour: string;
  error: string | undefined;
}

/** The layer's colour: a native colour input with its hex value written out beside it. */
export function LayerColourField({ register, colour, error }: LayerColourFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.colourField}>
      <label htmlFor={`${id}-colour`} className={styles.legend}>
        {t('layers.colour')}
      </label>
      <span className={styles.colourControl}>
        <input id={`${id}-colour`} type="color" className={styles.colourInput} aria-describedby={`${id}-colour-value`} {...register('colour')} />
        <span id={`${id}-colour-value`} className={styles.colourValue} dir="ltr">
          {colour}
        </span>
      </span>
      <p className={fileStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
