/**
 * `<report-form>` on a partner page of ANOTHER origin (`http://partner.test`, served by the test), in
 * two tabs of one browser: a report saved offline in one tab is kept on the device; when both tabs come
 * back online, one of them sends it, once, with its files once, and the other's list of kept reports
 * empties; a reload sends nothing more. And the form emptied after a successful save shows no error.
 *
 * The options the elements depend on are set through the API before each journey and put back after
 * it: the other journeys share this server.
 */
import { basename } from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  embedsOnForEachJourney,
  fillReport,
  pageErrors,
  partnerLaunchOptions,
  partnerOrigin,
  recordElementEvents,
  reportAsAdmin,
  reportIdsMatching,
  reportForm,
  sdkScriptTag,
  waitForElementEvent,
} from './support/embeds';
import { makeJpeg, makePdf, translatorFor, uniqueWord } from './support/reports';
import config from '../playwright.config';

const en = translatorFor('en');
const { south } = embedsOnForEachJourney();
const partner = partnerOrigin;

test.use({ launchOptions: partnerLaunchOptions(config.use!.launchOptions!) });

/**
 * A partner page on its own origin: the elements' script tag as a partner copies it (the server's
 * versioned address, with its integrity), and `api-base` pointing at this server, absolutely.
 */
async function servePartnerPage(context: BrowserContext, server: string) {
  const script = await sdkScriptTag(context.request, server);
  await context.route(`${partner}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Partner page</title>
    ${script}
  </head>
  <body>
    <main>
      <h1>River watch partner</h1>
      <report-form id="form" api-base="${server}/api"></report-form>
    </main>
  </body>
</html>`,
    }),
  );
}

async function openPartnerForm(page: Page) {
  const errors = pageErrors(page);
  await recordElementEvents(page);
  await page.goto(`${partner}/reports.html`);
  const host = page.locator('report-form#form');
  const form = reportForm(host);
  await expect(form).toBeVisible({ timeout: 30_000 });
  return { errors, host, form };
}

const keptList = (host: Locator) => host.getByRole('region', { name: en('submissions.keptHeading') });

test('a report kept offline with two tabs open is sent once when they come back online, and not again after a reload', async ({
  context,
  request,
  baseURL,
}) => {
  await servePartnerPage(context, baseURL!);
  const first = await openPartnerForm(await context.newPage());
  const second = await openPartnerForm(await context.newPage());

  const word = uniqueWord('twotabs');
  const title = `Levee seeping ${word}`;
  const photo = await makeJpeg(`levee-${word}.jpg`, { r: 90, g: 60, b: 30 });
  const pdf = makePdf(`levee-${word}.pdf`, `Levee note ${word}`);

  await context.setOffline(true);
  await fillReport(first.form, { title, content: 'Water seeping through the levee.', latitude: 51.5, longitude: -0.25 });
  await first.form.locator('input[type="file"]').setInputFiles([photo, pdf]);
  await first.form.getByRole('button', { name: en('reportForm.save') }).click();
  await expect(first.host.getByText(en('submissions.queued'))).toBeVisible();
  await expect(keptList(first.host).getByText(title)).toBeVisible();
  // the other tab hears of it and lists it too
  await expect(keptList(second.host).getByText(title)).toBeVisible({ timeout: 15_000 });

  await context.setOffline(false);
  const sentFrom = await Promise.race([
    waitForElementEvent(first.host.page(), 'report-submitted', () => true, 45_000).then((event) => ({ tab: first, event })),
    waitForElementEvent(second.host.page(), 'report-submitted', () => true, 45_000).then((event) => ({ tab: second, event })),
  ]);
  const id = (sentFrom.event.detail as { id: number }).id;
  // gone from both tabs' lists
  await expect(keptList(first.host)).toHaveCount(0, { timeout: 20_000 });
  await expect(keptList(second.host)).toHaveCount(0, { timeout: 20_000 });

  const stored = await reportAsAdmin(request, id);
  expect(stored).toMatchObject({ title, status: 'published', organization: { id: south() } });
  expect(stored.media.map((item) => item.name).sort()).toEqual([basename(photo), basename(pdf)].sort());
  await expect.poll(() => reportIdsMatching(request, word)).toEqual([id]);

  // a reload of either tab sends nothing more (once its queue has read what is kept and the network is quiet)
  for (const tab of [first, second]) {
    await tab.host.page().reload();
    await expect(reportForm(tab.host)).toBeVisible();
    await expect(keptList(tab.host)).toHaveCount(0);
    await tab.host.page().waitForLoadState('networkidle');
  }
  expect(await reportIdsMatching(request, word)).toEqual([id]);
  expect((await reportAsAdmin(request, id)).media).toHaveLength(2);
  expect([...first.errors, ...second.errors]).toEqual([]);
});

test('after a successful save the emptied form shows no error', async ({ context, baseURL }) => {
  await servePartnerPage(context, baseURL!);
  const { host, form, errors } = await openPartnerForm(await context.newPage());
  const word = uniqueWord('cleared');
  await fillReport(form, { title: `Drain cleared ${word}`, content: 'The drain flows again.', latitude: 51.49, longitude: -0.2 });
  // leaves the coordinates, as everyone does before saving
  await form.getByLabel(en('reportForm.title'), { exact: true }).click();
  await form.getByRole('button', { name: en('reportForm.save') }).click();
  await waitForElementEvent(host.page(), 'report-submitted');
  await expect(form.getByLabel(en('reportForm.title'), { exact: true })).toHaveValue('');
  await expect(form.getByLabel(en('coordinates.latitude'), { exact: true })).toHaveValue('');
  await expect(form.getByText(en('validation.required'))).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
