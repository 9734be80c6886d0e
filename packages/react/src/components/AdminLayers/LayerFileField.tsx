import { useId } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { limits, type Layer } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Icon } from '../../internal/icons.js';
import * as fileStyles from '../../internal/MediaFilesField.css.js';
import { layerFileAccept, type LayerFormValues } from './layerFormValues.js';
import { layerUploadMaxMegabytes } from './useLayerErrorText.js';
import * as styles from './AdminLayers.css.js';

interface LayerFileFieldProps {
  /** the layer being edited, whose stored file the field mentions */
  layer: Layer | undefined;
  /** the file chosen so far */
  file: File | null;
  setValue: UseFormSetValue<LayerFormValues>;
  error: string | undefined;
}

/**
 * The file of a vector layer: a native file input behind a button-like label, with the stored file's
 * feature count and the chosen file's name; the input is emptied after each choice so the same file
 * can be chosen again.
 */
export function LayerFileField({ layer, file, setValue, error }: LayerFileFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={fileStyles.field}>
      <span className={fileStyles.label} id={`${id}-file-label`}>
        {t('layers.file')}
      </span>
      <p className={fileStyles.hint} id={`${id}-file-hint`}>
        {t('layers.fileHint', { size: layerUploadMaxMegabytes, features: limits.layerFeaturesMax })}
      </p>
      {layer?.file ? <p className={fileStyles.hint}>{t('layers.currentFile', { count: layer.file.features })}</p> : null}
      <div>
        <input
          id={`${id}-file`}
          type="file"
          accept={layerFileAccept}
          className={fileStyles.input}
          aria-labelledby={`${id}-file-label ${id}-file-button`}
          aria-describedby={[`${id}-file-hint`, error ? `${id}-file-error` : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setValue('file', event.target.files?.[0] ?? null, { shouldValidate: true, shouldDirty: true });
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} id={`${id}-file-button`} className={fileStyles.button}>
          <Icon name="paperclip" />
          {t('layers.chooseFile')}
        </label>
      </div>
      {file ? (
        <p className={styles.chosen} dir="auto">
          {t('layers.chosenFile', { name: file.name })}
        </p>
      ) : null}
      <p id={`${id}-file-error`} className={fileStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
