import clsx from 'clsx';
import { useEffect, useId } from 'react';
import { limits, type ErrorCode, type Options, type Report, type SubmissionMode } from '@fieldwatch/core';
import * as formCss from '../../internal/Form.css.js';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { MediaFilesField } from '../../internal/MediaFilesField.js';
import { useMediaFiles } from '../../internal/useMediaFiles.js';
import { useT } from '../../i18n/useT.js';
import { useOnline } from '../../provider/useOnline.js';
import { useOptions } from '../../provider/useOptions.js';
import { Select } from '../Select/index.js';
import { TextArea } from '../TextArea/index.js';
import { TextField } from '../TextField/index.js';
import { AnonymousGateNotice } from './AnonymousGateNotice.js';
import { EventDateFields } from './EventDateFields.js';
import { LocationFields } from './LocationFields.js';
import { ReportFormActions } from './ReportFormActions.js';
import { SubmissionStatus } from './SubmissionStatus.js';
import { TagFields } from './TagFields.js';
import { useAnonymousGate } from './useAnonymousGate.js';
import { useErrorText } from './useErrorText.js';
import { useLeaveGuard } from './useLeaveGuard.js';
import { useReportFormSources } from './useReportFormSources.js';
import { useReportFormState } from './useReportFormState.js';
import { useReportFormSubmit } from './useReportFormSubmit.js';
import * as styles from './ReportForm.css.js';
import { useLatest } from '../../internal/useLatest.js';

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

const selectOptions = (s: { options: Options | null }) => s.options;

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
  const options = useOptions(selectOptions);
  const headingId = useId();
  const media = useMediaFiles();
  const anonymous = !report && submission === 'anonymous';
  const { groups, organizations, firstOrganization } = useReportFormSources(anonymous, report !== undefined);
  const online = useOnline();
  const { gate, close } = useAnonymousGate(anonymous);
  const { form, blankValues } = useReportFormState(report, anonymous);
  const errorText = useErrorText();
  const save = useReportFormSubmit({
    report,
    mode: submission,
    groups,
    media,
    form,
    blankValues,
    online,
    inactive: close,
    onSaved,
    onSubmitted,
    onError,
    onDirtyChange,
  });
  // the ref taken out where the form is made: handed to a ref prop as a property, it would make the whole form count as a ref
  const { errors, formRef } = form;

  // the first of the organizations fetched is the one chosen until the user picks another. Declared
  // after the save hooks: effects run in that order, so this applies after a kept report is put back
  const setDefaultRef = useLatest(form.setDefault);
  useEffect(() => {
    if (firstOrganization !== undefined) setDefaultRef.current('organization', String(firstOrganization));
  }, [firstOrganization, setDefaultRef]);

  useLeaveGuard(form.isDirty || media.files.length > 0, warnBeforeUnload, onDirtyChange);

  const hasErrors = Object.keys(errors).length > 0;
  const organizationsShown = !anonymous && options?.organizations_shown !== '0';
  const organizationId = Number(form.values.organization) || null;
  const heading = (
    <Heading level={headingLevel} id={headingId}>
      {t(report ? 'reportForm.titleEdit' : 'reportForm.titleNew')}
    </Heading>
  );
  // Anonymous reports switched off: say so instead of the form. The form stays mounted (hidden), so
  // what was typed before a refused send is still there should they be switched on again.
  const closed = anonymous && gate !== 'open';

  return (
    <>
      {closed ? (
        <AnonymousGateNotice gate={gate} headingId={headingId}>
          {heading}
        </AnonymousGateNotice>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void save.submit(event)}
        aria-labelledby={headingId}
        hidden={closed}
        className={clsx(formCss.card, styles.root)}
      >
        {closed ? null : heading}
        {anonymous ? <p className={formCss.intro}>{t('submissions.anonymousNote')}</p> : null}
        {report?.lifecycle === 'closed' ? (
          <p className={styles.reopenWarning} role="note">
            {t('validation.reportWillReopen')}
          </p>
        ) : null}

        <fieldset disabled={save.busy} className={styles.fields}>
          {!report && organizationsShown && organizations.length > 1 ? (
            <Select
              label={t('reportForm.organization')}
              hint={save.hasDraft() ? t('reportForm.organizationLocked') : undefined}
              disabled={save.hasDraft()}
              options={organizations.map((o) => ({ value: String(o.id), label: o.name }))}
              error={errorText(errors.organization)}
              {...form.input('organization')}
            />
          ) : null}

          <div className={styles.columns}>
            <div className={styles.column}>
              <TextField
                label={t('reportForm.title')}
                autoComplete="off"
                dir="auto"
                error={errorText(errors.title)}
                {...form.input('title')}
              />
              <TextArea
                label={t('reportForm.description')}
                dir="auto"
                limit={limits.reportDescriptionMax}
                error={errorText(errors.content)}
                {...form.input('content')}
              />
              <EventDateFields form={form} errorText={errorText} />
              <TagFields groups={groups} organizationId={organizationId} form={form} errorText={errorText} />
            </div>
            <div className={styles.column}>
              <LocationFields form={form} errorText={errorText} />
              <MediaFilesField label={t('reportForm.media')} hint={t('reportForm.mediaHint')} media={media} disabled={save.busy} />
            </div>
          </div>
        </fieldset>

        {save.queued ? (
          <SubmissionStatus online={online} notice={save.notice} shownId={save.shownId} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />
        ) : null}

        <ReportFormActions
          phase={save.phase}
          hasErrors={hasErrors}
          blockedId={`${headingId}-blocked`}
          onCancel={onCancel}
          onDiscard={save.queued && save.shownId ? () => void save.discard() : undefined}
        />
      </form>
    </>
  );
}
