import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { createReport, publishReport, updateReport, uploadReportMedia, type Report, type TagGroup } from '@fieldwatch/core';
import { uploadPending } from '../../internal/mediaFiles.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import type { MediaFilesState } from '../../internal/useMediaFiles.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { changesOf, createInputOf, groupKey, type ReportFormValues } from './reportFormValues.js';

export type SavePhase = 'idle' | 'saving' | 'uploading' | 'publishing';

/** The server's field names (API.md `error.fields`) and the form fields they belong to. */
function serverFields(groups: readonly TagGroup[]) {
  const fields: Record<string, `tags.${string}` | keyof Omit<ReportFormValues, 'tags'>> = {
    title: 'title',
    content: 'content',
    description: 'content',
    event_date: 'date',
    date: 'date',
    latitude: 'latitude',
    longitude: 'longitude',
  };
  for (const group of groups) fields[`taxonomies.${group.id}`] = `tags.${groupKey(group.id)}`;
  return fields;
}

/**
 * Spec §4 Create report: create (a draft), upload the media one file per call, then publish. A failure
 * keeps what was typed and what was already sent: the next Save reuses the same draft, uploads only
 * the files not sent yet and publishes, with any field changed since then. In edit mode: the changed
 * fields, then the new files.
 */
export function useReportSave(report: Report | undefined, groups: readonly TagGroup[], media: MediaFilesState, setError: UseFormSetError<ReportFormValues>) {
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  // edit mode: the report as stored now; create mode: the draft, once the server has made it
  const stored = useRef<Report | null>(report ?? null);
  const [phase, setPhase] = useState<SavePhase>('idle');

  async function save(values: ReportFormValues): Promise<Report | null> {
    const editing = Boolean(report);
    try {
      let current = stored.current;
      if (!current) {
        setPhase('saving');
        current = await createReport(client, Number(values.organization), createInputOf(values, groups));
        stored.current = current;
      } else if (editing) {
        const changes = changesOf(current, values, groups);
        const unsent = media.files.some((item) => item.status !== 'done');
        if (Object.keys(changes).length === 0 && !unsent) {
          alerts.getState().push('info', 'reportForm.noChanges');
          return null;
        }
        if (Object.keys(changes).length > 0) {
          setPhase('saving');
          current = await updateReport(client, current.organization.id, current.id, changes);
          stored.current = current;
        }
      }

      setPhase('uploading');
      const target = current;
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

      if (editing) {
        alerts.getState().push('success', 'reportForm.updated');
        return stored.current;
      }
      setPhase('publishing');
      const draft = stored.current ?? target;
      // a retry may carry fields changed after the draft was made: they go with the publication
      const changes = changesOf(draft, values, groups);
      const published =
        Object.keys(changes).length > 0
          ? await updateReport(client, draft.organization.id, draft.id, { ...changes, status: 'published' })
          : await publishReport(client, draft.organization.id, draft.id);
      stored.current = null;
      alerts.getState().push('success', 'reportForm.created');
      return published;
    } catch (error) {
      // focus is the form's job: it moves to the first field with an error, in the order shown
      applyServerFieldErrors(error, setError, serverFields(groups));
      showError(error);
      return null;
    } finally {
      setPhase('idle');
    }
  }

  /** True once a draft exists: its organization can no longer change. */
  const hasDraft = () => !report && stored.current !== null;

  return { phase, save, hasDraft };
}
