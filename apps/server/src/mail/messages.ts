/** The texts of the mails, in the user's language (core i18n keys mail.*). */
import { createTranslator } from '@fieldwatch/core';
import type { Mail } from './mailer.js';

interface Recipient {
  email: string;
  username: string;
  language: string;
}

export function twoFactorMail(user: Recipient, code: string): Mail {
  const t = createTranslator(user.language);
  return { to: user.email, subject: t('mail.twoFactor.subject', { code }), text: t('mail.twoFactor.body', { code }) };
}

export function passwordResetMail(user: Recipient, publicUrl: string, userId: number, token: string): Mail {
  const t = createTranslator(user.language);
  const link = `${publicUrl}/confirm-password?uid=${userId}&token=${token}`;
  return {
    to: user.email,
    subject: t('mail.reset.subject'),
    text: t('mail.reset.body', { username: user.username, link }),
  };
}
