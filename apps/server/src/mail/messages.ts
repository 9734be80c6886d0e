/** The texts of the mails, in the user's language (core i18n keys mail.*). */
import { loadTranslator } from '@fieldwatch/core';
import type { Mail } from './mailer.js';

interface Recipient {
  email: string;
  username: string;
  language: string;
}

export async function twoFactorMail(user: Recipient, code: string): Promise<Mail> {
  const t = await loadTranslator(user.language);
  return { to: user.email, subject: t('mail.twoFactor.subject', { code }), text: t('mail.twoFactor.body', { code }) };
}

export async function passwordResetMail(user: Recipient, publicUrl: string, userId: number, token: string): Promise<Mail> {
  const t = await loadTranslator(user.language);
  const link = `${publicUrl}/confirm-password?uid=${userId}&token=${token}`;
  return {
    to: user.email,
    subject: t('mail.reset.subject'),
    text: t('mail.reset.body', { username: user.username, link }),
  };
}
