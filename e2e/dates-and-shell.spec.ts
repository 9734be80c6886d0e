import { expect, test, type Page } from '@playwright/test';
import { loadAllCatalogues, createTranslator, type LanguageCode } from '@fieldwatch/core';
import { adminHeaders } from './support/embeds';
import { expectNoSeriousViolations, openFilters, typeDay } from './support/fieldwatch';

await loadAllCatalogues();

const password = 'Fieldwatch#1';
/** An ISO day some days ago (UTC): neither filter nor event date may be after today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function signInIn(page: Page, language: LanguageCode, username = 'northadmin') {
  await page.context().addCookies([{ name: 'fw_language', value: language, url: test.info().project.use.baseURL! }]);
  const t = createTranslator(language);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? 'zh-CN' : language);
  await page.getByLabel(t('login.username')).fill(username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(password);
  await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  return t;
}

test.describe('dates in the interface language', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  /** puts back the deployment's time zone a journey changed, whether it passed or not */
  let restoreZone: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restoreZone?.();
    restoreZone = null;
  });

  test('a day typed in French order filters the dashboard and dates a new report in the deployment’s time zone', async ({
    page,
    request,
  }) => {
    // a zone without summer time, five and a half hours ahead of UTC, for the whole journey
    const setZone = async (timezone: string) =>
      expect(
        (
          await request.put('/api/options', { headers: await adminHeaders(request), data: [{ name: 'timezone', value: timezone }] })
        ).status(),
      ).toBe(200);
    const before = ((await (await request.get('/api/handshake')).json()) as { data: { timezone: string } }).data.timezone;
    await setZone('Asia/Kolkata');
    restoreZone = () => setZone(before);
    const t = await signInIn(page, 'fr');
    const filters = await openFilters(page, t);
    const start = filters.getByRole('group', { name: t('filters.startDate'), exact: true });
    await expect(start.getByRole('spinbutton')).toHaveCount(3);
    const from = daysAgo(40);
    await typeDay(page, start, from);
    // shown as jj/mm/aaaa
    const [year, month, day] = from.split('-');
    await expect(start).toHaveText(`${day}/${month}/${year}`);
    const listed = page.waitForRequest(
      (request) => request.url().endsWith('/api/reports') && request.method() === 'POST' && request.postData()?.includes(from) === true,
    );
    await filters.getByRole('button', { name: t('filters.apply'), exact: true }).click();
    expect((await listed).postDataJSON()).toMatchObject({ filters: { start_date: from } });
    await expectNoSeriousViolations(page, 'dashboard in French with a start date');

    await page.goto('/new-report');
    const form = page.getByRole('form', { name: t('reportForm.titleNew') });
    const eventDay = form.getByRole('group', { name: t('reportForm.day'), exact: true });
    // a day ahead is refused beside the field
    await typeDay(page, eventDay, '2999-01-15');
    await page.keyboard.press('Tab');
    await expect(form.getByText(t('validation.eventDateFuture'))).toBeVisible();

    const when = daysAgo(3);
    await typeDay(page, eventDay, when);
    await expect(form.getByText(t('validation.eventDateFuture'))).toHaveCount(0);
    await form.getByLabel(t('reportForm.title'), { exact: true }).fill('Crue de la rivière');
    await form.getByLabel(t('reportForm.description'), { exact: true }).fill('La rivière est sortie de son lit.');
    await form.getByLabel(t('reportForm.hour'), { exact: true }).fill('9');
    await form.getByLabel(t('reportForm.minute'), { exact: true }).fill('30');
    await form.getByLabel(t('reportForm.second'), { exact: true }).fill('0');
    await expect(form.getByText(t('reportForm.eventDateHint', { zone: '\u2068Asia/Kolkata\u2069' }))).toBeVisible();
    await form.getByLabel(t('coordinates.latitude'), { exact: true }).fill('51.5');
    await form.getByLabel(t('coordinates.longitude'), { exact: true }).fill('-0.12');
    await form.getByRole('button', { name: t('reportForm.save') }).click();
    // the report page shows the time typed on Kolkata's clock in the product's date format, in UTC
    await expect(page).toHaveURL(/\/report\/\d+$/, { timeout: 30_000 });
    await expect(page.getByText(`${when} 4:00 (UTC)`).first()).toBeVisible();
  });

  test('Arabic writes the day right to left', async ({ page }) => {
    const t = await signInIn(page, 'ar');
    const start = (await openFilters(page, t)).getByRole('group', { name: t('filters.startDate'), exact: true });
    await expect(start.getByRole('spinbutton')).toHaveCount(3);
    const boxes = await Promise.all(['day', 'year'].map((type) => start.locator(`[data-type="${type}"]`).boundingBox()));
    // right to left: the day stands to the right of the year
    expect(boxes[0]!.x).toBeGreaterThan(boxes[1]!.x);
  });
});

for (const language of ['en', 'ar'] as const) {
  test.describe(`phone layout in ${language}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the navigation folds into a menu that opens and closes', async ({ page }) => {
      const t = await signInIn(page, language);
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      const menu = nav.getByRole('button', { name: t('nav.menu') });
      await expect(menu).toBeVisible();
      await expect(nav.getByRole('link', { name: t('nav.reports') })).toBeHidden();
      // the page starts on the first screen, under a slim bar
      const main = await page.locator('#main').boundingBox();
      expect(main!.y).toBeLessThan(100);

      await menu.click();
      const dialog = page.getByRole('dialog', { name: t('nav.menu') });
      await expect(dialog.getByRole('link', { name: t('nav.reports') })).toBeVisible();
      await expect(dialog.getByLabel(t('nav.language'))).toBeVisible();
      // the sheet opens from the inline end: the right in English, the left in Arabic
      const sheet = await dialog.boundingBox();
      if (language === 'ar') expect(sheet!.x).toBeLessThan(10);
      else expect(sheet!.x + sheet!.width).toBeGreaterThan(380);
      await expectNoSeriousViolations(page, `phone menu (${language})`);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(menu).toBeFocused();

      await menu.click();
      await page
        .getByRole('dialog', { name: t('nav.menu') })
        .getByRole('link', { name: t('nav.admin') })
        .click();
      await expect(page).toHaveURL(/\/admin\//);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // a page shorter than the screen starts under the bar too: the bar keeps its height
      await page.goto('/admin/layers');
      await expect(page.getByRole('heading', { level: 1, name: t('nav.admin') })).toBeVisible();
      const bar = await nav.boundingBox();
      expect(bar!.height).toBeLessThan(70);
      expect((await page.locator('#main').boundingBox())!.y).toBeLessThan(bar!.y + bar!.height + 2);
    });
  });
}

for (const width of [1440, 390]) {
  test(`the Invalid Login notice leaves the language picker free at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/login');
    await page.getByLabel('Username').fill('northadmin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const notice = page.getByRole('alert').filter({ hasText: 'Invalid Login' });
    await expect(notice).toBeVisible();
    const picker = page.getByLabel('Language');
    const [a, b] = [await notice.boundingBox(), await picker.boundingBox()];
    const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap).toBe(false);
    // and the picker still takes a click while the notice shows
    await picker.selectOption('fr', { timeout: 2_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoSeriousViolations(page, `sign-in with a notice at ${width} px`);
  });
}
