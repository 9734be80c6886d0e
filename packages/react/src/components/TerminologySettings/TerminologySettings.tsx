import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import {
  applyLanguageStrings,
  downloadLanguageStrings,
  FieldwatchError,
  findLanguage,
  languages,
  limits,
  previewLanguageStrings,
  resetLanguageStrings,
  type Language,
  type Options,
  type StringsImportResult,
} from '@fieldwatch/core';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { OptionsGate } from '../../internal/OptionsGate.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useLanguage } from '../../provider/useLanguage.js';
import { useLanguageStrings } from '../../resources/hooks.js';
import { enabledLocales } from '../../internal/locales.js';
import { Button } from '../Button/index.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { saveBlob } from '../ExportPanel/index.js';
import { Select } from '../Select/index.js';
import { StringsFileField } from './StringsFileField.js';
import { StringsPreview } from './StringsPreview.js';
import * as styles from './TerminologySettings.css.js';

export interface TerminologySettingsProps {
  /**
   * Level of the screen's heading (its sections take the next one).
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/** A CSV read by the server, not applied yet: what it would change, for the language it was read for. */
interface Preview {
  file: File;
  language: Language;
  result: StringsImportResult;
}

/** A problem of the chosen file before it is sent: not a .csv, or larger than the server takes. */
function fileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return 'invalidFileType';
  if (file.size > limits.stringsCsvMaxBytes) return 'terminology.fileTooLarge';
  return null;
}

/**
 * The admin Settings → Terminology screen (docs/terminology.md): for one of the enabled languages, how
 * many texts are changed now, "Download current strings (CSV)", "Upload a CSV" (checked here for its
 * type and size, then read by the server, which says what it would change, what changes nothing and
 * which lines it leaves out and why), "Apply N changes" or Cancel, and "Reset to the original texts"
 * after a warning. What is applied or reset shows at once in the interface of that language.
 */
export function TerminologySettings({ headingLevel = 1 }: TerminologySettingsProps) {
  const t = useT();
  return (
    <OptionsGate loadFailed={t('terminology.loadFailed')} retry={t('terminology.retry')}>
      {(options) => <Terminology options={options} headingLevel={headingLevel} />}
    </OptionsGate>
  );
}

function Terminology({ options, headingLevel }: { options: Options; headingLevel: HeadingLevel }) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const interfaceLanguage = useLanguage();
  const id = useId();
  const sectionLevel = Math.min(headingLevel + 1, 3) as HeadingLevel;
  const SectionHeading = `h${sectionLevel}` as const;
  const locales = enabledLocales(options);
  const enabled = languages.filter((language) => locales.includes(language.locale));
  const [chosen, setChosen] = useState<string | null>(null);
  const language = findLanguage(chosen) ?? enabled.find((candidate) => candidate.code === interfaceLanguage) ?? enabled[0] ?? languages[0];
  const overrides = useLanguageStrings(language.code);
  const count = overrides.data ? Object.keys(overrides.data).length : null;
  const [preview, setPreview] = useState<Preview | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<'download' | 'preview' | 'apply' | 'reset' | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const uploadHeading = useRef<HTMLHeadingElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // the screen's own key for a file too large; anything else is a validation key (docs/validation.md)
  const errorText = (key: string | undefined) =>
    key === 'terminology.fileTooLarge' ? t(key, { size: Math.round(limits.stringsCsvMaxBytes / (1024 * 1024)) }) : message(key);
  const focusLater = (element: { current: HTMLElement | null }) => setTimeout(() => element.current?.focus(), 0);

  // a preview belongs to the language it was read for
  const shownPreview = preview && preview.language.code === language.code ? preview : null;

  const download = async () => {
    setBusy('download');
    try {
      const file = await downloadLanguageStrings(client, language.code);
      saveBlob(file.blob, file.filename);
      alerts.getState().push('success', 'terminology.downloadStarted');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const read = async (file: File) => {
    setPreview(null);
    const problem = fileProblem(file);
    setFileError(problem ?? undefined);
    if (problem) return;
    setBusy('preview');
    try {
      const result = await previewLanguageStrings(client, language.code, file, file.name);
      setPreview({ file, language, result });
      focusLater(previewHeading);
    } catch (error) {
      const key = error instanceof FieldwatchError ? error.fields.file : undefined;
      if (key) setFileError(key);
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!shownPreview) return;
    setBusy('apply');
    try {
      const result = await applyLanguageStrings(client, language.code, shownPreview.file, shownPreview.file.name);
      alerts.getState().push('success', 'terminology.applied', { count: result.changed.length });
      setPreview(null);
      focusLater(uploadHeading);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const cancel = () => {
    setPreview(null);
    focusLater(uploadHeading);
  };

  const reset = async () => {
    setBusy('reset');
    try {
      await resetLanguageStrings(client, language.code);
      alerts.getState().push('success', 'terminology.resetDone');
      setConfirmingReset(false);
      setPreview(null);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={`${id}-title`}>
        {t('terminology.title')}
      </Heading>
      <p className={form.intro}>{t('terminology.intro')}</p>

      <div className={styles.language}>
        <Select
          label={t('terminology.language')}
          options={enabled.map((candidate) => ({ value: candidate.code, label: candidate.name, lang: candidate.tag }))}
          value={language.code}
          onChange={(event) => {
            setChosen(event.target.value);
            setFileError(undefined);
          }}
        />
      </div>
      <p role="status" className={styles.count}>
        {count === null
          ? overrides.status === 'error'
            ? t('terminology.countFailed')
            : t('terminology.countLoading')
          : t('terminology.overrideCount', { count, language: language.name })}
      </p>

      <div className={form.actions}>
        <Button variant="secondary" busy={busy === 'download'} onClick={() => void download()}>
          {t('terminology.download')}
        </Button>
        <Button variant="secondary" disabled={count === 0 || busy !== null} onClick={() => setConfirmingReset(true)}>
          {t('terminology.reset')}
        </Button>
      </div>

      <section aria-labelledby={`${id}-upload`} className={styles.section}>
        <SectionHeading id={`${id}-upload`} ref={uploadHeading} tabIndex={-1} className={styles.sectionTitle}>
          {t('terminology.uploadSection')}
        </SectionHeading>
        <StringsFileField busy={busy === 'preview'} error={errorText(fileError)} onChoose={(file) => void read(file)} />
      </section>

      {shownPreview ? (
        <StringsPreview
          result={shownPreview.result}
          fileName={shownPreview.file.name}
          level={sectionLevel}
          headingRef={previewHeading}
          applying={busy === 'apply'}
          onApply={() => void apply()}
          onCancel={cancel}
        />
      ) : null}

      <ConfirmDialog
        open={confirmingReset}
        tone="danger"
        title={t('terminology.resetTitle', { language: language.name })}
        confirmLabel={t('terminology.resetConfirm')}
        cancelLabel={t('common.cancel')}
        busy={busy === 'reset'}
        onConfirm={() => void reset()}
        onCancel={() => (busy === 'reset' ? undefined : setConfirmingReset(false))}
      >
        {t('terminology.resetWarning', { language: language.name })}
      </ConfirmDialog>
    </section>
  );
}
