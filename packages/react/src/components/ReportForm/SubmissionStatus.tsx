import clsx from 'clsx';
import { useId, useState } from 'react';
import { FieldwatchError, type MessageKey, type PendingSubmission, type SubmissionQueueState } from '@fieldwatch/core';
import { useT } from '../../i18n/useT.js';
import { errorMessageKey } from '../../provider/useErrorAlert.js';
import { useSubmissionQueue, useSubmissions } from '../../provider/useSubmissions.js';
import { Button } from '../Button/index.js';
import * as styles from './ReportForm.css.js';

interface SubmissionStatusProps {
  online: boolean;
  /** what the form last said about a report it handed over */
  notice: MessageKey | null;
  /** the kept report the form shows, not counted as waiting */
  shownId: string | null;
  /** the level of the list's heading, one below the form's */
  headingLevel: 2 | 3 | 4;
}

const selectSubmissions = (state: SubmissionQueueState) => state.submissions;

/** A report waiting this long with no answer from the server: the person is told since when, to decide. */
const longWaitMs = 24 * 60 * 60_000;
/** …or after this many tries that got no answer. */
const longWaitTries = 10;

/**
 * Tells whether the device is offline, what became of the last report (kept on the device, sent), and
 * lists the reports kept for this server: title, when kept, state (waiting, sending, refused with the
 * reason), since when the server has not answered when that is long, each with Send now and Discard
 * (confirmed in place). Polite live region: a report sent in the background is announced without moving focus.
 */
export function SubmissionStatus({ online, notice, shownId, headingLevel }: SubmissionStatusProps) {
  const t = useT();
  const headingId = useId();
  const queue = useSubmissionQueue();
  const kept = useSubmissions(selectSubmissions).filter((s) => s.id !== shownId);
  const [discarding, setDiscarding] = useState<string | null>(null);
  // when the form was shown: a wait is judged long against it (the list is read again at every try)
  const [shownAt] = useState(() => Date.now());
  const Heading = `h${headingLevel}` as const;
  const titleOf = (submission: PendingSubmission) => submission.input.title.trim() || t('submissions.untitled');

  return (
    <div className={styles.statusArea}>
      <div role="status" className={styles.submissionStatus}>
        {!online ? <p className={styles.statusLine}>{t('submissions.offline')}</p> : null}
        {notice ? <p className={clsx(styles.statusLine, notice === 'submissions.sent' && styles.statusSent)}>{t(notice)}</p> : null}
        {kept.length > 0 ? <p className={styles.pending}>{t('submissions.pending', { count: kept.length })}</p> : null}
      </div>
      {kept.length > 0 ? (
        <section aria-labelledby={headingId}>
          <Heading id={headingId} className={styles.keptHeading}>
            {t('submissions.keptHeading')}
          </Heading>
          <ul className={styles.keptList}>
            {kept.map((submission) => {
              const title = titleOf(submission);
              const since = submission.unansweredSince ?? null;
              const long = since !== null && (shownAt - since >= longWaitMs || submission.attempts >= longWaitTries);
              return (
                <li key={submission.id} className={styles.keptItem}>
                  <p className={styles.keptTitle} dir="auto">
                    {title}
                  </p>
                  <p className={styles.keptLine}>{t('submissions.keptAt', { date: submission.created })}</p>
                  <p className={styles.keptLine}>
                    {submission.status === 'sending'
                      ? t('submissions.stateSending')
                      : submission.status === 'held' && submission.error
                        ? t('submissions.stateHeld', {
                            reason: t(errorMessageKey(new FieldwatchError(submission.error.code, { fields: submission.error.fields }))),
                          })
                        : t('submissions.stateWaiting')}
                  </p>
                  {long ? <p className={styles.keptWarning}>{t('submissions.noAnswerSince', { date: since })}</p> : null}
                  {discarding === submission.id ? (
                    // asked in place, not in a modal: the form's page has no room for the dialog's code
                    <div role="group" aria-labelledby={`${headingId}-${submission.id}`} className={styles.keptActions}>
                      <p id={`${headingId}-${submission.id}`} className={styles.keptWarning}>
                        {t('submissions.discardQuestion', { title })} {t('submissions.discardWarning')}
                      </p>
                      <Button variant="secondary" autoFocus onClick={() => setDiscarding(null)}>
                        {t('common.cancel')}
                      </Button>
                      <Button
                        onClick={() => {
                          setDiscarding(null);
                          void queue?.getState().discard(submission.id);
                        }}
                      >
                        {t('submissions.discardShort')}
                      </Button>
                    </div>
                  ) : null}
                  <div className={styles.keptActions} hidden={discarding === submission.id}>
                    <Button
                      variant="secondary"
                      disabled={!online || submission.status === 'sending'}
                      aria-label={t('submissions.sendNowNamed', { title })}
                      onClick={() => void queue?.getState().retry(submission.id)}
                    >
                      {t('submissions.sendNow')}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={submission.status === 'sending'}
                      aria-label={t('submissions.discardNamed', { title })}
                      onClick={() => setDiscarding(submission.id)}
                    >
                      {t('submissions.discardShort')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
