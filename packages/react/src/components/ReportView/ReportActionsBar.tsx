import type { Report } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import type { ReportAbilities } from './reportAbilities.js';
import type { ReportAction } from './useReportActions.js';
import * as styles from './ReportView.css.js';

interface ReportActionsBarProps {
  report: Report;
  abilities: ReportAbilities;
  pending: ReportAction | null;
  onToggleVerified: () => void;
  onToggleVisibility: () => void;
  onEdit: () => void;
  onClose: () => void;
}

/** The buttons under the facts, each shown only when the user may use it: verify, visibility, edit, close. */
export function ReportActionsBar({
  report,
  abilities,
  pending,
  onToggleVerified,
  onToggleVisibility,
  onEdit,
  onClose,
}: ReportActionsBarProps) {
  const t = useT();

  return (
    <div className={styles.actions}>
      {abilities.verify ? (
        <Button variant="secondary" busy={pending === 'verify'} onClick={onToggleVerified}>
          {t(report.verified ? 'reportView.unverify' : 'reportView.verify')}
        </Button>
      ) : null}
      {abilities.visibility ? (
        <Button variant="secondary" busy={pending === 'visibility'} onClick={onToggleVisibility}>
          {t(report.visibility === 'public' ? 'reportView.makePrivate' : 'reportView.makePublic')}
        </Button>
      ) : null}
      {abilities.edit ? (
        <Button variant="secondary" onClick={onEdit}>
          {t('reportView.edit')}
        </Button>
      ) : null}
      {abilities.close ? (
        <Button variant="secondary" onClick={onClose}>
          {t('reportView.close')}
        </Button>
      ) : null}
    </div>
  );
}
