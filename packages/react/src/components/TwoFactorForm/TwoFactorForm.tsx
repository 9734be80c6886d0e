import clsx from 'clsx';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  authErrorData,
  FieldwatchError,
  limits,
  numericCodeIssue,
  recoveryCodeIssue,
  recoveryCodeMax,
  resendCode,
  verifyCode,
  type LoginResult,
  type VerifyMethod,
} from '@fieldwatch/core';
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

type CodeValues = { code: string; remember2fa?: boolean | undefined };

/** What each way of finishing the sign-in says: its intro, the code's label and hint, the link to it. */
const methodTexts = {
  email: { intro: 'twoFactor.intro', label: 'twoFactor.code', hint: 'twoFactor.codeHint', use: 'security.verify.useEmail' },
  totp: {
    intro: 'security.verify.totpIntro',
    label: 'security.verify.totpCode',
    hint: 'security.totp.codeHint',
    use: 'security.verify.useTotp',
  },
  recovery: {
    intro: 'security.verify.recoveryIntro',
    label: 'security.verify.recoveryCode',
    hint: 'security.verify.recoveryHint',
    use: 'security.verify.useRecovery',
  },
} as const;

/** The methods of the pending sign-in that take a typed code, the authenticator app first. */
function codeMethods(methods: readonly string[] | undefined): VerifyMethod[] {
  const offered = (['totp', 'email', 'recovery'] as const).filter((method) => methods?.includes(method));
  return offered.length > 0 ? offered : ['email'];
}

const isWrongCode = (error: unknown) =>
  error instanceof FieldwatchError &&
  (error.data === authErrorData.invalidCode || error.fields.code === 'invalidCode' || (error.status === 401 && !error.data));

/**
 * The second factor of a sign-in: a code from the authenticator app, an emailed code (with a resend
 * button locked for 45 s after each code; a failed resend unlocks it at once) or a recovery code,
 * whichever the server offers, the user switching between them; and "don't ask again".
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
  const offered = codeMethods(pending?.methods);
  // the user's choice while it is one offered; else the first offered (the authenticator app when there is one)
  const [chosen, setMethod] = useState<VerifyMethod | null>(null);
  const method = chosen && offered.includes(chosen) ? chosen : offered[0]!;
  const texts = methodTexts[method];
  // Only a code that was really sent restarts the 45 s lock (core moves codeSentAt); a resend that
  // fails leaves it as it was, so the button is usable again at once and the error says why.
  const locked = secondsLeft > 0;

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ defaultValues: { code: '', remember2fa: false } });

  const submit = handleSubmit(async ({ code, remember2fa }) => {
    // the code rules of the verify call itself: six digits, or a recovery code
    const issue = method === 'recovery' ? recoveryCodeIssue(code) : numericCodeIssue(code);
    if (issue) {
      setError('code', { type: 'validate', message: issue }, { shouldFocus: true });
      return;
    }
    try {
      const result = await verifyCode(client, code.trim(), remember2fa ?? false, method);
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
      <p className={form.intro}>{t(texts.intro, { username: pending?.username ?? '' })}</p>
      <TextField
        key={method}
        label={t(texts.label)}
        hint={t(texts.hint)}
        inputMode={method === 'recovery' ? 'text' : 'numeric'}
        autoComplete={method === 'recovery' ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={method === 'recovery' ? recoveryCodeMax : limits.twoFactorCodeLength}
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
      {offered.length > 1 ? (
        <div role="group" aria-label={t('security.verify.other')} className={styles.methods}>
          {offered
            .filter((other) => other !== method)
            .map((other) => (
              <Button
                key={other}
                variant="link"
                onClick={() => {
                  setMethod(other);
                  setValue('code', '');
                  clearErrors('code');
                }}
              >
                {t(methodTexts[other].use)}
              </Button>
            ))}
        </div>
      ) : null}
      <div className={form.footer}>
        {method === 'email' ? (
          <Button variant="link" disabled={locked || resending} onClick={() => void resend()}>
            {locked ? t('twoFactor.resendIn', { seconds: secondsLeft }) : t('twoFactor.resend')}
          </Button>
        ) : null}
        {renderLink({ href: backHref, className: textLink, children: t('twoFactor.back') })}
      </div>
    </form>
  );
}
