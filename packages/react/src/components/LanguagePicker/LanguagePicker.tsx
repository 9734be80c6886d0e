import clsx from 'clsx';
import type { LanguageCode } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useEnabledLanguages } from '../../internal/enabledLanguages.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { Select } from '../Select/index.js';
import * as styles from './LanguagePicker.css.js';

export interface LanguagePickerProps {
  /** Called with the chosen language code; the host saves it and re-renders the provider. */
  onChange: (code: LanguageCode) => void;
  /**
   * The selected language.
   * @default the provider's language
   */
  value?: LanguageCode;
  /** Id of the select, when two pickers share a page. */
  id?: string;
  className?: string;
}

/**
 * The interface languages the Administrator enabled (of en, fr, es, pt, ta, cn, ar), labelled
 * "Language": from the options when signed in, else from the server's handshake. The language selected
 * stays listed even when it is no longer enabled, so nobody is stuck in it.
 */
export function LanguagePicker({ onChange, value, id, className }: LanguagePickerProps) {
  const t = useT();
  const current = useLanguage();
  // each language under its own name, marked with its language so screen readers say it right
  const choices = useEnabledLanguages([value ?? current]).map((l) => ({ value: l.code, label: l.name, lang: l.tag }));
  return (
    <div className={clsx(styles.root, className)}>
      <Select
        id={id}
        label={t('nav.language')}
        options={choices}
        value={value ?? current}
        onChange={(event) => onChange(event.target.value as LanguageCode)}
      />
    </div>
  );
}
