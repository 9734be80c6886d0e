import clsx from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  FieldwatchError,
  limits,
  type ErrorCode,
  type MessageKey,
  type Options,
  type Organization,
  type Report,
  type SubmissionMode,
  type TagGroup,
  type User,
} from '@fieldwatch/core';
import * as formCss from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { MediaFilesField } from '../../internal/MediaFilesField.js';
import { useMediaFiles } from '../../internal/useMediaFiles.js';
import { useSchemaForm } from '../../internal/useSchemaForm.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useOnline } from '../../provider/useOnline.js';
import { useOptions } from '../../provider/useOptions.js';
import { useSession } from '../../provider/useSession.js';
import { useSubmissionQueue } from '../../provider/useSubmissions.js';
import { useOrganizations, useTagGroups } from '../../resources/hooks.js';
import { Button } from '../Button/index.js';
import { CoordinateInput } from '../CoordinateInput/index.js';
import { Select } from '../Select/index.js';
import { TextArea } from '../TextArea/index.js';
import { TextField } from '../TextField/index.js';
import { emptyValues, reportFormProblems, valuesOf } from './reportFormValues.js';
import { SubmissionStatus } from './SubmissionStatus.js';
import { TagFields } from './TagFields.js';
import { useAnonymousGate } from './useAnonymousGate.js';
import { useQueuedSave } from './useQueuedSave.js';
import { useReportSave, type SavePhase } from './useReportSave.js';
import * as styles from './ReportForm.css.js';

export interface ReportFormProps {
  /** The report to edit. Without it the form creates a new report. */
  report?: Report;
  /** Called once the report is saved: created and published, or updated, with its media. */
  onSaved?: (report: Report) => void;
  /**
   * Who a new report is sent as: the signed-in user, or anonymously (a token from `POST /user/anonymous`;
   * the report goes into option `anonymous_organization`; no organization choice). An anonymous form
   * first asks the server whether anonymous reports are accepted, and says so instead of showing the
   * form when not.
   * @default 'user'
   */
  submission?: SubmissionMode;
  /**
   * Called when a new report has reached the server: at once, or later when it was kept on the device
   * (with a submission queue in the provider) and sent when the connection returned.
   */
  onSubmitted?: (report: { id: number }) => void;
  /** Called with the error code (`VALIDATION_ERROR`, …; docs/errors.md) of a save that did not go through. */
  onError?: (code: ErrorCode) => void;
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
const noGroups: TagGroup[] = [];
const selectOptions = (s: { options: Options | null }) => s.options;

/** Words and the {max} of the form's own keys; everything else is a validation key (docs/validation.md). */
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
 * The new report form (and report edit): title, description, event date with hour, minute and
 * second, location in decimal or DMS, tags per group, media files, and the organization when option
 * `organizations_shown` is on. Checked with core's schemas as the user types; Save stays disabled while
 * any field has an error. Saving creates a draft, uploads each file in its own call, then publishes it.
 */
export function ReportForm({
  report,
  onSaved,
  submission = 'user',
  onSubmitted,
  onError,
  onCancel,
  onDirtyChange,
  warnBeforeUnload = true,
  headingLevel = 1,
}: ReportFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const showError = useErrorAlert();
  const user = useSession(selectUser);
  const options = useOptions(selectOptions);
  const headingId = useId();
  const media = useMediaFiles();
  const anonymous = !report && submission === 'anonymous';
  // Tag groups, and the organizations an Administrator (who belongs to none) may report for. Both need
  // a signed-in user: an anonymous report has no tags and goes into the anonymous organization.
  const tagGroups = useTagGroups(!anonymous);
  const groups = tagGroups.data ?? noGroups;
  const [ownOrganizations] = useState<Organization[]>(() => user?.organizations ?? []);
  const allOrganizations = useOrganizations(!anonymous && !report && ownOrganizations.length === 0);
  const organizations = ownOrganizations.length > 0 ? ownOrganizations : (allOrganizations.data ?? ownOrganizations);
  const online = useOnline();
  const { gate, close } = useAnonymousGate(anonymous);
  // a new report goes through the provider's queue when there is one: kept on the device until sent
  const queue = useSubmissionQueue();
  const queued = !report && queue !== null;

  const blankValues = () => emptyValues(new Date(), anonymous ? null : (user?.organizations[0]?.id ?? null));
  const defaultValues = useMemo(
    () => (report ? valuesOf(report) : blankValues()),
    // the starting values are taken once; later saves reset them explicitly
    [],
  );
  // checked as the user leaves each field, then as they type; after a refused Save the first field with
  // an error in the order shown gets the focus
  const form = useSchemaForm({ defaultValues, validate: (values) => reportFormProblems(values, { organizationRequired: !anonymous }) });
  const { errors, isDirty, reset } = form;
  const failed = (error: unknown) => {
    const code = error instanceof FieldwatchError ? error.code : 'ERROR';
    if (anonymous && code === 'INACTIVE_FEATURE') close();
    onError?.(code);
  };
  const direct = useReportSave(report, groups, media, form.setServerErrors, submission, failed);
  const clear = () => {
    reset(blankValues());
    media.clear();
    onDirtyChange?.(false);
  };
  const kept = useQueuedSave({
    mode: submission,
    groups,
    media,
    setServerErrors: form.setServerErrors,
    online,
    restore: (values) => reset(values),
    isEmpty: () => !isDirty && media.files.length === 0,
    sent: (saved, shown) => {
      if (shown) clear();
      onSaved?.(saved);
      onSubmitted?.({ id: saved.id });
    },
    inactive: close,
  });
  const phase: SavePhase = queued ? (kept.saving ? 'saving' : 'idle') : direct.phase;
  const busy = phase !== 'idle';
  const { organization, date } = form.values;

  const errorText = (key: string | undefined) => {
    if (!key) return undefined;
    const own = formMessages[key];
    return own ? t(own[0], own[1]) : message(key);
  };

  useEffect(() => {
    if (tagGroups.error) showError(tagGroups.error);
  }, [tagGroups.error]);
  useEffect(() => {
    if (allOrganizations.error) showError(allOrganizations.error);
  }, [allOrganizations.error]);
  // the first of the organizations fetched is the one chosen until the user picks another
  const firstOrganization = allOrganizations.data?.[0]?.id;
  useEffect(() => {
    if (firstOrganization !== undefined) form.setDefault('organization', String(firstOrganization));
  }, [firstOrganization]);

  const dirty = isDirty || media.files.length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty]);

  // leaving with unsaved input asks first; closing the tab can only ask the browser's way
  useEffect(() => {
    if (!dirty || !warnBeforeUnload) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, warnBeforeUnload]);

  // back online: whatever waits in the queue goes now rather than at its next scheduled try
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && queue) void queue.getState().retry();
    wasOnline.current = online;
  }, [online, queue]);

  const submit = form.handleSubmit(async (values) => {
    if (queued) {
      const result = await kept.save(values);
      if (result.status === 'cleared') clear();
      else onError?.(result.code);
      return;
    }
    const saved = await direct.save(values);
    if (!saved) return;
    reset(report ? valuesOf(saved) : values);
    media.clear();
    onDirtyChange?.(false);
    onSaved?.(saved);
    if (!report) onSubmitted?.({ id: saved.id });
  });

  const discard = async () => {
    await kept.discard();
    clear();
  };

  const hasErrors = Object.keys(errors).length > 0;
  const organizationsShown = !anonymous && options?.organizations_shown !== '0';
  const organizationId = Number(organization) || null;
  const today = new Date().toISOString().slice(0, 10);

  const hasDraft = () => (queued ? kept.shownId !== null : direct.hasDraft());
  const heading = (
    <Heading level={headingLevel} id={headingId}>
      {t(report ? 'reportForm.titleEdit' : 'reportForm.titleNew')}
    </Heading>
  );

  // Anonymous reports switched off: say so instead of the form. The form stays mounted (hidden), so
  // what was typed before a refused send is still there should they be switched on again.
  const closed =
    anonymous && gate !== 'open' ? (
      <section aria-labelledby={headingId} className={clsx(formCss.card, styles.root)}>
        {heading}
        <p className={gate === 'closed' ? styles.closedNotice : undefined} role={gate === 'closed' ? 'note' : 'status'}>
          {t(gate === 'closed' ? 'submissions.anonymousDisabled' : 'app.loading')}
        </p>
      </section>
    ) : null;

  return (
    <>
      {closed}
      <form ref={form.formRef} noValidate onSubmit={submit} aria-labelledby={headingId} hidden={closed !== null} className={clsx(formCss.card, styles.root)}>
        {closed ? null : heading}
        {anonymous ? <p className={formCss.intro}>{t('submissions.anonymousNote')}</p> : null}
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
              error={errorText(errors.organization)}
              {...form.input('organization')}
            />
          ) : null}

          <TextField label={t('reportForm.title')} autoComplete="off" dir="auto" error={errorText(errors.title)} {...form.input('title')} />
          <TextArea
            label={t('reportForm.description')}
            dir="auto"
            limit={limits.reportDescriptionMax}
            error={errorText(errors.content)}
            {...form.input('content')}
          />

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{t('reportForm.eventDate')}</legend>
            <div className={styles.dateRow}>
              <TextField type="date" max={today} label={t('reportForm.day')} error={errorText(errors.date)} {...form.input('date')} />
              {(['hour', 'minute', 'second'] as const).map((part) => (
                <TextField
                  key={part}
                  type="number"
                  inputMode="numeric"
                  dir="ltr"
                  min={0}
                  max={part === 'hour' ? 23 : 59}
                  label={t(`reportForm.${part}`)}
                  error={errorText(errors[part])}
                  className={styles.timeInput}
                  {...form.input(part)}
                />
              ))}
            </div>
            {date && !errors.date ? <p className={styles.hint}>{t('reportForm.eventDateHint')}</p> : null}
          </fieldset>

          <CoordinateInput
            latitude={form.values.latitude}
            longitude={form.values.longitude}
            onChange={(axis, text) => form.field(axis).onChange(text)}
            onBlur={(axis) => form.field(axis).onBlur()}
            inputRef={(axis, element) => form.field(axis).ref(element)}
            latitudeError={errorText(errors.latitude)}
            longitudeError={errorText(errors.longitude)}
            legend={t('reportForm.location')}
          />

          <TagFields groups={groups} organizationId={organizationId} form={form} errorText={errorText} />

          <MediaFilesField label={t('reportForm.media')} hint={t('reportForm.mediaHint')} media={media} disabled={busy} />
        </fieldset>

        {queued ? <SubmissionStatus online={online} notice={kept.notice} shownId={kept.shownId} /> : null}

        <div className={formCss.actions}>
          <Button type="submit" busy={busy} disabled={hasErrors} aria-describedby={hasErrors ? `${headingId}-blocked` : undefined}>
            {t(phaseLabel[phase])}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
          ) : null}
          {queued && kept.shownId ? (
            <Button variant="secondary" onClick={() => void discard()} disabled={busy}>
              {t('submissions.discard')}
            </Button>
          ) : null}
          {hasErrors ? (
            <p id={`${headingId}-blocked`} className={styles.blocked}>
              {t('notice.checkFields')}
            </p>
          ) : null}
        </div>
      </form>
    </>
  );
}
