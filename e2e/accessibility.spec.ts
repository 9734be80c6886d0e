import { expect, test } from '@playwright/test';
import { expectDashboard, expectNoSeriousViolations, signIn } from './support/fieldwatch';

for (const language of ['en', 'ar'] as const) {
  test(`signed-out pages have no serious accessibility problems (${language})`, async ({ page, context }) => {
    await context.addCookies([{ name: 'fw_language', value: language, url: test.info().project.use.baseURL! }]);
    for (const path of ['/login', '/forgot-password', '/confirm-password?uid=1&token=x', '/404']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `${language} ${path}`);
    }
  });

  test(`signed-in pages have no serious accessibility problems (${language})`, async ({ page, context }) => {
    await signIn(page, 'admin');
    await expectDashboard(page);
    await context.addCookies([{ name: 'fw_language', value: language, url: test.info().project.use.baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoSeriousViolations(page, `${language} /dashboard`);
    await page.goto('/profile');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, `${language} /profile`);
  });
}

test('the sign-in form works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.keyboard.press('Tab');
  // the first stop is the skip link or the username field; walk until the username field has focus
  for (let i = 0; i < 6 && !(await page.getByLabel('Username').evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fieldwatch#1');
  await page.keyboard.press('Enter');
  await expectDashboard(page);
});
