import clsx from 'clsx';
import { useCallback } from 'react';
import type { MessageKey, SubmissionQueueState } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { useSubmissionQueue, useSubmissions } from '../../provider/useSubmissions.js';
import { Button } from '../Button/index.js';
import * as styles from './ReportForm.css.js';

interface SubmissionStatusProps {
  online: boolean;
  /** what the form last said about a report it handed over */
  notice: MessageKey | null;
  /** the kept report the form shows, not counted as waiting */
  shownId: string | null;
}

/**
 * Tells whether the device is offline, what became of the last report (kept on the device,
 * sent), and how many reports wait to be sent, with a way to try now. Polite live region: a report
 * sent in the background is announced without moving focus.
 */
export function SubmissionStatus({ online, notice, shownId }: SubmissionStatusProps) {
  const t = useT();
  const queue = useSubmissionQueue();
  const waiting = useSubmissions(
    useCallback((state: SubmissionQueueState) => state.submissions.filter((s) => s.id !== shownId).length, [shownId]),
  );

  return (
    <div className={styles.statusArea}>
      <div role="status" className={styles.submissionStatus}>
        {!online ? <p className={styles.statusLine}>{t('submissions.offline')}</p> : null}
        {notice ? <p className={clsx(styles.statusLine, notice === 'submissions.sent' && styles.statusSent)}>{t(notice)}</p> : null}
        {waiting > 0 ? <p className={styles.pending}>{t('submissions.pending', { count: waiting })}</p> : null}
      </div>
      {waiting > 0 ? (
        <div>
          <Button variant="secondary" disabled={!online} onClick={() => void queue?.getState().retry()}>
            {t('submissions.sendNow')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
