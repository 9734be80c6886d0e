import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import {
  createLayer,
  findLanguage,
  layerGeometries,
  layerNameIn,
  limits,
  updateLayer,
  type Layer,
  type LayerRules,
  type MessageKey,
} from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { Icon } from '../../internal/icons.js';
import * as fileStyles from '../../internal/MediaFilesField.css.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { Button } from '../Button/index.js';
import { Select } from '../Select/index.js';
import { TextField } from '../TextField/index.js';
import {
  emptyLayerValues,
  layerChangesOf,
  layerFileAccept,
  layerFormResolver,
  layerInputOf,
  layerValuesOf,
  serverLayerFields,
  type LayerFormValues,
} from './layerFormValues.js';
import * as styles from './AdminLayers.css.js';

export interface LayerFormProps {
  organizationId: number;
  /** the layer to edit; without it the form creates one */
  layer?: Layer | undefined;
  /** locales whose name is required (option `languages_enabled`) */
  locales: readonly string[];
  /** colour of a new layer */
  colour: string;
  headingLevel: 3 | 4;
  onSaved: (layer: Layer) => void;
  onCancel: () => void;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The form's own messages and their values; everything else is a validation key (docs/validation.md). */
const formMessages: Record<string, [MessageKey, Record<string, number>?]> = {
  'layers.fileTooLarge': ['layers.fileTooLarge', { size: megabytes(limits.layerUploadMaxBytes) }],
};

/**
 * Create or edit one layer (the rules are in docs/layers.md): a name per enabled language, raster
 * URL or vector source (a Mapbox tileset with its layer name and geometry, or an uploaded file), colour.
 * Checked with core's rules as the user types; the server's field errors show beside their fields.
 */
export function LayerForm({ organizationId, layer, locales, colour, headingLevel, onSaved, onCancel }: LayerFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const language = useLanguage();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const rules: LayerRules = useMemo(() => ({ locales }), [locales]);
  const hasStoredFile = layer?.file != null;
  const defaultValues = useMemo(() => (layer ? layerValuesOf(layer, locales) : emptyLayerValues(locales, colour)), []);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LayerFormValues>({ resolver: layerFormResolver(rules, hasStoredFile), defaultValues, mode: 'onTouched' });
  const [type, source, file, chosenColour] = useWatch({ control, name: ['type', 'vectorSource', 'file', 'colour'] });

  // the form opens where the user is not: move there, and say which layer it is about
  useEffect(() => heading.current?.focus(), []);

  const errorText = (key: string | undefined) => {
    if (!key) return undefined;
    const own = formMessages[key];
    return own ? t(own[0], own[1]) : message(key);
  };

  const submit = handleSubmit(async (values) => {
    const upload = values.type === 'vector' && values.vectorSource === 'file' && values.file ? { blob: values.file, name: values.file.name } : undefined;
    try {
      let saved: Layer;
      if (layer) {
        const changes = layerChangesOf(layer, values);
        if (Object.keys(changes).length === 0 && !upload) {
          alerts.getState().push('info', 'layers.noChanges');
          return;
        }
        saved = await updateLayer(client, organizationId, layer.id, changes, upload);
        alerts.getState().push('success', 'layers.updated');
      } else {
        saved = await createLayer(client, organizationId, layerInputOf(values), upload);
        alerts.getState().push('success', 'layers.created');
      }
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, setError, serverLayerFields(locales) as Record<string, Path<LayerFormValues>>);
      showError(error);
    }
  });

  const fileError = errorText(errors.file?.message);
  const title = layer ? t('layers.editTitle', { name: layerNameIn(layer, findLanguage(language)?.locale ?? 'en_US') }) : t('layers.createTitle');

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={styles.form}>
      <Heading id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.formTitle}>
        {title}
      </Heading>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('layers.names')}</legend>
        <p className={styles.hint}>{t('layers.namesHint', { max: limits.layerNameMax })}</p>
        <div className={styles.names}>
          {locales.map((locale) => {
            const named = findLanguage(locale);
            return (
              <TextField
                key={locale}
                label={t('layers.nameIn', { language: named?.name ?? locale })}
                lang={named?.tag}
                dir="auto"
                autoComplete="off"
                error={errorText(errors.names?.[locale]?.message)}
                {...register(`names.${locale}`)}
              />
            );
          })}
        </div>
      </fieldset>

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

          {source === 'mapbox' ? (
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
              <TextField label={t('layers.layerName')} dir="ltr" autoComplete="off" spellCheck={false} error={errorText(errors.vectorLayerName?.message)} {...register('vectorLayerName')} />
              <Select
                label={t('layers.geometry')}
                options={[{ value: '', label: t('layers.geometry.choose') }, ...layerGeometries.map((value) => ({ value, label: t(`layers.geometry.${value}`) }))]}
                error={errorText(errors.vectorGeometry?.message)}
                // react-hook-form sets the value through the ref; React picks the option on mount from this
                defaultValue={defaultValues.vectorGeometry}
                {...register('vectorGeometry')}
              />
            </>
          ) : (
            <div className={fileStyles.field}>
              <span className={fileStyles.label} id={`${id}-file-label`}>
                {t('layers.file')}
              </span>
              <p className={fileStyles.hint} id={`${id}-file-hint`}>
                {t('layers.fileHint', { size: megabytes(limits.layerUploadMaxBytes), features: limits.layerFeaturesMax })}
              </p>
              {layer?.file ? <p className={fileStyles.hint}>{t('layers.currentFile', { count: layer.file.features })}</p> : null}
              <div>
                <input
                  ref={fileInput}
                  id={`${id}-file`}
                  type="file"
                  accept={layerFileAccept}
                  className={fileStyles.input}
                  aria-labelledby={`${id}-file-label ${id}-file-button`}
                  aria-describedby={[`${id}-file-hint`, fileError ? `${id}-file-error` : null].filter(Boolean).join(' ')}
                  aria-invalid={fileError ? true : undefined}
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
                {fileError}
              </p>
            </div>
          )}
        </>
      )}

      <div className={styles.colourField}>
        <label htmlFor={`${id}-colour`} className={styles.legend}>
          {t('layers.colour')}
        </label>
        <span className={styles.colourControl}>
          <input id={`${id}-colour`} type="color" className={styles.colourInput} aria-describedby={`${id}-colour-value`} {...register('colour')} />
          <span id={`${id}-colour-value`} className={styles.colourValue} dir="ltr">
            {chosenColour}
          </span>
        </span>
        <p className={fileStyles.error} aria-live="polite">
          {errorText(errors.colour?.message)}
        </p>
      </div>

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
