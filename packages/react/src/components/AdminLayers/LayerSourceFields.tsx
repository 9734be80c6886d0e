import type { UseFormSetValue } from 'react-hook-form';
import { layerGeometries, type Layer, type LayerType, type LayerVectorSource } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Select } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import type { LayerFieldProps } from './layerFieldProps.js';
import { LayerFileField } from './LayerFileField.js';
import type { LayerFormValues } from './layerFormValues.js';
import * as styles from './AdminLayers.css.js';

interface LayerSourceFieldsProps extends LayerFieldProps {
  layer: Layer | undefined;
  type: LayerType;
  vectorSource: LayerVectorSource;
  file: File | null;
  setValue: UseFormSetValue<LayerFormValues>;
  /** the geometry the form opened with, which the select shows on mount */
  defaultGeometry: LayerFormValues['vectorGeometry'];
}

/**
 * Where the layer's data comes from: its type, then a raster tile URL, or a vector source (a Mapbox
 * tileset with its layer name and geometry, or an uploaded file). Only the chosen source's fields show.
 */
export function LayerSourceFields({
  layer,
  type,
  vectorSource,
  file,
  setValue,
  defaultGeometry,
  register,
  errors,
  errorText,
}: LayerSourceFieldsProps) {
  const t = useT();
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('layers.type')}</legend>
        {(['raster', 'vector'] as const).map((value) => (
          <label key={value} className={styles.radio}>
            <input type="radio" value={value} className={styles.radioInput} {...register('type')} />
            {t(`layers.type.${value}`)}
          </label>
        ))}
      </fieldset>

      {type === 'raster' ? (
        <TextField
          label={t('layers.rasterUrl')}
          hint={t('layers.rasterUrlHint')}
          type="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errorText(errors.raster?.message)}
          {...register('raster')}
        />
      ) : (
        <>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('layers.source')}</legend>
            {(['mapbox', 'file'] as const).map((value) => (
              <label key={value} className={styles.radio}>
                <input type="radio" value={value} className={styles.radioInput} {...register('vectorSource')} />
                {t(`layers.source.${value}`)}
              </label>
            ))}
          </fieldset>

          {vectorSource === 'mapbox' ? (
            <MapboxSourceFields defaultGeometry={defaultGeometry} register={register} errors={errors} errorText={errorText} />
          ) : (
            <LayerFileField layer={layer} file={file} setValue={setValue} error={errorText(errors.file?.message)} />
          )}
        </>
      )}
    </>
  );
}

/** A Mapbox tileset source: the tileset, the layer inside it and the geometry to draw. */
function MapboxSourceFields({
  defaultGeometry,
  register,
  errors,
  errorText,
}: LayerFieldProps & Pick<LayerSourceFieldsProps, 'defaultGeometry'>) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('layers.tileset')}
        hint={t('layers.tilesetHint')}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        error={errorText(errors.vectorTileset?.message)}
        {...register('vectorTileset')}
      />
      <TextField
        label={t('layers.layerName')}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        error={errorText(errors.vectorLayerName?.message)}
        {...register('vectorLayerName')}
      />
      <Select
        label={t('layers.geometry')}
        options={[
          { value: '', label: t('layers.geometry.choose') },
          ...layerGeometries.map((value) => ({ value, label: t(`layers.geometry.${value}`) })),
        ]}
        error={errorText(errors.vectorGeometry?.message)}
        // react-hook-form sets the value through the ref; React picks the option on mount from this
        defaultValue={defaultGeometry}
        {...register('vectorGeometry')}
      />
    </>
  );
}
