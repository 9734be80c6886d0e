/**
 * The location picker of the report form, in Chromium against the real server: a click on the small
 * map, the arrow keys on the focused map, typed coordinates and "Use my location" (the browser's
 * geolocation, granted with a set position) all end in the same coordinates, in the fields and in the
 * picker's text alternative. In English and Arabic, at desktop and phone widths, on the dashboard's new
 * report form and on the playground's `<report-form>` element; axe finds nothing serious.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Translate } from '@fieldwatch/core';
import { expectNoSeriousViolations } from './support/fieldwatch';
import { embedsOnForEachJourney, formHost, openPlayground, pageErrors, reportForm } from './support/embeds';
import { chooseLanguage, languages, signInAs, translatorFor } from './support/reports';

const widths = [1440, 390] as const;
// where the browser says the device is: Paris, within 12 metres
const here = { latitude: 48.8566, longitude: 2.3522, accuracy: 12 };

/** A coordinate as the picker writes it: isolated left to right, so Arabic keeps the minus sign in front. */
const isolated = (value: string) => `\u2066${value}\u2069`;

/** The coordinates the picker's text alternative says ("Location: 51.528558, -0.241682"). */
async function saidPoint(picker: Locator): Promise<[number, number]> {
  const text = (await picker.getByRole('status').first().textContent()) ?? '';
  // each number in a left-to-right isolate, around the language's comma
  const numbers = /(-?\d+\.\d+)\u2069?[,،]\s*\u2066?(-?\d+\.\d+)/.exec(text);
  expect(numbers, `the picker says the coordinates: ${text}`).not.toBeNull();
  return [Number(numbers![1]), Number(numbers![2])];
}

interface Fields {
  latitude: Locator;
  longitude: Locator;
}

/** The fields and the text alternative say the same point. */
async function expectSamePoint(picker: Locator, fields: Fields): Promise<[number, number]> {
  await expect(fields.latitude).toHaveValue(/^-?\d+(\.\d+)?$/);
  const [latitude, longitude] = await saidPoint(picker);
  expect(Number(await fields.latitude.inputValue())).toBeCloseTo(latitude, 6);
  expect(Number(await fields.longitude.inputValue())).toBeCloseTo(longitude, 6);
  return [latitude, longitude];
}

/**
 * One journey through the picker inside `form`: click, keys, typing, "Use my location". `root` is
 * where the picker lives (the page, or an element's host: Playwright's locators reach into open shadow roots).
 */
async function chooseEveryWay(page: Page, form: Locator, t: Translate, language: 'en' | 'ar') {
  const map = form.getByRole('application', { name: t('locationPicker.mapLabel') });
  const picker = form.locator('[data-fieldwatch-location-picker]');
  const fields = {
    latitude: form.getByLabel(t('coordinates.latitude'), { exact: true }),
    longitude: form.getByLabel(t('coordinates.longitude'), { exact: true }),
  };
  await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(picker.getByRole('status').first()).toHaveText(t('locationPicker.none'));

  // a click on the map: the fields get the point clicked, and the words say it
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.45, y: box.height * 0.6 } });
  const clicked = await expectSamePoint(picker, fields);

  // the arrow keys on the focused map: east, then north; Shift moves six times as far west
  await map.focus();
  await expect(map).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await saidPoint(picker))[1]).toBeGreaterThan(clicked[1]);
  const east = await expectSamePoint(picker, fields);
  expect(east[0]).toBeCloseTo(clicked[0], 6);
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await saidPoint(picker))[0]).toBeGreaterThan(clicked[0]);
  const north = await expectSamePoint(picker, fields);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => (await saidPoint(picker))[1]).toBeLessThan(clicked[1]);
  const west = await expectSamePoint(picker, fields);
  expect(north[1] - west[1]).toBeCloseTo(6 * (east[1] - clicked[1]), 5);

  // typed coordinates move the pin: the words follow the fields
  await fields.latitude.fill('-33.867861');
  await fields.longitude.fill('151.207389');
  await expect(picker.getByRole('status').first()).toHaveText(
    t('locationPicker.chosen', { latitude: isolated('-33.867861'), longitude: isolated('151.207389') }),
  );

  // the device's own position, with its accuracy
  await picker.getByRole('button', { name: t('locationPicker.useMyLocation') }).click();
  await expect(fields.latitude).toHaveValue(String(here.latitude));
  await expect(fields.longitude).toHaveValue(String(here.longitude));
  await expect(picker.getByRole('status').first()).toHaveText(
    t('locationPicker.chosen', { latitude: isolated('48.856600'), longitude: isolated('2.352200') }),
  );
  const accuracy = picker.getByText('±');
  await expect(accuracy).toBeVisible();
  if (language === 'en') await expect(accuracy).toHaveText('Your location, accurate to ± 12 m');
}

for (const language of languages) {
  const t = translatorFor(language);
  for (const width of widths) {
    test(`${language} at ${width} px: the dashboard's new report form takes a location from the map, the keys, the fields and the device`, async ({
      page,
      context,
    }, info) => {
      test.setTimeout(120_000);
      await chooseLanguage(context, language, info);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(here);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, t, language, 'northadmin');
      await page
        .getByRole('link', { name: t('reportList.newReport') })
        .first()
        .click();
      const form = page.getByRole('form', { name: t('reportForm.titleNew') });
      await expect(form).toBeVisible();

      await chooseEveryWay(page, form, t, language);
      await expectNoSeriousViolations(page, `${language} ${width} /new-report with the location picker`);
      await page.screenshot({ path: info.outputPath(`new-report-picker-${language}-${width}.png`), fullPage: true });
    });
  }
}

test.describe('the <report-form> element of the playground', () => {
  embedsOnForEachJourney();
  for (const language of languages) {
    const t = translatorFor(language);
    for (const width of widths) {
      test(`${language} at ${width} px: the element's form takes a location from its map, with maplibre-gl's rules in its shadow root`, async ({
        page,
        context,
      }, info) => {
        test.setTimeout(120_000);
        const errors = pageErrors(page);
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation(here);
        await page.setViewportSize({ width, height: 900 });
        await openPlayground(page);
        if (language === 'ar') await page.getByLabel('Language').selectOption('ar');
        const host = formHost(page);
        const form = reportForm(host, t);
        await expect(form).toBeVisible();

        await chooseEveryWay(page, form, t, language);
        // the pin is placed by maplibre-gl's own rules, adopted into the element's shadow root
        const pinPosition = await host.evaluate((element) => {
          const pin = element.shadowRoot?.querySelector('.maplibregl-marker');
          return pin ? getComputedStyle(pin).position : null;
        });
        expect(pinPosition).toBe('absolute');
        // the element only: at phone width the playground's own code samples are a partner page's business
        const results = await new AxeBuilder({ page })
          .include('report-form#form')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await page.screenshot({ path: info.outputPath(`playground-form-picker-${language}-${width}.png`), fullPage: true });
        expect(errors).toEqual([]);
      });
    }
  }
});
