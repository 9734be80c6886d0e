import { useRef, useState } from 'react';
import {
  createAnonymousTokens,
  newIdempotencyKey,
  noProgress,
  submitReport,
  updateReport,
  uploadReportMedia,
  type Report,
  type SubmissionMode,
  type SubmissionProgress,
  type TagGroup,
} from '@fieldwatch/core';
import { submissionFilesOf, uploadErrorKey, uploadPending } from '../../internal/mediaFiles.js';
import type { SchemaForm } from '../../internal/useSchemaForm.js';
import type { MediaFilesState } from '../../internal/useMediaFiles.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { changesOf, createInputOf, serverFields, type ReportFormValues } from './reportFormValues.js';

export type SavePhase = 'idle' | 'saving' | 'uploading' | 'publishing';

/**
 * Saves straight to the server (no queue in the provider; the dashboard). A new report goes through
 * core's `submitReport` (create a draft, upload each file in its own call, publish): a failure keeps
 * what was typed and what was already sent, and the next Save goes on from there — the same draft, only
 * the files not sent yet, and any field changed since with the publication. In edit mode: the changed
 * fields, then the new files. `failed` hears the error of a save that did not go through.
 */
export function useReportSave(
  report: Report | undefined,
  groups: readonly TagGroup[],
  media: MediaFilesState,
  setServerErrors: SchemaForm<ReportFormValues>['setServerErrors'],
  mode: SubmissionMode,
  failed: (error: unknown) => void,
) {
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  // edit mode: the report as stored now
  const stored = useRef<Report | null>(report ?? null);
  // create mode: how far the last try got
  const progress = useRef<SubmissionProgress>(noProgress());
  // create mode: the key of the last try, with what it sent; Save pressed again on the same report (its
  // answer was lost) sends the same key, so the server answers the first call instead of making a second
  const lastTry = useRef<{ sent: string; key: string } | null>(null);
  const [tokens] = useState(() => createAnonymousTokens(client));
  const [phase, setPhase] = useState<SavePhase>('idle');

  async function create(values: ReportFormValues): Promise<Report | null> {
    // where the try stopped: a failure among the files is told as an upload error (notice.uploadError)
    const at: { stage: SavePhase } = { stage: 'saving' };
    let uploading: string | null = null;
    const organizationId = Number(values.organization) || null;
    const input = createInputOf(values, groups);
    const files = submissionFilesOf(media.files);
    // made at a press of Save, kept while the same report is sent again: the steps' keys derive from it
    const sent = JSON.stringify([mode, organizationId, input, files.map((file) => file.id)]);
    if (lastTry.current?.sent !== sent) lastTry.current = { sent, key: newIdempotencyKey() };
    try {
      const published = await submitReport({
        client,
        mode,
        organizationId,
        input,
        files,
        progress: progress.current,
        idempotencyKey: lastTry.current.key,
        tokens,
        onProgress: (next) => {
          progress.current = next;
        },
        onStep: (step) => {
          if (step.type === 'creating') at.stage = 'saving';
          if (step.type === 'uploading') at.stage = 'uploading';
          if (step.type === 'publishing') at.stage = 'publishing';
          setPhase(at.stage);
          if (step.type === 'uploading') {
            uploading = step.fileId;
            media.update(step.fileId, { status: 'uploading' });
          }
          if (step.type === 'uploaded') media.update(step.fileId, { status: 'done' });
          if (step.type === 'fileRefused') media.update(step.fileId, { status: 'failed', error: uploadErrorKey(step.error) });
          if (step.type === 'uploaded' || step.type === 'fileRefused') uploading = null;
        },
      });
      progress.current = noProgress();
      lastTry.current = null;
      alerts.getState().push('success', 'reportForm.created');
      return published;
    } catch (error) {
      failed(error);
      if (uploading) media.update(uploading, { status: 'failed', error: uploadErrorKey(error) });
      if (at.stage === 'uploading') {
        alerts.getState().push('error', 'notice.uploadError');
        return null;
      }
      // focus is the form's job: it moves to the first field with an error, in the order shown
      setServerErrors(error, serverFields(groups));
      showError(error);
      return null;
    } finally {
      setPhase('idle');
    }
  }

  async function edit(values: ReportFormValues): Promise<Report | null> {
    const current = stored.current as Report;
    try {
      const changes = changesOf(current, values, groups);
      const unsent = media.files.some((item) => item.status !== 'done');
      if (Object.keys(changes).length === 0 && !unsent) {
        alerts.getState().push('info', 'reportForm.noChanges');
        return null;
      }
      if (Object.keys(changes).length > 0) {
        setPhase('saving');
        stored.current = await updateReport(client, current.organization.id, current.id, changes);
      }
      setPhase('uploading');
      const target = stored.current ?? current;
      const sent = await uploadPending(
        media.files,
        (file) => uploadReportMedia(client, target.id, file),
        media.update,
        (withMedia) => {
          stored.current = withMedia;
        },
      );
      if (!sent) {
        alerts.getState().push('error', 'notice.uploadError');
        return null;
      }
      alerts.getState().push('success', 'reportForm.updated');
      return stored.current;
    } catch (error) {
      failed(error);
      setServerErrors(error, serverFields(groups));
      showError(error);
      return null;
    } finally {
      setPhase('idle');
    }
  }

  const save = (values: ReportFormValues) => (report ? edit(values) : create(values));

  /** True once a draft exists: its organization can no longer change. */
  const hasDraft = () => !report && progress.current.reportId !== null;

  return { phase, save, hasDraft };
}
