import { useId, useState } from 'react';
import {
  deletePublicSiteImage,
  FieldwatchError,
  isValidationKey,
  publicSiteImageOptions,
  publicSiteImageUrl,
  uploadPublicSiteImage,
  type MessageKey,
  type OptionsState,
  type PublicSiteImageKind,
} from '@fieldwatch/core';
import { Icon } from '../../internal/icons.js';
import * as fileStyles from '../../internal/MediaFilesField.css.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useOptions, useOptionsStore } from '../../provider/useOptions.js';
import { Button } from '../Button/index.js';
import * as styles from './PublicSiteSettings.css.js';

const words = {
  cover: {
    label: 'publicSite.coverImage',
    hint: 'publicSite.coverImageHint',
    alt: 'publicSite.currentCover',
    remove: 'publicSite.removeCover',
  },
  about: {
    label: 'publicSite.aboutImage',
    hint: 'publicSite.aboutImageHint',
    alt: 'publicSite.currentAbout',
    remove: 'publicSite.removeAbout',
  },
} as const satisfies Record<PublicSiteImageKind, Record<string, MessageKey>>;

type Busy = 'uploading' | 'removing' | null;

/** The reason beside the field when the server refuses an image: too large, not an image, or its own key. */
function refusalOf(error: unknown): { key: MessageKey } | { validation: string } | null {
  if (!(error instanceof FieldwatchError)) return null;
  if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') return { key: 'api.PAYLOAD_TOO_LARGE' };
  const field = error.fields.file ?? Object.values(error.fields)[0];
  if (field) return { validation: field };
  return error.status === 400 || error.status === 415 ? { key: 'notice.uploadError' } : null;
}

/**
 * One image of the public site (the cover or the about-us image): what is stored, shown as it will be;
 * choose a file to upload it at once (`POST /options/public-image/{kind}`), or remove it (`DELETE`). The
 * image is saved by itself, not by the form's Save button.
 */
export function PublicSiteImageField({ kind }: { kind: PublicSiteImageKind }) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const store = useOptionsStore();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const option = publicSiteImageOptions[kind];
  const value = useOptions((s: OptionsState) => s.options?.[option] ?? '');
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const url = publicSiteImageUrl(client, value);

  const upload = async (file: File) => {
    // the server sniffs the content too; this only spares a pointless upload
    if (file.type && !file.type.startsWith('image/')) {
      setProblem(message('invalidFileType') ?? null);
      return;
    }
    setBusy('uploading');
    setProblem(null);
    try {
      const stored = await uploadPublicSiteImage(client, kind, file);
      store.getState().merge({ [option]: stored.value });
      alerts.getState().push('success', 'publicSite.imageSaved');
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        setProblem(
          'key' in refusal ? t(refusal.key) : (message(isValidationKey(refusal.validation) ? refusal.validation : 'invalidValue') ?? null),
        );
        alerts.getState().push('error', 'notice.uploadError');
      } else showError(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('removing');
    setProblem(null);
    try {
      await deletePublicSiteImage(client, kind);
      store.getState().merge({ [option]: '' });
      alerts.getState().push('success', 'publicSite.imageRemoved');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const describedBy = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={fileStyles.field} role="group" aria-labelledby={`${id}-label`} aria-busy={busy !== null}>
      <span className={fileStyles.label} id={`${id}-label`}>
        {t(words[kind].label)}
      </span>
      <p className={fileStyles.hint} id={`${id}-hint`}>
        {t(words[kind].hint)}
      </p>
      <div className={styles.imageFrame}>
        {url ? (
          <img src={url} alt={t(words[kind].alt)} className={styles.image} data-kind={kind} />
        ) : (
          <p className={styles.noImage}>{t('publicSite.noImage')}</p>
        )}
      </div>
      <div className={styles.imageActions}>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          disabled={busy !== null}
          className={fileStyles.input}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // the same file may be chosen again after a refusal
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <label htmlFor={`${id}-file`} id={`${id}-button`} className={fileStyles.button} data-disabled={busy !== null ? '' : undefined}>
          <Icon name="paperclip" />
          {busy === 'uploading' ? t('publicSite.uploading') : t(url ? 'publicSite.replaceImage' : 'publicSite.chooseImage')}
        </label>
        {url ? (
          <Button variant="secondary" busy={busy === 'removing'} disabled={busy !== null} onClick={() => void remove()}>
            {busy === 'removing' ? t('publicSite.removing') : t(words[kind].remove)}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-error`} className={fileStyles.error} aria-live="polite">
        {problem}
      </p>
    </div>
  );
}
