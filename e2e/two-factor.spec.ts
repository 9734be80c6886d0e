import { expect, test } from '@playwright/test';
import { expectDashboard, signIn, waitForMail } from './support/fieldwatch';

const codePattern = /verification code is (\d{6})/i;

test('a user with an emailed second factor signs in with the code; a wrong code says "Invalid code"', async ({ page }) => {
  const since = Date.now();
  await signIn(page, 'secure');
  await expect(page).toHaveURL(/\/two-factor-code$/);
  await expect(page.getByRole('button', { name: /Resend code in \d+ seconds?/ })).toBeDisabled();

  const code = await waitForMail('secure@fieldwatch.example', codePattern, since);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid code').first()).toBeVisible();
  await expect(page).toHaveURL(/\/two-factor-code$/);

  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectDashboard(page);
});

test('"don\'t ask again" skips the code on the next sign-in from this browser', async ({ page }) => {
  const since = Date.now();
  await signIn(page, 'secure');
  await expect(page).toHaveURL(/\/two-factor-code$/);
  // a code sent less than 45 s ago is not sent again, so the newest mail may predate this test
  const code = await waitForMail('secure@fieldwatch.example', codePattern, since - 60_000);
  await page.getByLabel("Don't ask again on this device").check();
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectDashboard(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'secure');
  await expectDashboard(page);
});

test('the code screen cannot be opened without a pending sign-in', async ({ page }) => {
  await page.goto('/two-factor-code');
  await expect(page).toHaveURL(/\/login$/);
});
