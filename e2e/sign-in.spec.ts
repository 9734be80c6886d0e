import { expect, test } from '@playwright/test';
import { demoPassword, expectDashboard, signIn } from './support/fieldwatch';

test('a staff member signs in with Enter, sees the dashboard frame and logs out', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Report list' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password and an unknown user get the same "Invalid Login"', async ({ page }) => {
  await signIn(page, 'admin', 'Wrong#Password1');
  await expect(page.getByText('Invalid Login')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill('nobody_here');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid Login').first()).toBeVisible();
});

test('the form explains a missing username beside the field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Required Field')).toBeVisible();
});

test('navigation follows the role: a Reader has no Admin entry, an Administrator has', async ({ page }) => {
  await signIn(page, 'reader');
  await expectDashboard(page);
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Messages' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Log out' }).click();

  await signIn(page, 'admin');
  await expectDashboard(page);
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('an unknown page shows the not-found page and "Take me back" returns to the dashboard', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('button', { name: 'Take me back' }).click();
  await expectDashboard(page);
});

test('a signed-in user opening /login goes straight to the dashboard', async ({ page }) => {
  await signIn(page, 'northadmin');
  await expectDashboard(page);
  await page.goto('/login');
  await expectDashboard(page);
});
