import { useId } from 'react';
import { actorOf, type Options, type Report, type TagGroup, type User } from '@fieldwatch/core';
import type { HeadingLevel } from '../../internal/Heading.js';
import { useT } from '../../i18n/useT.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useOptions } from '../../provider/useOptions.js';
import { useSession } from '../../provider/useSession.js';
import { useTagGroups } from '../../resources/hooks.js';
import { ReportForm } from '../ReportForm/index.js';
import { abilitiesOf } from './reportAbilities.js';
import { ReportActionsBar } from './ReportActionsBar.js';
import { ReportDetails } from './ReportDetails.js';
import { ReportDialogs } from './ReportDialogs.js';
import { ReportHeader } from './ReportHeader.js';
import { ReportSections } from './ReportSections.js';
import { useReport } from './useReport.js';
import { useReportActions } from './useReportActions.js';
import { useReportEditing } from './useReportEditing.js';
import * as styles from './ReportView.css.js';

export interface ReportViewProps {
  /** The report to show. */
  reportId: number;
  /** The report when the host already holds it (from the list): shown at once, then fetched again. */
  initialReport?: Report | undefined;
  /** Every new version of the report: loaded, verified, edited, commented (the host updates its list). */
  onReportChange?: (report: Report) => void;
  /**
   * The report could not be fetched (unknown, not visible, network). The dashboard goes back to the
   * list with an alert.
   * @default an error alert
   */
  onLoadError?: (error: unknown) => void;
  /** The report was deleted. */
  onDeleted?: (report: Report) => void;
  /** Edit mode started or stopped holding unsaved input, for the host's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Level of the report's title.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

const noGroups: readonly TagGroup[] = [];

const selectUser = (s: { user: User | null }) => s.user;
const selectOptions = (s: { options: Options | null }) => s.options;

/**
 * The report view and edit screen: header icons (add to folders, see activity, delete), urgency banner,
 * date, status, public flag, author, verify and edit, title, categories, description, location map,
 * evidence, and the activity feed with the comment box. Controls follow core policy and the options.
 */
export function ReportView({
  reportId,
  initialReport,
  onReportChange,
  onLoadError,
  onDeleted,
  onDirtyChange,
  headingLevel = 1,
}: ReportViewProps) {
  const t = useT();
  const showError = useErrorAlert();
  const user = useSession(selectUser);
  const options = useOptions(selectOptions);
  const titleId = useId();
  const { report, apply } = useReport(reportId, initialReport, (next) => onReportChange?.(next), onLoadError ?? showError);
  // categories read as nothing without them: the report itself is still worth showing
  const tagGroups = useTagGroups().data ?? noGroups;
  // a write shows the report it answers with; each write of core has its report's activity fetched
  // again, in every feed shown
  const actions = useReportActions(report, apply, onDeleted);
  const editing = useReportEditing(actions, onDirtyChange);

  if (!report) {
    return (
      <p role="status" className={styles.loading}>
        {t('reportView.loading')}
      </p>
    );
  }

  const abilities = abilitiesOf(actorOf(user), report, options);
  const sectionLevel = Math.min(headingLevel + 1, 3) as HeadingLevel;

  return (
    <article aria-labelledby={titleId} className={styles.root}>
      <ReportHeader report={report} titleId={titleId} headingLevel={headingLevel} abilities={abilities} onOpen={actions.open} />
      <ReportDetails report={report} />
      {editing.editing ? (
        <ReportForm
          report={report}
          headingLevel={sectionLevel}
          onDirtyChange={editing.markDirty}
          onCancel={editing.cancel}
          onSaved={(saved) => {
            editing.stop();
            apply(saved);
          }}
        />
      ) : (
        <>
          <ReportActionsBar
            report={report}
            abilities={abilities}
            pending={actions.pending}
            onToggleVerified={actions.toggleVerified}
            onToggleVisibility={actions.toggleVisibility}
            onEdit={editing.start}
            onClose={() => actions.open('close')}
          />
          <ReportSections report={report} tagGroups={tagGroups} abilities={abilities} titleId={titleId} sectionLevel={sectionLevel} />
        </>
      )}
      <ReportDialogs
        report={report}
        abilities={abilities}
        tagGroups={tagGroups}
        dialog={actions.dialog}
        pending={actions.pending}
        onChanged={apply}
        onDelete={() => void actions.remove()}
        onCloseReport={actions.close}
        onLeaveEdit={editing.stop}
        onDismiss={actions.dismiss}
      />
    </article>
  );
}
