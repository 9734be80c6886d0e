import { useEffect, useState } from 'react';
import { useMatch, useNavigate, useParams } from 'react-router';
import type { Report } from '@fieldwatch/core';
import { ReportView, useAlertsStore, useErrorAlert, useLiveUpdates, useReportsStore, useT } from '@fieldwatch/react';
import { useUnsavedChangesGuard } from '../app/useUnsavedChangesGuard.js';

/**
 * /report/{id}: the report view, a page of its own; also beside the dashboard's list and map at
 * /dashboard/report/{id}, where the dashboard's title stays the page's first heading. An unknown id or a failed fetch goes back to /dashboard with
 * an error alert. Every change is put into the shared list, so the dashboard shows it without reloading.
 */
export default function ReportPage() {
  const t = useT();
  const { id } = useParams();
  const reportId = Number(id);
  const valid = Number.isInteger(reportId) && reportId > 0;
  const navigate = useNavigate();
  const reports = useReportsStore();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const [dirty, setDirty] = useState(false);
  const [title, setTitle] = useState<string | null>(null);
  const guard = useUnsavedChangesGuard(dirty);
  const besideList = useMatch('/dashboard/report/:id') !== null;
  // changes made elsewhere refresh the report and its activity; beside the list, the list follows them already
  useLiveUpdates(!besideList, { cache: true });

  useEffect(() => {
    if (valid) return;
    alerts.getState().push('error', 'api.RESOURCE_NOT_FOUND');
    void navigate('/dashboard', { replace: true });
  }, [valid, alerts, navigate]);

  // the tab says which report this is
  useEffect(() => {
    document.title = `${title ?? t('reportView.documentTitle')} · ${t('app.name')}`;
  }, [title, t]);

  if (!valid) return null;

  const leaveTo = (path: string) => {
    guard.allowNextNavigation();
    void navigate(path, { replace: true });
  };

  return (
    <>
      <ReportView
        key={reportId}
        reportId={reportId}
        headingLevel={besideList ? 2 : 1}
        initialReport={reports.getState().items.find((item) => item.id === reportId)}
        onReportChange={(report: Report) => {
          setTitle(report.title);
          reports.getState().replace(report);
        }}
        onLoadError={(error) => {
          showError(error);
          leaveTo('/dashboard');
        }}
        onDeleted={(report) => {
          reports.setState((state) => ({
            items: state.items.filter((item) => item.id !== report.id),
            // a bounded total ("1,000+": more than 1,000 matched) is still at least the bound
            total: state.total === null || !state.totalExact ? state.total : Math.max(0, state.total - 1),
          }));
          leaveTo('/dashboard');
        }}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}
