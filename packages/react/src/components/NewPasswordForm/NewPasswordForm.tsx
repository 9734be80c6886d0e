import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { authErrorData, FieldwatchError, newPasswordFormSchema, setNewPassword } from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useClient } from '../../provider/useClient.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { textLink } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import { PasswordChecklist } from '../PasswordChecklist/index.js';
import { PasswordField } from '../PasswordField/index.js';
import * as styles from './NewPasswordForm.css.js';

export interface NewPasswordFormProps {
  /** `uid` from the mailed link's query string. */
  uid?: string | null | undefined;
  /** `token` from the mailed link's query string. */
  token?: string | null | undefined;
  /** Called after the password is saved. */
  onDone?: () => void;
  /**
   * Where "Request a new link" leads (for an incomplete, used or expired link).
   * @default '/forgot-password'
   */
  requestNewHref?: string;
  /**
   * Level of the form's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

type NewPasswordValues = { password: string; confirmation: string };

const isBadLink = (error: unknown) =>
  error instanceof FieldwatchError &&
  (error.data === authErrorData.invalidToken || error.fields.token !== undefined || error.fields.uid !== undefined);

/** The recovery mail's link leads here: new password twice, with the live checklist; uid and token from the link. */
export function NewPasswordForm({ uid, token, onDone, requestNewHref = '/forgot-password', headingLevel = 1 }: NewPasswordFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const renderLink = useRenderLink();
  const headingId = useId();
  const uidNumber = Number(uid);
  const linkComplete = Boolean(token) && Number.isInteger(uidNumber) && uidNumber > 0;
  const [linkRefused, setLinkRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmation: '' } });
  const [password, confirmation] = useWatch({ control, name: ['password', 'confirmation'] });

  const submit = handleSubmit(async (values) => {
    if (!token) return;
    try {
      await setNewPassword(client, { password: values.password, uid: uidNumber, token });
      alerts.getState().push('success', 'success.passwordChanged');
      onDone?.();
    } catch (error) {
      if (isBadLink(error)) {
        // used, expired or altered link: no password will be accepted with it, so offer a new one
        setLinkRefused(true);
        alerts.getState().push('error', 'notice.invalidToken');
      } else if (applyServerFieldErrors(error, setError, { password: 'password' })) {
        showError(error);
      } else {
        showError(error);
      }
    }
  });

  const requestNew = renderLink({ href: requestNewHref, className: textLink, children: t('newPassword.requestNew') });

  const heading = (
    <Heading level={headingLevel} id={headingId}>
      {t('newPassword.title')}
    </Heading>
  );

  if (!linkComplete) {
    return (
      <section aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
        {heading}
        <p className={form.formError}>{t('newPassword.missingLink')}</p>
        <p>{requestNew}</p>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      {heading}
      <p className={form.intro}>{t('newPassword.intro')}</p>
      {linkRefused ? (
        <div role="alert" className={form.formError}>
          <p className={styles.flush}>{t('notice.invalidToken')}</p>
          <p className={styles.flush}>{requestNew}</p>
        </div>
      ) : null}
      <PasswordField
        label={t('newPassword.password')}
        autoComplete="new-password"
        aria-required="true"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        label={t('newPassword.confirmation')}
        autoComplete="new-password"
        aria-required="true"
        error={message(errors.confirmation?.message)}
        {...register('confirmation')}
      />
      <PasswordChecklist password={password} confirmation={confirmation} />
      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting} block>
          {t('newPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
