import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import {
  limits,
  listOrganizations,
  listTagGroups,
  type MessageKey,
  type Options,
  type Organization,
  type Report,
  type TagGroup,
  type User,
} from '@fieldwatch/core';
import * as form from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { MediaFilesField } from '../../internal/MediaFilesField.js';
import { useMediaFiles } from '../../internal/useMediaFiles.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useOptions } from '../../provider/useOptions.js';
import { useSession } from '../../provider/useSession.js';
import { Button } from '../Button/index.js';
import { CoordinateInput } from '../CoordinateInput/index.js';
import { Select } from '../Select/index.js';
import { TextArea } from '../TextArea/index.js';
import { TextField } from '../TextField/index.js';
import { emptyValues, reportFormResolver, valuesOf, type ReportFormValues } from './reportFormValues.js';
import { TagFields } from './TagFields.js';
import { useReportSave, type SavePhase } from './useReportSave.js';
import * as styles from './ReportForm.css.js';

export interface ReportFormProps {
  /** The report to edit. Without it the form creates a new report. */
  report?: Report;
  /** Called once the report is saved: created and published, or updated, with its media. */
  onSaved?: (report: Report) => void;
  /** Shows a Cancel button that calls this (the host decides whether to ask first). */
  onCancel?: () => void;
  /** Called when the form starts or stops holding unsaved input, for a host's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Ask the browser to confirm closing the tab while there is unsaved input (`beforeunload`).
   * @default true
   */
  warnBeforeUnload?: boolean;
  /**
   * Level of the form's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;

/** Words and the {max} of the form's own keys; everything else is a validation key of spec §8. */
const formMessages: Record<string, [MessageKey, Record<string, number>?]> = {
  'reportForm.hourInvalid': ['reportForm.hourInvalid'],
  'reportForm.minuteInvalid': ['reportForm.minuteInvalid'],
  'reportForm.secondInvalid': ['reportForm.secondInvalid'],
  'reportForm.tagTextExceeded': ['reportForm.tagTextExceeded', { max: limits.tagTextMax }],
};

const phaseLabel: Record<SavePhase, MessageKey> = {
  idle: 'reportForm.save',
  saving: 'reportForm.saving',
  uploading: 'reportForm.uploading',
  publishing: 'reportForm.publishing',
};

/**
 * Spec §2 New report form (and report edit): title, description, event date with hour, minute and
 * second, location in decimal or DMS, tags per group, media files, and the organization when option
 * `organizations_shown` is on. Checked with core's schemas as the user types; Save stays disabled while
 * any field has an error. Saving follows spec §4 (create, upload each file, publish).
 */
export function ReportForm({ report, onSaved, onCancel, onDirtyChange, warnBeforeUnload = true, headingLevel = 1 }: ReportFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const showError = useErrorAlert();
  const user = useSession(selectUser);
  const options = useOptions(selectOptions);
  const headingId = useId();
  const [groups, setGroups] = useState<TagGroup[]>([]);
  const [organizations, setOrganizations] = useState<Organization[]>(() => user?.organizations ?? []);
  const media = useMediaFiles();

  const defaultValues = useMemo(
    () => (report ? valuesOf(report) : emptyValues(new Date(), user?.organizations[0]?.id ?? null)),
    // the starting values are taken once; later saves reset them explicitly
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty, submitCount },
    // the first field with an error gets focus in the order the form shows them (see submitCount below)
  } = useForm<ReportFormValues>({ resolver: reportFormResolver, defaultValues, mode: 'onTouched', shouldFocusError: false });
  const { phase, save, hasDraft } = useReportSave(report, groups, media, setError);
  const busy = phase !== 'idle';
  const [content, organization, date] = useWatch({ control, name: ['content', 'organization', 'date'] });
  const latitude = useController({ control, name: 'latitude' });
  const longitude = useController({ control, name: 'longitude' });

  const errorText = (key: string | undefined) => {
    if (!key) return undefined;
    const own = formMessages[key];
    return own ? t(own[0], own[1]) : message(key);
  };

  // Tag groups, and the organizations an Administrator (who belongs to none) may report for.
  useEffect(() => {
    const controller = new AbortController();
    listTagGroups(client)
      .then((result) => {
        if (!controller.signal.aborted) setGroups(result.data);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) showError(error);
      });
    if (!report && organizations.length === 0) {
      listOrganizations(client)
        .then((result) => {
          if (controller.signal.aborted) return;
          setOrganizations(result.data);
          const first = result.data[0];
          if (first) setValue('organization', String(first.id));
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) showError(error);
        });
    }
    return () => controller.abort();
  }, [client]);

  const dirty = isDirty || media.files.length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty]);

  // spec §2: leaving with unsaved input asks first; closing the tab can only ask the browser's way
  useEffect(() => {
    if (!dirty || !warnBeforeUnload) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, warnBeforeUnload]);

  // After a refused save, focus the first field with an error in the order shown. react-hook-form
  // counts the attempt in the same update that publishes the errors (its onInvalid callback runs
  // before they are drawn), so the fields carry aria-invalid by the time this runs.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount]);

  const submit = handleSubmit(async (values) => {
    const saved = await save(values);
    if (!saved) return;
    reset(report ? valuesOf(saved) : values);
    media.clear();
    onDirtyChange?.(false);
    onSaved?.(saved);
  });

  const hasErrors = Object.keys(errors).length > 0;
  const organizationsShown = options?.organizations_shown !== '0';
  const organizationId = Number(organization) || null;
  const today = new Date().toISOString().slice(0, 10);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={headingId}>
        {t(report ? 'reportForm.titleEdit' : 'reportForm.titleNew')}
      </Heading>
      {report?.lifecycle === 'closed' ? (
        <p className={styles.reopenWarning} role="note">
          {t('validation.reportWillReopen')}
        </p>
      ) : null}

      <fieldset disabled={busy} className={styles.fields}>
        {!report && organizationsShown && organizations.length > 1 ? (
          <Select
            label={t('reportForm.organization')}
            hint={hasDraft() ? t('reportForm.organizationLocked') : undefined}
            disabled={hasDraft()}
            options={organizations.map((o) => ({ value: String(o.id), label: o.name }))}
            error={errorText(errors.organization?.message)}
            {...register('organization')}
          />
        ) : null}

        <TextField label={t('reportForm.title')} autoComplete="off" dir="auto" error={errorText(errors.title?.message)} {...register('title')} />
        <TextArea
          label={t('reportForm.description')}
          dir="auto"
          value={content}
          limit={limits.reportDescriptionMax}
          error={errorText(errors.content?.message)}
          {...register('content')}
        />

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('reportForm.eventDate')}</legend>
          <div className={styles.dateRow}>
            <TextField type="date" max={today} label={t('reportForm.day')} error={errorText(errors.date?.message)} {...register('date')} />
            {(['hour', 'minute', 'second'] as const).map((part) => (
              <TextField
                key={part}
                type="number"
                inputMode="numeric"
                dir="ltr"
                min={0}
                max={part === 'hour' ? 23 : 59}
                label={t(`reportForm.${part}`)}
                error={errorText(errors[part]?.message)}
                className={styles.timeInput}
                {...register(part)}
              />
            ))}
          </div>
          {date && !errors.date ? <p className={styles.hint}>{t('reportForm.eventDateHint')}</p> : null}
        </fieldset>

        <CoordinateInput
          latitude={latitude.field.value}
          longitude={longitude.field.value}
          onChange={(axis, text) => (axis === 'latitude' ? latitude : longitude).field.onChange(text)}
          onBlur={(axis) => (axis === 'latitude' ? latitude : longitude).field.onBlur()}
          inputRef={(axis, element) => (axis === 'latitude' ? latitude : longitude).field.ref(element)}
          latitudeError={errorText(errors.latitude?.message)}
          longitudeError={errorText(errors.longitude?.message)}
          legend={t('reportForm.location')}
        />

        <TagFields groups={groups} organizationId={organizationId} control={control} errors={errors} errorText={errorText} />

        <MediaFilesField label={t('reportForm.media')} hint={t('reportForm.mediaHint')} media={media} disabled={busy} />
      </fieldset>

      <div className={form.actions}>
        <Button type="submit" busy={busy} disabled={hasErrors} aria-describedby={hasErrors ? `${headingId}-blocked` : undefined}>
          {t(phaseLabel[phase])}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        ) : null}
        {hasErrors ? (
          <p id={`${headingId}-blocked`} className={styles.blocked}>
            {t('notice.checkFields')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
