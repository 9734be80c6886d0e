import { expect, test } from '@playwright/test';
import { apiToken, expectDashboard, signIn, waitForMail } from './support/fieldwatch';

test('forgot password → mailed link → new password with the live checklist → sign in with it', async ({ page, request }) => {
  // A user of its own, so that no demo account's password changes.
  const username = `field_${Date.now()}`;
  const email = `${username}@fieldwatch.example`;
  const admin = await apiToken(request, 'admin');
  const created = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      username,
      password: 'Initial#Pass9',
      role_id: 3,
      organizations: [1],
      options: { email, firstname: 'Amina', lastname: 'Diallo' },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const since = Date.now();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(username)).toBeVisible();

  const link = await waitForMail(email, /(http:\/\/\S+\/confirm-password\?uid=\d+&token=[\w-]+)/, since);
  await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();

  const password = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Re-enter new password');
  const rule = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await password.fill('short');
  await expect(rule('7 to 72 characters')).toContainText('not met');
  await expect(rule('A lowercase letter')).not.toContainText('not met');
  await password.fill('Monsoon#Field42');
  await confirmation.fill('Monsoon#Field4');
  await expect(rule('Both passwords the same')).toContainText('not met');
  await confirmation.fill('Monsoon#Field42');
  for (const name of [
    '7 to 72 characters',
    'An uppercase letter',
    'A lowercase letter',
    'A number',
    'A special character',
    'Both passwords the same',
  ]) {
    await expect(rule(name)).not.toContainText('not met');
  }
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, username, 'Monsoon#Field42');
  await expectDashboard(page);

  // the link works once; opened again once the log-out has finished, as a person would
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('Another#Field77');
  await page.getByLabel('Re-enter new password').fill('Another#Field77');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Invalid token').first()).toBeVisible();
});

test('the reset-link-sent screen is only reachable while a username is held', async ({ page }) => {
  await page.goto('/forgot-password/sent');
  await expect(page).toHaveURL(/\/forgot-password$/);
});
