import clsx from 'clsx';
import type { ReactNode } from 'react';
import * as formCss from '../../internal/Form.css.js';
import { useT } from '../../i18n/useT.js';
import type { AnonymousGate } from './useAnonymousGate.js';
import * as styles from './ReportForm.css.js';

interface AnonymousGateNoticeProps {
  gate: Exclude<AnonymousGate, 'open'>;
  /** the id of the heading passed as `children`, which names the section */
  headingId: string;
  children: ReactNode;
}

/** What an anonymous form shows instead of its fields while the server is asked, or once it accepts no anonymous reports. */
export function AnonymousGateNotice({ gate, headingId, children }: AnonymousGateNoticeProps) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className={clsx(formCss.card, styles.root)}>
      {children}
      <p className={gate === 'closed' ? styles.closedNotice : undefined} role={gate === 'closed' ? 'note' : 'status'}>
        {t(gate === 'closed' ? 'submissions.anonymousDisabled' : 'app.loading')}
      </p>
    </section>
  );
}
