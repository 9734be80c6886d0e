import type { Report, TagGroup } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { ConfirmDialog } from '../ConfirmDialog/index.js';
import { ActivityDialog } from './ActivityDialog.js';
import { AddToFoldersDialog } from './AddToFoldersDialog.js';
import type { ReportAbilities } from './reportAbilities.js';
import type { ReportAction, ReportDialog } from './useReportActions.js';

interface ReportDialogsProps {
  report: Report;
  abilities: ReportAbilities;
  tagGroups: readonly TagGroup[];
  dialog: ReportDialog;
  pending: ReportAction | null;
  onChanged: (report: Report) => void;
  onDelete: () => void;
  onCloseReport: () => void;
  onLeaveEdit: () => void;
  onDismiss: () => void;
}

/**
 * The dialogs over the report view, one open at a time: add to folders, activity (assign, urgency),
 * and the confirmations of delete, close and leaving edit mode with unsaved input.
 */
export function ReportDialogs({
  report,
  abilities,
  tagGroups,
  dialog,
  pending,
  onChanged,
  onDelete,
  onCloseReport,
  onLeaveEdit,
  onDismiss,
}: ReportDialogsProps) {
  const t = useT();

  return (
    <>
      {dialog === 'folders' ? <AddToFoldersDialog report={report} onClose={onDismiss} /> : null}
      {dialog === 'activity' ? (
        <ActivityDialog report={report} abilities={abilities} tagGroups={tagGroups} onChanged={onChanged} onClose={onDismiss} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        tone="danger"
        title={t('reportView.deleteTitle')}
        confirmLabel={t('reportView.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        busy={pending === 'delete'}
        onConfirm={onDelete}
        onCancel={onDismiss}
      >
        {t('reportView.deleteWarning')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'close'}
        title={t('reportView.closeTitle')}
        confirmLabel={t('reportView.closeConfirm')}
        cancelLabel={t('common.cancel')}
        busy={pending === 'close'}
        onConfirm={onCloseReport}
        onCancel={onDismiss}
      >
        {t('reportView.closeBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'leaveEdit'}
        title={t('reportForm.unsavedTitle')}
        confirmLabel={t('common.leave')}
        cancelLabel={t('common.goBack')}
        onConfirm={onLeaveEdit}
        onCancel={onDismiss}
      >
        {t('reportForm.unsavedBody')}
      </ConfirmDialog>
    </>
  );
}
