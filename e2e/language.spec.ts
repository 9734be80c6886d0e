import { expect, test } from '@playwright/test';
import { loadTranslator } from '@fieldwatch/core';
import { expectDashboard, signIn } from './support/fieldwatch';

const ar = await loadTranslator('ar');
const fr = await loadTranslator('fr');

test('choosing Arabic lays the whole page out right to left, and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await expectDashboard(page);
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: ar('nav.reports') })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'fw_language')?.value).toBe('ar');

  // the navigation sits on the right in right-to-left layout
  const nav = await page.getByRole('navigation').first().boundingBox();
  const viewport = page.viewportSize()!;
  expect(nav!.x + nav!.width / 2).toBeGreaterThan(viewport.width / 2);

  await page.getByLabel(ar('nav.language')).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a logged-out visitor can switch the sign-in page to French', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: fr('login.submit') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: fr('login.submit') })).toBeVisible();
});
