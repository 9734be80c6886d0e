import { expect, test } from '@playwright/test';
import { demoPassword, expectDashboard, signIn } from './support/fieldwatch';

test('a staff member signs in with Enter, sees the dashboard frame and logs out', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Report list' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
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

test('every navigation entry opens a page, for every role', async ({ page }) => {
  // four sign-ins and every page of each role's navigation, each page drawn in full
  test.setTimeout(150_000);
  for (const username of ['admin', 'northadmin', 'reader', 'mobile']) {
    await signIn(page, username);
    await expectDashboard(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) {
      await page.goto(href!);
      await expect(page, `${username} → ${href}`).not.toHaveURL(/\/(404|not-found)$/);
    }
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
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
