import { findLanguage, limits } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { TextField } from '../TextField/index.js';
import type { LayerFieldProps } from './layerFieldProps.js';
import * as styles from './AdminLayers.css.js';

interface LayerNameFieldsProps extends LayerFieldProps {
  locales: readonly string[];
}

/** A layer's name in every enabled language, each field written in its own language. */
export function LayerNameFields({ locales, register, errors, errorText }: LayerNameFieldsProps) {
  const t = useT();
  return (
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
  );
}
