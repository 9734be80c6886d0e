import { useEffect, useRef, useState } from 'react';
import {
  FieldwatchError,
  type ErrorCode,
  type MessageKey,
  type PendingSubmission,
  type Report,
  type SubmissionFailure,
  type SubmissionMode,
  type SubmissionQueueState,
  type TagGroup,
} from '@fieldwatch/core';
import { failureKey, pendingFilesOf, submissionFilesOf } from '../../internal/mediaFiles.js';
import type { SchemaForm } from '../../internal/useSchemaForm.js';
import type { MediaFilesState } from '../../internal/useMediaFiles.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useSubmissionQueue, useSubmissions } from '../../provider/useSubmissions.js';
import { createInputOf, serverFields, valuesOfInput, type ReportFormValues } from './reportFormValues.js';
import { useLatest } from '../../internal/useLatest.js';

const selectLoaded = (state: SubmissionQueueState) => state.loaded;

/** What the form does after Save: clear itself (the report is sent or safely kept), or keep everything. */
export type QueuedSaveResult = { status: 'cleared' } | { status: 'kept'; code: ErrorCode };

export interface QueuedSaveOptions {
  mode: SubmissionMode;
  /** the zone a report kept on the device is shown in when it comes back into the form */
  timeZone: string;
  groups: readonly TagGroup[];
  media: MediaFilesState;
  setServerErrors: SchemaForm<ReportFormValues>['setServerErrors'];
  /** whether the browser is online: offline, Save keeps the report without trying */
  online: boolean;
  /** Puts a kept submission's values back in the form. */
  restore(values: ReportFormValues): void;
  /** Whether the form is free to show a kept submission (nothing typed in it). */
  isEmpty(): boolean;
  /** A report of the queue was sent; `shown` when it is the one the form still shows (clear it). */
  sent(report: Report, shown: boolean): void;
  /** The kept report the form shows was sent by another tab (clear it). */
  sentElsewhere(): void;
  /** The server said anonymous submission is off (403 INACTIVE_FEATURE). */
  inactive(): void;
}

/**
 * Saves through the provider's submission queue: the report is kept on the device first,
 * then sent. Offline or with the server down it waits in the queue and the form is cleared; refused
 * by the server it stays in the form, with the reasons beside the fields, and the next Save replaces
 * it in the queue (same draft, no second report). A report kept from an earlier visit that the server
 * refused comes back into the empty form. `notice` is what the form says about it.
 */
export function useQueuedSave(options: QueuedSaveOptions) {
  const { mode, groups, media, setServerErrors } = options;
  const queue = useSubmissionQueue();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<MessageKey | null>(null);
  // the kept submission the form shows: its next Save replaces it instead of adding another
  const [shownId, setShownId] = useState<string | null>(null);
  const shown = useRef<string | null>(null);
  const show = (id: string | null) => {
    shown.current = id;
    setShownId(id);
  };
  // the latest callbacks, for the queue listener bound once
  const latestRef = useLatest(options);

  /** Puts the server's reasons beside the fields and on the files, as after a direct save. */
  function showRefusal(failure: SubmissionFailure, fileErrors: Record<string, SubmissionFailure>) {
    if (failure.code === 'INACTIVE_FEATURE' && mode === 'anonymous') {
      latestRef.current.inactive();
      return;
    }
    for (const [id, refused] of Object.entries(fileErrors)) media.update(id, { status: 'failed', error: failureKey(refused) });
    if (Object.keys(fileErrors).length > 0) {
      alerts.getState().push('error', 'notice.uploadError');
      return;
    }
    const error = new FieldwatchError(failure.code, { fields: failure.fields });
    setServerErrors(error, serverFields(groups));
    showError(error);
  }

  useEffect(() => {
    if (!queue) return;
    return queue.getState().listen((event) => {
      if (event.type === 'sent') {
        const wasShown = shown.current === event.id;
        if (wasShown) show(null);
        setNotice('submissions.sent');
        latestRef.current.sent(event.report, wasShown);
      }
      // another tab sent the kept report this form shows: it is not this form's to save any more
      if (event.type === 'sentElsewhere' && shown.current === event.id) {
        show(null);
        setNotice('submissions.sentElsewhere');
        latestRef.current.sentElsewhere();
      }
      if (event.type === 'held' && event.error.code === 'INACTIVE_FEATURE' && latestRef.current.mode === 'anonymous')
        latestRef.current.inactive();
    });
  }, [queue, latestRef]);

  // a report kept from an earlier visit that the server refused: back into the empty form, to fix.
  // Looked for once the queue has loaded; the form's parts are the latest ones, whose changes are no
  // reason to look again (a form emptied later does not get it back)
  const loaded = useSubmissions(selectLoaded);
  useEffect(() => {
    if (!queue || !loaded || shown.current || !latestRef.current.isEmpty()) return;
    const { mode, groups, media, setServerErrors } = latestRef.current;
    const held = queue.getState().submissions.find((s) => s.status === 'held' && s.mode === mode);
    if (!held) return;
    show(held.id);
    latestRef.current.restore(valuesOfInput(held.input, held.organizationId, latestRef.current.timeZone));
    media.restore(pendingFilesOf(held.files, held.progress.uploaded, held.fileErrors));
    setNotice('submissions.restored');
    if (held.error && held.error.code !== 'INACTIVE_FEATURE') {
      const error = new FieldwatchError(held.error.code, { fields: held.error.fields });
      setServerErrors(error, serverFields(groups));
    }
  }, [queue, loaded, latestRef]);

  async function save(values: ReportFormValues): Promise<QueuedSaveResult> {
    if (!queue) throw new Error('useQueuedSave needs a submission queue');
    setSaving(true);
    setNotice(null);
    try {
      const outcome = await queue.getState().submit(
        {
          ...(shown.current ? { id: shown.current } : {}),
          mode,
          organizationId: mode === 'user' ? Number(values.organization) || null : null,
          input: createInputOf(values, groups),
          files: submissionFilesOf(media.files),
        },
        { attempt: options.online },
      );
      if (outcome.status === 'sent') {
        show(null);
        return { status: 'cleared' };
      }
      // an address that never answered like a Fieldwatch API: nothing kept, everything stays in the form
      if (outcome.status === 'unreachable') {
        show(null);
        showError(new FieldwatchError(outcome.error.code));
        return { status: 'kept', code: outcome.error.code };
      }
      if (outcome.status === 'queued') {
        if (outcome.stored) {
          show(null);
          setNotice('submissions.queued');
          return { status: 'cleared' };
        }
        // kept in memory only: the form keeps it too, in case the page is closed
        show(outcome.id);
        setNotice('submissions.notStored');
        return { status: 'kept', code: outcome.error.code };
      }
      show(outcome.id);
      markSent(
        media,
        queue.getState().submissions.find((s) => s.id === outcome.id),
      );
      showRefusal(outcome.error, outcome.fileErrors);
      return { status: 'kept', code: outcome.error.code };
    } finally {
      setSaving(false);
    }
  }

  /** Forgets the kept submission the form shows. */
  async function discard() {
    const id = shown.current;
    if (!queue || !id) return;
    show(null);
    setNotice(null);
    await queue.getState().discard(id);
  }

  return { saving, notice, shownId, save, discard, clearNotice: () => setNotice(null) };
}

/** Files the submission already sent show as sent. */
function markSent(media: MediaFilesState, submission: PendingSubmission | undefined) {
  for (const id of submission?.progress.uploaded ?? []) media.update(id, { status: 'done', error: undefined });
}
