import type { MessageKey } from '@fieldwatch/core';
import * as formCss from '../../internal/Form.css.js';
import { useT } from '../../i18n/useT.js';
import { Button } from '../Button/index.js';
import type { SavePhase } from './useReportSave.js';
import * as styles from './ReportForm.css.js';

const phaseLabel: Record<SavePhase, MessageKey> = {
  idle: 'reportForm.save',
  saving: 'reportForm.saving',
  uploading: 'reportForm.uploading',
  publishing: 'reportForm.publishing',
};

interface ReportFormActionsProps {
  phase: SavePhase;
  /** Save stays disabled while any field has an error, and says why under `blockedId`. */
  hasErrors: boolean;
  blockedId: string;
  onCancel?: (() => void) | undefined;
  /** Forgets the kept report the form shows; without it there is no Discard button. */
  onDiscard?: (() => void) | undefined;
}

/** The form's buttons: Save (labelled by how far a save got), Cancel and Discard when offered. */
export function ReportFormActions({ phase, hasErrors, blockedId, onCancel, onDiscard }: ReportFormActionsProps) {
  const t = useT();
  const busy = phase !== 'idle';
  return (
    <div className={formCss.actions}>
      <Button type="submit" busy={busy} disabled={hasErrors} aria-describedby={hasErrors ? blockedId : undefined}>
        {t(phaseLabel[phase])}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      ) : null}
      {onDiscard ? (
        <Button variant="secondary" onClick={onDiscard} disabled={busy}>
          {t('submissions.discard')}
        </Button>
      ) : null}
      {hasErrors ? (
        <p id={blockedId} className={styles.blocked}>
          {t('notice.checkFields')}
        </p>
      ) : null}
    </div>
  );
}
