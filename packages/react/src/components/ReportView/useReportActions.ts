import { useMemo, useState } from 'react';
import { closeReport, deleteReport, updateReport, type MessageKey, type Report, type ReportUpdateInput } from '@fieldwatch/core';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useLatest } from '../../internal/useLatest.js';

/** The dialog open over the report view, if any. */
export type ReportDialog = 'folders' | 'activity' | 'delete' | 'close' | 'leaveEdit' | null;

/** A write of the report that shows as busy while it runs. */
export type ReportAction = 'verify' | 'visibility' | 'close' | 'delete';

interface Latest {
  report: Report | null;
  apply: (report: Report) => void;
  onDeleted: ((report: Report) => void) | undefined;
  client: ReturnType<typeof useClient>;
  alerts: ReturnType<typeof useAlertsStore>;
  showError: (error: unknown) => void;
}

/**
 * The report's own writes (verify, visibility, close, delete), the one running and the dialog open,
 * so that the parts only call named actions. The latest report and callbacks sit in one ref and the
 * actions are bound once; each write shows its outcome as an alert, and close and delete close their
 * confirmation only once they went through.
 */
export function useReportActions(report: Report | null, apply: (report: Report) => void, onDeleted?: (report: Report) => void) {
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const [dialog, setDialog] = useState<ReportDialog>(null);
  const [pending, setPending] = useState<ReportAction | null>(null);
  const latestRef = useLatest<Latest>({ report, apply, onDeleted, client, alerts, showError });

  const actions = useMemo(() => {
    /** Runs a change of the report and shows the report it returns; true when it worked. */
    const run = async (name: ReportAction, call: (report: Report) => Promise<Report>, notice: MessageKey) => {
      const { report, apply, alerts, showError } = latestRef.current;
      if (!report) return false;
      setPending(name);
      try {
        apply(await call(report));
        alerts.getState().push('success', notice);
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        setPending(null);
      }
    };
    const update = (name: ReportAction, changes: ReportUpdateInput, notice: MessageKey) =>
      run(name, (report) => updateReport(latestRef.current.client, report.organization.id, report.id, changes), notice);
    const current = () => latestRef.current.report;

    return {
      open: (next: Exclude<ReportDialog, null>) => setDialog(next),
      dismiss: () => setDialog(null),
      toggleVerified: () => {
        const report = current();
        if (report)
          void update(
            'verify',
            { verified: !report.verified },
            report.verified ? 'reportView.unverifiedNotice' : 'reportView.verifiedNotice',
          );
      },
      toggleVisibility: () => {
        const report = current();
        if (report) void update('visibility', { visibility: report.visibility === 'public' ? 'private' : 'public' }, 'reportForm.updated');
      },
      close: () =>
        void run('close', (report) => closeReport(latestRef.current.client, report.organization.id, report.id), 'reportView.closed').then(
          (done) => done && setDialog(null),
        ),
      remove: async () => {
        const { report, client, alerts, showError } = latestRef.current;
        if (!report) return;
        setPending('delete');
        try {
          await deleteReport(client, report.organization.id, report.id);
          alerts.getState().push('success', 'reportView.deleted');
          setDialog(null);
          latestRef.current.onDeleted?.(report);
        } catch (error) {
          showError(error);
        } finally {
          setPending(null);
        }
      },
    };
  }, [latestRef]);

  return { dialog, pending, ...actions };
}
