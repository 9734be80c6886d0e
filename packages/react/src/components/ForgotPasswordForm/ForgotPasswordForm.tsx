import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { requestPasswordReset, resetRequestSchema } from '@fieldwatch/core';
import { Heading, type HeadingLevel } from '../../internal/Heading.js';
import * as form from '../../internal/Form.css.js';
import { applyServerFieldErrors } from '../../internal/serverFieldErrors.js';
import { useT } from '../../i18n/useT.js';
import { useValidationMessage } from '../../i18n/useValidationMessage.js';
import { useClient } from '../../provider/useClient.js';
import { useErrorAlert } from '../../provider/useErrorAlert.js';
import { useRenderLink } from '../../provider/useRenderLink.js';
import { textLink } from '../../theme/shared.css.js';
import { Button } from '../Button/index.js';
import { TextField } from '../TextField/index.js';
import * as styles from './ForgotPasswordForm.css.js';

export interface ForgotPasswordFormProps {
  /** Called once the recovery link is requested, with the username (for the reset-link-sent screen). */
  onSent?: (username: string) => void;
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

type ResetValues = { username: string };

/** The forgot-password screen: the username, then a mailed link (the answer never says whether it exists). */
export function ForgotPasswordForm({ onSent, backHref = '/login', headingLevel = 1 }: ForgotPasswordFormProps) {
  const t = useT();
  const message = useValidationMessage();
  const client = useClient();
  const showError = useErrorAlert();
  const renderLink = useRenderLink();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: zodResolver(resetRequestSchema), defaultValues: { username: '' } });

  const submit = handleSubmit(async ({ username }) => {
    try {
      await requestPasswordReset(client, username);
      onSent?.(username);
    } catch (error) {
      applyServerFieldErrors(error, setError, { username: 'username' });
      showError(error);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId} className={clsx(form.card, styles.root)}>
      <Heading level={headingLevel} id={headingId}>
        {t('forgot.title')}
      </Heading>
      <p className={form.intro}>{t('forgot.intro')}</p>
      <TextField
        label={t('forgot.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-required="true"
        error={message(errors.username?.message)}
        {...register('username')}
      />
      <div className={form.actions}>
        <Button type="submit" busy={isSubmitting} block>
          {t('forgot.submit')}
        </Button>
      </div>
      <p className={form.footer}>{renderLink({ href: backHref, className: textLink, children: t('forgot.back') })}</p>
    </form>
  );
}
