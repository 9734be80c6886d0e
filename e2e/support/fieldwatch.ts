import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Translate } from '@fieldwatch/core';
import { e2eServer } from '../../playwright.config';

export const demoPassword = 'Fieldwatch#1';

export async function signIn(page: Page, username: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** Mails the worker's server wrote to DATA_DIR/outbox (it has no SMTP server), newest last. */
function outboxMails(): { file: string; text: string; time: number }[] {
  const dir = join(e2eServer.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => ({ file: f, text: decodeMail(readFileSync(join(dir, f), 'utf8')), time: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => a.time - b.time || a.file.localeCompare(b.file));
}

/** Undoes quoted-printable soft breaks and escapes so the test can read codes and links. */
function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a mail to `to` that arrived after `since` and matches `pattern`; returns the first group. */
export async function waitForMail(to: string, pattern: RegExp, since: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = outboxMails()
          .filter((m) => m.time >= since - 1000 && m.text.toLowerCase().includes(`to: ${to}`.toLowerCase()))
          .reverse()
          .find((m) => pattern.test(m.text));
        found = mail?.text.match(pattern)?.[1];
        return found;
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${pattern}` },
    )
    .toBeTruthy();
  return found!;
}

/** Signs in through the API (for set-up steps that are not the journey under test). */
export async function apiToken(request: APIRequestContext, username: string, password = demoPassword): Promise<string> {
  const response = await request.post('/api/user/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { token: { access_token: string } } };
  return body.data.token.access_token;
}

/**
 * Fails with each serious or critical WCAG 2.2 AA problem axe finds on the page once its animations
 * have ended: a notice fading in or out is half transparent for a moment, and axe would measure the
 * contrast of that moment (endless ones, such as a spinner, are not waited for).
 */
export async function expectNoSeriousViolations(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // no animation may start while axe reads the page: a notice that begins fading out mid-analysis was
  // measured half transparent, a contrast it never has at rest (the product's reduced-motion rules apply)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Types an ISO day (`yyyy-MM-dd`) into a date field's parts as a person would, in the order the interface
 * language shows them (day, month, year in French; month first in English; year first in Chinese).
 */
export async function typeDay(page: Page, field: Locator, iso: string) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const parts = field.getByRole('spinbutton');
  await parts.first().click();
  const order = await parts.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-type') ?? ''));
  const digits: Record<string, string> = { year, month, day };
  await page.keyboard.type(order.map((type) => digits[type] ?? '').join(''));
}

/**
 * The dashboard's filters, opened: on a wide screen they are a drawer over the list, opened by the
 * button that counts them (its name starts with "Filters" in the page's language). Gives the panel.
 */
export async function openFilters(page: Page, t: Translate): Promise<Locator> {
  const filters = page.getByRole('region', { name: t('filters.title'), exact: true });
  if (!(await filters.isVisible())) {
    await page
      .getByRole('region', { name: t('dashboard.list'), exact: true })
      .getByRole('button', { name: new RegExp(`^${t('dashboard.filters')}`) })
      .click();
  }
  await expect(filters).toBeVisible();
  return filters;
}
