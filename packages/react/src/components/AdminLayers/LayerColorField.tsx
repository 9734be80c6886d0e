import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useT } from '../../i18n/useT.js';
import * as fileStyles from '../../internal/MediaFilesField.css.js';
import type { LayerFormValues } from './layerFormValues.js';
import * as styles from './AdminLayers.css.js';

interface LayerColorFieldProps {
  register: UseFormRegister<LayerFormValues>;
  /** the color chosen so far, shown as text beside the swatch */
  color: string;
  error: string | undefined;
}

/** The layer's color: a native color input with its hex value written out beside it. */
export function LayerColorField({ register, color, error }: LayerColorFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.colorField}>
      <label htmlFor={`${id}-color`} className={styles.legend}>
        {t('layers.color')}
      </label>
      <span className={styles.colorControl}>
        <input
          id={`${id}-color`}
          type="color"
          className={styles.colorInput}
          aria-describedby={`${id}-color-value`}
          {...register('color')}
        />
        <span id={`${id}-color-value`} className={styles.colorValue} dir="ltr">
          {color}
        </span>
      </span>
      <p className={fileStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
