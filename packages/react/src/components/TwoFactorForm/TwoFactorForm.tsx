import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { authErrorData, FieldwatchError, limits, resendCode, verifyCode, verifySchema, type LoginResult } from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useClient } from '../../provider/useClient.js';
import { useAlertsStore } from '../../provider/useAlerts.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { useSession } from '../../provider/useSession.js';
import { textLink } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { TextField } from '../TextField/index.js';
import { useResendCountdown } from './useResendCountdown.js';
import * as styles from './TwoFactorForm.css.js';

export interface TwoFactorFormProps {
  /** Called after the code is accepted; the session is `authenticated`. */
  onSignedIn?: (result: LoginResult) => void;
  /**
   * Where "Back to sign in" leads.
   * @default '/login'
   */
  backHref?: string;
  /**
   * Level of the form's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

// the code rules of the verify call itself (required, exactly 6 digits)
const codeFormSchema = z.pick(verifySchema, { code: true, remember2fa: true });
type CodeValues = { code: string; remember2fa?: boolean | undefined };

const isWrongCode = (error: unknown) =>
  error instanceof FieldwatchError &&
  (error.data === authErrorData.invalidCode || error.fields.code === 'invalidCode' || (error.status === 401 && !error.data));

/**
 * The emailed second factor: a 6-digit code, "don't ask again", and a resend
 * button locked for 45 s after each code; a failed resend unlocks it at once so the user can retry.
 */
export function TwoFactorForm({ onSignedIn, backHref = '/login', headingLevel = 1 }: TwoFactorFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const renderLink = useRenderLink();
  const headingId = useId();
  const pending = useSession((s) => s.pendingTwoFactor);
  const codeSentAt = pending?.codeSentAt ?? null;
  const secondsLeft = useResendCountdown(codeSentAt);
  const [resending, setResending] = useState(false);
  // Only a code that was really sent restarts the 45 s lock (core moves codeSentAt); a resend that
  // fails leaves it as it was, so the button is usable again at once and the error says why.
  const locked = secondsLeft > 0;

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '', remember2fa: false } });

  const submit = handleSubmit(async ({ code, remember2fa }) => {
    try {
      const result = await verifyCode(client, code, remember2fa ?? false);
      alerts.getState().push('success', 'success.login');
      onSignedIn?.(result);
    } catch (error) {
      if (isWrongCode(error)) setError('code', { type: 'server', message: 'invalidCode' }, { shouldFocus: true });
      else showError(error);
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      await resendCode(client);
      alerts.getState().push('success', 'success.codeSent');
    } catch (error) {
      showError(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={headingId}>
        {t('twoFactor.title')}
      </Heading>
      <p className={form.intro}>{t('twoFactor.intro', { username: pending?.username ?? '' })}</p>
      <TextField
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={limits.twoFactorCodeLength}
        aria-required="true"
        className={styles.code}
        error={message(errors.code?.message)}
        {...register('code')}
      />
      <Checkbox label={t('twoFactor.remember')} {...register('remember2fa')} />
      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting} block>
          {t('twoFactor.submit')}
        </Button>
      </div>
      <div className={form.footer}>
        <Button variant="link" disabled={locked || resending} onClick={() => void resend()}>
          {locked ? t('twoFactor.resendIn', { seconds: secondsLeft }) : t('twoFactor.resend')}
        </Button>
        {renderLink({ href: backHref, className: textLink, children: t('twoFactor.back') })}
      </div>
    </form>
  );
}
