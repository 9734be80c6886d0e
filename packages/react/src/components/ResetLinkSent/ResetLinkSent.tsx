import clsx from 'clsx';
import { useId, useState } from 'react';
import { requestPasswordReset } from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { useT } from '../../i18n/useT.js';
import { useClient } from '../../provider/useClient.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { textLink } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import * as styles from './ResetLinkSent.css.js';

export interface ResetLinkSentProps {
  /** The username the link was requested for. */
  username: string;
  /**
   * Where "Back to sign in" leads.
   * @default '/login'
   */
  backHref?: string;
  /**
   * Level of the screen's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

/** The screen after the forgot-password form: says where the link went and can send it again. */
export function ResetLinkSent({ username, backHref = '/login', headingLevel = 1 }: ResetLinkSentProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const renderLink = useRenderLink();
  const headingId = useId();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await requestPasswordReset(client, username);
      alerts.getState().push('success', 'success.recoverySent');
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={headingId}>
        {t('resetSent.title')}
      </Heading>
      <p className={form.intro}>{t('resetSent.body', { username })}</p>
      <div className={form.actions}>
        <Button variant="secondary" busy={sending} onClick={() => void resend()}>
          {t('resetSent.resend')}
        </Button>
      </div>
      <p className={form.footer}>{renderLink({ href: backHref, className: textLink, children: t('resetSent.back') })}</p>
    </section>
  );
}
