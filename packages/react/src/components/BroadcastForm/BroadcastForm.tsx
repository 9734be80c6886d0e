import clsx from 'clsx';
import { useId, useState } from 'react';
import { sendBroadcast, type Broadcast } from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import { useSchemaForm } from '../../internal/useSchemaForm.js';
import { useT } from '../../i18n/useT.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { Button } from '../Button/index.js';
import { BroadcastFields } from './BroadcastFields.js';
import {
  blankBroadcast,
  broadcastFormProblems,
  broadcastInputOf,
  canSendBroadcast,
  recipientsField,
  type BroadcastFormValues,
} from './broadcastFormValues.js';
import * as styles from './BroadcastForm.css.js';

export interface BroadcastFormProps {
  /** The organization whose people receive it. */
  organizationId: number;
  /** Called with the broadcast once sent (the form is already back to blank, audience everyone). */
  onSent?: (broadcast: Broadcast) => void;
  /**
   * Level of the form's heading.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The broadcast form (docs/messages.md): a subject (30 characters) and a message (500), both counted, and
 * who receives it — everyone in the organization, chosen active users of it, or one role. Send stays
 * disabled until the message can go; the server's refusals show beside their fields. Once sent, a success
 * notice says to how many people, and the form starts again, audience everyone.
 */
export function BroadcastForm({ organizationId, onSent, headingLevel = 2, className }: BroadcastFormProps) {
  const t = useT();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const id = useId();
  const form = useSchemaForm<BroadcastFormValues>({ defaultValues: blankBroadcast, validate: broadcastFormProblems });
  const { values, formRef } = form;
  const [sending, setSending] = useState(false);
  const sendable = canSendBroadcast(values);

  const submit = form.handleSubmit(async (valid) => {
    setSending(true);
    try {
      const sent = await sendBroadcast(client, organizationId, broadcastInputOf(valid));
      alerts.getState().push('success', 'messages.sentTo', { count: sent.delivered });
      form.reset(blankBroadcast);
      onSent?.(sent);
    } catch (error) {
      form.setServerErrors(error, { subject: 'subject', content: 'content', type: 'type', recipients: recipientsField(valid.type) });
      showError(error);
    } finally {
      setSending(false);
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      className={clsx(styles.root, className)}
    >
      <Heading level={headingLevel} id={`${id}-title`}>
        {t('messages.form.title')}
      </Heading>
      <BroadcastFields form={form} organizationId={organizationId} />
      <div className={styles.actions}>
        <Button type="submit" busy={sending} disabled={!sendable} aria-describedby={sendable ? undefined : `${id}-why`}>
          {t(sending ? 'messages.form.sending' : 'messages.form.send')}
        </Button>
        {sendable ? null : (
          <p id={`${id}-why`} className={styles.hint}>
            {t('messages.form.disabledHint')}
          </p>
        )}
      </div>
    </form>
  );
}
