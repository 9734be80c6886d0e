/**
 * The dashboard laid out for triage, in Debian's Chromium against the real server, in English and in
 * Arabic (right to left), at 1440 px and on a 390 px phone: the filters in a drawer with removable
 * chips, the list and the map side by side with a split the user drags (remembered after a reload), a
 * report opened beside the list that Escape closes with the list still at the same place, the keyboard
 * shortcuts, and on a phone the bottom bar's List / Map / Filters. axe finds nothing serious, and each
 * width and language leaves a screenshot of the dashboard in test-results/screenshots/ for review.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Translate } from '@fieldwatch/core';
import { expectNoSeriousViolations } from './support/fieldwatch';
import { chooseLanguage, languages, signInAs, translatorFor, type Language } from './support/reports';

const wide = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

const listRegion = (page: Page, t: Translate) => page.getByRole('region', { name: t('dashboard.list'), exact: true });
// the first: a report's own location map, beside it, is a region named "Map" too
const mapRegion = (page: Page, t: Translate) => page.getByRole('region', { name: t('dashboard.map'), exact: true }).first();
const rows = (page: Page, t: Translate) =>
  listRegion(page, t)
    .getByRole('list', { name: t('reportList.label') })
    .getByRole('link');
/** the list's own scrolling box (the list is virtualised inside it) */
const scroller = (page: Page, t: Translate) =>
  listRegion(page, t)
    .getByRole('list', { name: t('reportList.label') })
    .locator('xpath=..');
const reportPanel = (page: Page, t: Translate) => page.getByRole('region', { name: t('dashboard.report'), exact: true });

/** The dashboard as it settles: rows in the list and the map's first frame drawn. */
async function expectSettled(page: Page, t: Translate) {
  await expect(rows(page, t).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-fieldwatch-map]')).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
}

async function screenshot(page: Page, language: Language, width: number) {
  await page.screenshot({ path: `test-results/screenshots/dashboard-${language}-${width}.png` });
}

/** Ticks one urgency in the open filters, applies, and checks its chip and the count on the button; then removes the chip. */
async function filterByChipAndRemove(page: Page, t: Translate, filters: Locator, opener: Locator) {
  await filters
    .getByRole('group', { name: t('filters.urgency') })
    .getByText(t('report.urgency.critical'), { exact: true })
    .click();
  await filters.getByRole('button', { name: t('filters.apply') }).click();
  const chips = listRegion(page, t).getByRole('list', { name: t('dashboard.activeFilters') });
  const label = t('dashboard.chip', { name: t('filters.urgency'), values: t('report.urgency.critical') });
  await expect(chips.getByRole('listitem')).toHaveText([label]);
  await expect(opener).toContainText(t('filters.activeCount', { count: 1 }));
  // the list reloads at once, without the filter (Apply's own answer may still be on its way)
  const reloaded = page.waitForResponse((response) => {
    const request = response.request();
    if (!response.url().endsWith('/api/reports') || request.method() !== 'POST') return false;
    return Object.keys((request.postDataJSON() as { filters: object }).filters).length === 0;
  });
  await chips.getByRole('button', { name: t('dashboard.removeFilter', { filter: label }) }).click();
  expect((await reloaded).status()).toBe(200);
  await expect(chips).toHaveCount(0);
  await expect(opener).toContainText(t('filters.activeCount', { count: 0 }));
}

for (const language of languages) {
  const t = translatorFor(language);

  test.describe(`dashboard layout (${language})`, () => {
    test(`at 1440 px: filters drawer and chips, a remembered split, a report beside the list, the keyboard`, async ({
      page,
      context,
    }, info) => {
      test.setTimeout(180_000);
      await page.setViewportSize(wide);
      await chooseLanguage(context, language, info);
      await signInAs(page, t, language, 'northadmin');
      await expectSettled(page, t);
      await screenshot(page, language, wide.width);
      await expectNoSeriousViolations(page, `dashboard ${language} 1440`);

      // the list and the map share the line, the list on the side the line starts from
      const list = (await listRegion(page, t).boundingBox())!;
      const map = (await mapRegion(page, t).boundingBox())!;
      expect(Math.abs(list.y - map.y)).toBeLessThan(4);
      if (language === 'ar') expect(list.x).toBeGreaterThan(map.x);
      else expect(list.x).toBeLessThan(map.x);

      // filters: a drawer over the list, opened from the button that counts them
      const opener = listRegion(page, t).getByRole('button', { name: new RegExp(`^${t('dashboard.filters')}`) });
      await expect(page.getByRole('region', { name: t('filters.title'), exact: true })).toBeHidden();
      await opener.click();
      const filters = page.getByRole('region', { name: t('filters.title'), exact: true });
      await expect(filters).toBeVisible();
      await expectNoSeriousViolations(page, `filters drawer ${language}`);
      await filterByChipAndRemove(page, t, filters, opener);

      // the split: dragged 200 px towards the map, the list grows by about that much, and stays so after a reload
      const separator = page.getByRole('separator', { name: t('dashboard.resize') });
      const handle = (await separator.boundingBox())!;
      const towardsMap = language === 'ar' ? -200 : 200;
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(handle.x + handle.width / 2 + towardsMap / 2, handle.y + handle.height / 2, { steps: 5 });
      await page.mouse.move(handle.x + handle.width / 2 + towardsMap, handle.y + handle.height / 2, { steps: 5 });
      await page.mouse.up();
      const dragged = (await listRegion(page, t).boundingBox())!.width;
      expect(dragged - list.width).toBeGreaterThan(150);
      await page.reload();
      await expect(rows(page, t).first()).toBeVisible({ timeout: 30_000 });
      await expect.poll(async () => Math.round((await listRegion(page, t).boundingBox())!.width)).toBeGreaterThan(dragged - 4);
      expect((await listRegion(page, t).boundingBox())!.width).toBeLessThan(dragged + 4);
      // and the keyboard moves it too (arrow keys on the focused separator)
      await separator.focus();
      await page.keyboard.press(language === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(async () => (await listRegion(page, t).boundingBox())!.width).toBeLessThan(dragged - 20);

      // a report opened from the list shows beside it; Escape closes it and the list is where it was
      await scroller(page, t).evaluate((element) => element.scrollTo({ top: 900 }));
      await expect.poll(() => scroller(page, t).evaluate((element) => element.scrollTop)).toBeGreaterThan(800);
      const place = await scroller(page, t).evaluate((element) => element.scrollTop);
      // a row wholly inside the list's box, so clicking it scrolls nothing
      const href = await scroller(page, t).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inside = Array.from(element.querySelectorAll('a')).find((link) => {
          const rect = link.getBoundingClientRect();
          return rect.top >= box.top && rect.bottom <= box.bottom;
        });
        return inside!.getAttribute('href')!;
      });
      const row = rows(page, t).and(page.locator(`[href="${href}"]`));
      const title = (await row.locator('[dir="auto"]').first().textContent())!;
      await row.click();
      await expect(page).toHaveURL(/\/dashboard\/report\/\d+$/);
      await expect(reportPanel(page, t).getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 20_000 });
      await expect(listRegion(page, t)).toBeVisible();
      await expect(mapRegion(page, t)).toBeVisible();
      await expect(rows(page, t).filter({ hasText: title }).first()).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousViolations(page, `report beside the list ${language}`);
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(reportPanel(page, t)).toHaveCount(0);
      expect(await scroller(page, t).evaluate((element) => element.scrollTop)).toBe(place);
      await expect(page.locator(':focus')).toContainText(title);

      // the keyboard: j and k move through the rows (on from the row last focused), Enter opens, ? lists the shortcuts
      await page.getByRole('heading', { level: 1, name: t('dashboard.title') }).click();
      await page.keyboard.press('j');
      const focused = page.locator(':focus');
      await expect(focused).toHaveAttribute('href', /\/dashboard\/report\/\d+$/);
      const first = (await focused.getAttribute('href'))!;
      await page.keyboard.press('j');
      await expect(focused).toHaveAttribute('href', /\/dashboard\/report\/\d+$/);
      await expect(focused).not.toHaveAttribute('href', first);
      await page.keyboard.press('k');
      await expect(focused).toHaveAttribute('href', first);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${first}$`));
      await expect(reportPanel(page, t)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/dashboard$/);
      // the panel has closed once its row has the focus back
      await expect(focused).toHaveAttribute('href', first);
      await page.keyboard.press('/');
      await expect(listRegion(page, t).getByRole('combobox', { name: t('search.label') })).toBeFocused();
      await page.keyboard.type('j');
      await expect(page.locator(':focus')).toHaveValue('j');
      await page.getByRole('heading', { level: 1, name: t('dashboard.title') }).click();
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: t('dashboard.shortcuts') });
      await expect(help).toBeVisible();
      await expect(help.getByRole('definition')).toHaveCount(6);
      await expectNoSeriousViolations(page, `shortcuts ${language}`);
      await page.keyboard.press('Escape');
      await expect(help).toHaveCount(0);
    });

    test(`at 390 px: the bottom bar switches List, Map and Filters`, async ({ page, context }, info) => {
      test.setTimeout(150_000);
      await page.setViewportSize(phone);
      await chooseLanguage(context, language, info);
      await signInAs(page, t, language, 'northadmin');
      const bar = page.getByRole('tablist', { name: t('dashboard.views') });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('tab', { selected: true })).toHaveText(t('dashboard.list'));
      await expectSettled(page, t);
      // the bar stays at the bottom of the screen, the map one tap away
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y + barBox.height).toBeGreaterThan(phone.height - 2);
      await screenshot(page, language, phone.width);
      await expectNoSeriousViolations(page, `dashboard ${language} 390`);

      await bar.getByRole('tab', { name: t('dashboard.map') }).click();
      await expect(mapRegion(page, t)).toBeVisible();
      await expect(listRegion(page, t)).toBeHidden();
      const mapBox = (await page.locator('[data-fieldwatch-map]').boundingBox())!;
      expect(mapBox.width).toBeGreaterThan(300);
      expect(mapBox.y).toBeLessThan(phone.height / 2);

      await bar.getByRole('tab', { name: new RegExp(`^${t('dashboard.filters')}`) }).click();
      const filters = page.getByRole('region', { name: t('filters.title'), exact: true });
      await expect(filters).toBeVisible();
      await expect(mapRegion(page, t)).toBeHidden();
      await filters
        .getByRole('group', { name: t('filters.urgency') })
        .getByText(t('report.urgency.critical'), { exact: true })
        .click();
      await filters.getByRole('button', { name: t('filters.apply') }).click();
      // applying shows the list again, with the chip
      await expect(bar.getByRole('tab', { selected: true })).toHaveText(t('dashboard.list'));
      const chips = listRegion(page, t).getByRole('list', { name: t('dashboard.activeFilters') });
      await expect(chips.getByRole('listitem')).toHaveCount(1);
      const reloaded = page.waitForResponse(
        (response) => response.url().endsWith('/api/reports') && response.request().method() === 'POST' && response.ok(),
      );
      await chips.getByRole('button').click();
      await expect(chips).toHaveCount(0);
      await reloaded;
      await expect(listRegion(page, t).getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();

      // a report opened from the list takes the screen; closing it returns to the list
      const row = rows(page, t).first();
      const href = (await row.getAttribute('href'))!;
      const title = (await row.locator('[dir="auto"]').first().textContent())!;
      await row.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(reportPanel(page, t).getByRole('heading', { level: 2, name: title })).toBeVisible({ timeout: 20_000 });
      await reportPanel(page, t)
        .getByRole('button', { name: t('dashboard.closeReport') })
        .click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(listRegion(page, t)).toBeVisible();
    });
  });
}
