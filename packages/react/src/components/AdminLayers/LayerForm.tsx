import { useEffect, useId, useRef } from 'react';
import { findLanguage, layerNameIn, type Layer } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { Button } from '../Button/index.js';
import { LayerColorField } from './LayerColorField.js';
import { LayerNameFields } from './LayerNameFields.js';
import { LayerSourceFields } from './LayerSourceFields.js';
import { useLayerErrorText } from './useLayerErrorText.js';
import { useLayerForm } from './useLayerForm.js';
import { useLayerFormSubmit } from './useLayerFormSubmit.js';
import * as styles from './AdminLayers.css.js';

export interface LayerFormProps {
  organizationId: number;
  /** the layer to edit; without it the form creates one */
  layer?: Layer | undefined;
  /** locales whose name is required (option `languages_enabled`) */
  locales: readonly string[];
  /** color of a new layer */
  color: string;
  headingLevel: 3 | 4;
  onSaved: (layer: Layer) => void;
  onCancel: () => void;
}

/**
 * Create or edit one layer (the rules are in docs/layers.md): a name per enabled language, raster
 * URL or vector source (a Mapbox tileset with its layer name and geometry, or an uploaded file), color.
 * Checked with core's rules as the user types; the server's field errors show beside their fields.
 */
export function LayerForm({ organizationId, layer, locales, color, headingLevel, onSaved, onCancel }: LayerFormProps) {
  const t = useT();
  const language = useLanguage();
  const errorText = useLayerErrorText();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const { form, defaultValues, watched } = useLayerForm({ layer, locales, color });
  const submit = useLayerFormSubmit({ form, organizationId, layer, locales, onSaved });
  const {
    register,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const fields = { register, errors, errorText };

  // the form opens where the user is not: move there, and say which layer it is about
  useEffect(() => heading.current?.focus(), []);

  const title = layer
    ? t('layers.editTitle', { name: layerNameIn(layer, findLanguage(language)?.locale ?? 'en_US') })
    : t('layers.createTitle');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className={styles.form}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {title}
      </Heading>

      <LayerNameFields locales={locales} {...fields} />
      <LayerSourceFields
        layer={layer}
        type={watched.type}
        vectorSource={watched.vectorSource}
        file={watched.file}
        setValue={setValue}
        defaultGeometry={defaultValues.vectorGeometry}
        {...fields}
      />
      <LayerColorField register={register} color={watched.color} error={errorText(errors.color?.message)} />

      <div className={styles.formActions}>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('layers.saving') : layer ? t('layers.save') : t('layers.create')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
