import { useId, useRef } from 'react';
import { findLanguage, type MessageKey } from '@fieldwatch/core';
import { useLanguage } from '../provider/useLanguage.js';
import { useT } from '../i18n/useT.js';
import { Icon } from './icons.js';
import { mediaAccept, megabytes, type PendingFile, type UploadStatus } from './mediaFiles.js';
import type { MediaFilesState } from './useMediaFiles.js';
import * as styles from './MediaFilesField.css.js';

interface MediaFilesFieldProps {
  label: string;
  hint?: string;
  media: MediaFilesState;
  /** no adding or removing while a save runs */
  disabled?: boolean;
}

const statusKey: Record<UploadStatus, MessageKey> = {
  waiting: 'reportForm.fileWaiting',
  uploading: 'reportForm.fileUploading',
  done: 'reportForm.fileSent',
  failed: 'reportForm.fileFailed',
};

const kindKey = {
  image: 'reportForm.kindImage',
  video: 'reportForm.kindVideo',
  audio: 'reportForm.kindAudio',
  document: 'reportForm.kindDocument',
} as const satisfies Record<PendingFile['kind'], MessageKey>;

/**
 * Media files of a report or a comment (images, video, audio, PDF), several at once, listed with a
 * remove button; during a save each file says whether it waits, uploads, is sent or failed, and a bar
 * counts them.
 */
export function MediaFilesField({ label, hint, media, disabled = false }: MediaFilesFieldProps) {
  const t = useT();
  const language = useLanguage();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { files, problem } = media;
  const sent = files.filter((item) => item.status === 'done').length;
  const uploading = files.some((item) => item.status === 'uploading');
  const size = new Intl.NumberFormat(findLanguage(language)?.tag ?? 'en', { maximumFractionDigits: 1 });

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${inputId}-label`}>
        {label}
      </span>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={mediaAccept}
          disabled={disabled}
          className={styles.input}
          aria-labelledby={`${inputId}-label ${inputId}-button`}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => {
            media.add(Array.from(event.target.files ?? []));
            // the same file may be chosen again after it was removed
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} id={`${inputId}-button`} className={styles.button} data-disabled={disabled || undefined}>
          <Icon name="paperclip" />
          {t('reportForm.attachFiles')}
        </label>
      </div>
      <p id={`${inputId}-error`} className={styles.error} aria-live="polite">
        {problem ? t(problem.key, problem.values) : null}
      </p>
      {files.length > 0 ? (
        <>
          {uploading ? (
            <div className={styles.progress}>
              <progress max={files.length} value={sent} aria-labelledby={`${inputId}-progress`} />
              <span id={`${inputId}-progress`}>{t('reportForm.uploadProgress', { sent, total: files.length })}</span>
            </div>
          ) : null}
          <ul className={styles.list} aria-label={t('reportForm.chosenFiles')}>
            {files.map((item) => (
              <li key={item.id} className={styles.item} data-status={item.status}>
                <span className={styles.kind}>{t(kindKey[item.kind])}</span>
                <span className={styles.name} dir="auto">
                  {item.file.name}
                </span>
                <span className={styles.size}>
                  {item.file.size < 1024 * 1024
                    ? t('reportForm.fileSizeKb', { size: size.format(Math.max(1, Math.round(item.file.size / 1024))) })
                    : t('reportForm.fileSize', { size: size.format(megabytes(item.file.size)) })}
                </span>
                <span className={styles.status} role={item.status === 'failed' ? 'alert' : undefined}>
                  {t(statusKey[item.status])}
                  {item.status === 'failed' && item.error ? `: ${t(item.error)}` : null}
                </span>
                {item.status === 'done' || item.status === 'uploading' ? null : (
                  <button
                    type="button"
                    className={styles.remove}
                    disabled={disabled}
                    onClick={() => media.remove(item.id)}
                    aria-label={t('reportForm.removeFile', { name: item.file.name })}
                  >
                    <Icon name="close" size={16} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
