import clsx from 'clsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FieldwatchError, login, loginSchema, type LoginResult } from '@fieldwatch/core';
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
import { PasswordField } from '../PasswordField/index.js';
import { TextField } from '../TextField/index.js';
import * as styles from './LoginForm.css.js';

export interface LoginFormProps {
  /** Called after a successful sign-in; the session is already `authenticated`. */
  onSignedIn?: (result: LoginResult) => void;
  /** Called when the account asks for its emailed code; the session is now `awaitingCode`. */
  onCodeRequired?: () => void;
  /**
   * Where "Forgot your password?" leads.
   * @default '/forgot-password'
   */
  forgotPasswordHref?: string;
  /**
   * Level of the form's heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
}

// the same rules as the server's login schema (username required, of letters, digits, '_', '.' and '-')
const loginFormSchema = z.pick(loginSchema, { username: true, password: true });
type LoginValues = { username: string; password: string };

/** The sign-in form: username and password; Enter submits. */
export function LoginForm({ onSignedIn, onCodeRequired, forgotPasswordHref = '/forgot-password', headingLevel = 1 }: LoginFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const alerts = useAlertsStore();
  const showError = useErrorAlert();
  const renderLink = useRenderLink();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async ({ username, password }) => {
    try {
      const outcome = await login(client, username, password);
      if (outcome.status === 'codeRequired') {
        onCodeRequired?.();
        return;
      }
      alerts.getState().push('success', 'success.login');
      onSignedIn?.(outcome.result);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, { username: 'username', password: 'password' })) {
        showError(error);
      } else if (error instanceof FieldwatchError && error.status === 401) {
        // wrong username and wrong password read the same: the answer never tells which usernames exist
        alerts.getState().push('error', 'notice.invalidLogin');
      } else {
        showError(error);
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={headingId}>
        {t('login.title')}
      </Heading>
      <p className={form.intro}>{t('login.intro')}</p>
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        error={message(errors.username?.message)}
        {...register('username')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        aria-required="true"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting} block>
          {t(isSubmitting ? 'login.submitting' : 'login.submit')}
        </Button>
      </div>
      <p className={form.footer}>{renderLink({ href: forgotPasswordHref, className: textLink, children: t('login.forgot') })}</p>
    </form>
  );
}
