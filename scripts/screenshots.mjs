// Takes screenshots of the main screens in English and Arabic, desktop and phone, for a person to look at.
// Usage: node scripts/screenshots.mjs http://localhost:8080 /tmp/shots
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const [base = 'http://localhost:8080', out = 'screenshots'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const sizes = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 780 } };
for (const language of ['en', 'ar']) {
  for (const [device, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'fw_language', value: language, url: base }]);
    const page = await context.newPage();
    const shot = (name) => page.screenshot({ path: `${out}/${language}-${device}-${name}.png`, fullPage: true });
    await page.goto(`${base}/login`);
    await page.waitForLoadState('networkidle');
    await shot('login');
    await page.locator('input[name=username]').fill('admin');
    await page.locator('input[name=password]').fill('Fieldwatch#1');
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL(/dashboard/);
    await page.waitForLoadState('networkidle');
    await shot('dashboard');
    await page.goto(`${base}/profile`);
    await page.waitForLoadState('networkidle');
    await shot('profile');
    await page.goto(`${base}/confirm-password?uid=1&token=abc`);
    await page.waitForLoadState('networkidle');
    await page.locator('input[type=password]').first().fill('abc1');
    await shot('new-password');
    await context.close();
  }
}
await browser.close();
