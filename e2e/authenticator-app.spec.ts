import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousViolations } from './support/fieldwatch';
import { apiSignIn, chooseLanguage, languages, signInAs, translatorFor, uniqueWord } from './support/reports';
import type { Translate } from '@fieldwatch/core';

const demoPassword = 'Fieldwatch#1';

/** The code an authenticator app holding `secret` shows at `time` (ms). */
const appCode = (secret: string, time = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: time });

async function signInWithCode(page: Page, t: Translate, username: string) {
  await page.goto('/login');
  await page.getByLabel(t('login.username')).fill(username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(demoPassword);
  await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/two-factor-code$/);
}

async function logOut(page: Page, t: Translate) {
  const logout = page.getByRole('button', { name: t('nav.logout') });
  const menu = page.getByRole('button', { name: t('nav.menu') });
  // on a phone the navigation is behind its menu button; wait for the page to show one or the other
  await expect(logout.or(menu).first()).toBeVisible();
  if (!(await logout.isVisible())) await menu.click();
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const language of languages) {
  for (const width of [1440, 390]) {
    test(`a user sets up an authenticator app, then signs in with its code and with a recovery code (${language}, ${width}px)`, async ({
      page,
      context,
      request,
    }, info) => {
      const t = translatorFor(language);
      await page.setViewportSize({ width, height: 900 });
      const admin = await apiSignIn(request, 'admin');
      const username = uniqueWord('totp');
      const created = await request.post('/api/user', {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { username, password: demoPassword, role_id: 3, organizations: [1], options: { email: `${username}@example.org` } },
      });
      expect(created.status()).toBe(201);

      await chooseLanguage(context, language, info);
      await signInAs(page, t, language, username);
      await page.goto('/profile');
      const security = page.getByRole('region', { name: t('profile.securitySection') });
      await security.getByLabel(t('security.methodTotp')).check();
      await security.getByRole('button', { name: t('security.apply') }).click();

      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t('security.currentPassword')).fill(demoPassword);
      await dialog.getByRole('button', { name: t('security.continue') }).click();
      await expect(dialog.getByRole('img', { name: t('security.totp.qr') })).toBeVisible();
      const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]+$/);
      await expectNoSeriousViolations(page, `${language} ${width} set-up dialog`);
      await dialog.getByLabel(t('security.totp.code')).fill(appCode(secret));
      await dialog.getByRole('button', { name: t('security.totp.confirm') }).click();

      const codes = dialog.getByRole('list', { name: t('security.recovery.title') });
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      const recoveryCode = (await codes.getByRole('listitem').first().textContent())!.trim();
      await expectNoSeriousViolations(page, `${language} ${width} recovery codes`);
      await expect(dialog.getByRole('button', { name: t('security.recovery.done') })).toBeDisabled();
      await dialog.getByLabel(t('security.recovery.saved')).check();
      await dialog.getByRole('button', { name: t('security.recovery.done') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(security.getByLabel(t('security.methodTotp'))).toBeChecked();

      await logOut(page, t);
      await signInWithCode(page, t, username);
      await expectNoSeriousViolations(page, `${language} ${width} code screen`);
      // the code that turned the app on was of this 30-second step: the app's next one (accepted a step early)
      await page.getByLabel(t('security.verify.totpCode')).fill(appCode(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: t('twoFactor.submit') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await logOut(page, t);
      await signInWithCode(page, t, username);
      await page.getByRole('button', { name: t('security.verify.useRecovery') }).click();
      await page.getByLabel(t('security.verify.recoveryCode')).fill(recoveryCode);
      await page.getByRole('button', { name: t('twoFactor.submit') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
}
