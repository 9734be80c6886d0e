import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReportForm } from '@fieldwatch/react';
import { useDocumentTitle } from '../app/useDocumentTitle.js';
import { useUnsavedChangesGuard } from '../app/useUnsavedChangesGuard.js';

/** /new-report: the report form; once saved, the new report's own page. */
export default function NewReportPage() {
  useDocumentTitle('reportForm.titleNew');
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <ReportForm
        onDirtyChange={setDirty}
        onSaved={(report) => {
          guard.allowNextNavigation();
          void navigate(`/report/${report.id}`);
        }}
      />
      {guard.dialog}
    </>
  );
}
