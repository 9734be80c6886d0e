import { useEffect, useRef, type FormEvent } from 'react';
import { FieldwatchError, type ErrorCode, type Report, type SubmissionMode, type TagGroup } from '@fieldwatch/core';
import type { MediaFilesState } from '../../internal/useMediaFiles.js';
import type { SchemaForm } from '../../internal/useSchemaForm.js';
import { useSubmissionQueue } from '../../provider/useSubmissions.js';
import { valuesOf, type ReportFormValues } from './reportFormValues.js';
import { useQueuedSave } from './useQueuedSave.js';
import { useReportSave, type SavePhase } from './useReportSave.js';
import { useLatest } from '../../internal/useLatest.js';

export interface ReportFormSubmitOptions {
  /** the report edited; without it a new report is created */
  report: Report | undefined;
  mode: SubmissionMode;
  groups: readonly TagGroup[];
  media: MediaFilesState;
  form: SchemaForm<ReportFormValues>;
  /** What the form goes back to once a new report is handed over. */
  blankValues: () => ReportFormValues;
  /** whether the browser is online */
  online: boolean;
  /** The server said anonymous submission is off (403 INACTIVE_FEATURE). */
  inactive: () => void;
  onSaved?: ((report: Report) => void) | undefined;
  onSubmitted?: ((report: { id: number }) => void) | undefined;
  onError?: ((code: ErrorCode) => void) | undefined;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
}

/**
 * What Save does, and what becomes of the form after it. A new report goes through the provider's
 * submission queue when there is one (kept on the device until sent, see `useQueuedSave`), otherwise
 * straight to the server (`useReportSave`). Once a report is handed over the form is cleared (a new
 * report) or starts again from what was saved (an edit), and the host hears of it. The callbacks are
 * read from the latest props, held in one ref, since a save and the queue's events outlive the render
 * that started them. Back online, whatever waits in the queue goes at once.
 */
export function useReportFormSubmit(options: ReportFormSubmitOptions) {
  const { report, mode, groups, media, form, online } = options;
  const latestRef = useLatest(options);
  const anonymous = !report && mode === 'anonymous';
  const queue = useSubmissionQueue();
  const queued = !report && queue !== null;

  const failed = (error: unknown) => {
    const code = error instanceof FieldwatchError ? error.code : 'ERROR';
    if (anonymous && code === 'INACTIVE_FEATURE') latestRef.current.inactive();
    latestRef.current.onError?.(code);
  };
  const direct = useReportSave(report, groups, media, form.setServerErrors, mode, failed);

  /** Back to a blank form, nothing unsaved. */
  const clear = () => {
    form.reset(latestRef.current.blankValues());
    media.clear();
    latestRef.current.onDirtyChange?.(false);
  };
  const kept = useQueuedSave({
    mode,
    timeZone: form.values.timeZone ?? 'UTC',
    groups,
    media,
    setServerErrors: form.setServerErrors,
    online,
    restore: (values) => form.reset(values),
    isEmpty: () => !form.isDirty && media.files.length === 0,
    sent: (saved, shown) => {
      if (shown) clear();
      latestRef.current.onSaved?.(saved);
      latestRef.current.onSubmitted?.({ id: saved.id });
    },
    sentElsewhere: clear,
    inactive: options.inactive,
  });

  // back online: whatever waits in the queue goes now rather than at its next scheduled try
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && queue) void queue.getState().retry();
    wasOnline.current = online;
  }, [online, queue]);

  // the handler made when the form is submitted: what it reads of the latest props is read then
  const submit = (event?: FormEvent) =>
    form.handleSubmit(async (values) => {
      if (queued) {
        const result = await kept.save(values);
        if (result.status === 'cleared') clear();
        else latestRef.current.onError?.(result.code);
        return;
      }
      const saved = await direct.save(values);
      if (!saved) return;
      form.reset(report ? valuesOf(saved, values.timeZone) : values);
      media.clear();
      latestRef.current.onDirtyChange?.(false);
      latestRef.current.onSaved?.(saved);
      if (!report) latestRef.current.onSubmitted?.({ id: saved.id });
    })(event);

  /** Forgets the kept report the form shows, and clears the form. */
  const discard = async () => {
    await kept.discard();
    clear();
  };

  const phase: SavePhase = queued ? (kept.saving ? 'saving' : 'idle') : direct.phase;
  return {
    /** whether a new report goes through the queue */
    queued,
    phase,
    busy: phase !== 'idle',
    submit,
    discard,
    /** True once the report has a draft on the server or a kept copy: its organization can no longer change. */
    hasDraft: () => (queued ? kept.shownId !== null : direct.hasDraft()),
    /** what the form says about the report it handed over to the queue */
    notice: kept.notice,
    /** the kept report the form shows, if any */
    shownId: kept.shownId,
  };
}
