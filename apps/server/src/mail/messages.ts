/** The texts of the mails, in the user's language (core i18n keys mail.*). */
import { findLanguage, limits, loadTranslator, type Broadcast } from '@fieldwatch/core';
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

/** `link`: the set-password link (`PUBLIC_URL/confirm-password?uid=…&token=…`), valid one hour. */
export async function passwordResetMail(user: Recipient, link: string): Promise<Mail> {
  const t = await loadTranslator(user.language);
  return {
    to: user.email,
    subject: t('mail.reset.subject'),
    text: t('mail.reset.body', { username: user.username, link }),
  };
}

/**
 * The welcome of a new account: with `setPasswordLink` (an account created without a password) the link
 * to choose one, valid `limits.welcomeLinkDays`; otherwise where to sign in with the password the
 * administrator gives. A password is never mailed.
 */
export async function welcomeMail(user: Recipient, publicUrl: string, setPasswordLink?: string): Promise<Mail> {
  const t = await loadTranslator(user.language);
  return {
    to: user.email,
    subject: t('mail.welcome.subject'),
    text: setPasswordLink
      ? t('mail.welcome.setPassword', { username: user.username, link: setPasswordLink, days: limits.welcomeLinkDays })
      : t('mail.welcome.signIn', { username: user.username, link: `${publicUrl}/login` }),
  };
}

/** A broadcast, mailed to one recipient; the link opens their inbox, where it is also kept. */
export async function broadcastMail(user: Recipient, broadcast: Broadcast, publicUrl: string): Promise<Mail> {
  const t = await loadTranslator(user.language);
  return {
    to: user.email,
    subject: t('messages.mail.subject', { organization: broadcast.organization.name, subject: broadcast.subject }),
    text: t('messages.mail.body', {
      username: user.username,
      author: broadcast.author?.username ?? broadcast.organization.name,
      organization: broadcast.organization.name,
      content: broadcast.content,
      link: `${publicUrl}/inbox`,
    }),
  };
}

export type SecurityChange = 'password' | 'email' | 'secondfactor' | 'signin';

/**
 * Tells the user that their password, email address or second factor changed and that their other
 * sessions ended: if it was not them, they learn at once. `date` is formatted for the reader (users
 * store a locale such as `en_US`, which Intl refuses: its BCP 47 tag is used).
 */
export async function securityChangeMail(user: Recipient, change: SecurityChange, at: Date): Promise<Mail> {
  const t = await loadTranslator(user.language);
  // users' languages are stored as locales (en_US), which Intl does not take: their BCP 47 tag instead
  const date = new Intl.DateTimeFormat(findLanguage(user.language)?.tag ?? 'en', {
    dateStyle: 'long',
    // 'long' carries the time zone's name (Intl refuses timeZoneName beside dateStyle)
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
  return {
    to: user.email,
    subject: t('mail.securityChange.subject'),
    text: t('mail.securityChange.body', { username: user.username, change, date }),
  };
}
