import { useId } from 'react';
import { limits } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Icon } from '../../internal/icons.js';
import * as fileStyles from '../../internal/MediaFilesField.css.js';

interface StringsFileFieldProps {
  /** while the chosen file is being read by the server */
  busy: boolean;
  error: string | undefined;
  onChoose: (file: File) => void;
}

/** The CSV to upload, in megabytes as the hint says it. */
const stringsCsvMegabytes = Math.round(limits.stringsCsvMaxBytes / (1024 * 1024));

/**
 * The terminology CSV: a native file input behind a button-like label (.csv only), emptied after each
 * choice so that the same file, corrected, can be chosen again.
 */
export function StringsFileField({ busy, error, onChoose }: StringsFileFieldProps) {
  const t = useT();
  const id = useId();
  return (
    <div className={fileStyles.field}>
      <span className={fileStyles.label} id={`${id}-label`}>
        {t('terminology.file')}
      </span>
      <p className={fileStyles.hint} id={`${id}-hint`}>
        {t('terminology.fileHint', { size: stringsCsvMegabytes })}
      </p>
      <div>
        <input
          id={`${id}-input`}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          className={fileStyles.input}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
        <label htmlFor={`${id}-input`} id={`${id}-button`} className={fileStyles.button} data-disabled={busy || undefined}>
          <Icon name="paperclip" />
          {busy ? t('terminology.reading') : t('terminology.chooseFile')}
        </label>
      </div>
      <p id={`${id}-error`} className={fileStyles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
