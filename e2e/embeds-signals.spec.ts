/**
 * What the elements say on a partner's page, served from a second origin (`http://partner.test`, answered
 * by the test) that loads the elements' script from the Fieldwatch server: a wrong `api-base` is named
 * (the message in the element, `fw-error` with its code, one console error) and reaches none of the
 * page's own error listeners, and no report is kept for an address that never answered; a list and a map
 * whose reports could not be loaded show them once the server answers again, without a reload; `fw-ready`
 * says the server answered.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  embedsOnForEachJourney,
  expectMapReady,
  mapIn,
  partnerLaunchOptions,
  partnerOrigin,
  reportForm,
  sdkScriptTag,
} from './support/embeds';
import { translatorFor } from './support/reports';
import config from '../playwright.config';

const en = translatorFor('en');
const partner = partnerOrigin;

embedsOnForEachJourney();

test.use({ launchOptions: partnerLaunchOptions(config.use!.launchOptions!) });

interface Heard {
  type: string;
  detail: unknown;
  from: string;
}

declare global {
  interface Window {
    heard?: Heard[];
    pageErrors?: string[];
    loadedOnce?: boolean;
  }
}

/**
 * Opens the partner page with `body` (the elements), the elements' script tag from the Fieldwatch server
 * (its versioned address, with its integrity).
 * Every other address of the partner's origin answers its own 404 page, as a web server does.
 */
async function openPartnerPage(page: Page, baseURL: string, body: string) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const script = await sdkScriptTag(page.request, baseURL);
  const page404 = '<!doctype html><html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>';
  await page.route(`${partner}/**`, (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
${script}</head><body><h1>Partner</h1>${body}</body></html>`,
        })
      : route.fulfill({ status: 404, contentType: 'text/html', body: page404 }),
  );
  await page.addInitScript(() => {
    window.heard = [];
    window.pageErrors = [];
    for (const type of ['fw-error', 'fw-ready', 'fw-report-submitted', 'error']) {
      document.addEventListener(type, (event) => {
        if (event instanceof CustomEvent) window.heard!.push({ type, detail: event.detail, from: (event.target as Element).localName });
      });
    }
    // an error tracker's listeners: they must hear nothing from the elements
    window.addEventListener('error', (event) => window.pageErrors!.push(`error listener: ${String(event.message ?? event.type)}`));
    window.onerror = (message) => void window.pageErrors!.push(`onerror: ${typeof message === 'string' ? message : message.type}`);
  });
  await page.goto(`${partner}/`);
  await page.evaluate(() => (window.loadedOnce = true));
  return consoleErrors;
}

const heard = (page: Page, type: string) => page.evaluate((wanted) => (window.heard ?? []).filter((event) => event.type === wanted), type);

/**
 * What the partner origin's IndexedDB keeps of reports not sent: every database of the submission queue
 * (one per API base and user, `fieldwatch-submissions <base> <user>`, and the one of before scopes).
 */
const keptReports = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('fieldwatch-submissions'));
    let count = 0;
    for (const name of names) {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(request.error?.message ?? 'indexedDB.open failed'));
      });
      for (const store of Array.from(database.objectStoreNames)) {
        count += await new Promise<number>((resolve, reject) => {
          const request = database.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(request.error?.message ?? 'count failed'));
        });
      }
      database.close();
    }
    return count;
  });

test('a wrong api-base (the partner’s own 404 page) is named in the element, as fw-error and in the console, and nothing is kept', async ({
  page,
  baseURL,
}) => {
  const consoleErrors = await openPartnerPage(page, baseURL!, '<report-list id="list"></report-list><report-form id="form"></report-form>');
  const list = page.locator('report-list#list');
  const form = page.locator('report-form#form');
  for (const host of [list, form]) await expect(host.getByRole('alert').filter({ hasText: en('api.NOT_FIELDWATCH') })).toBeVisible();

  await expect.poll(() => heard(page, 'fw-error').then((events) => events.length)).toBeGreaterThanOrEqual(2);
  const errors = await heard(page, 'fw-error');
  for (const from of ['report-list', 'report-form']) {
    expect(errors).toContainEqual({ type: 'fw-error', from, detail: { code: 'NOT_FIELDWATCH', apiBase: `${partner}/api`, status: 404 } });
  }
  // one console error per element, naming it, its address and what to check
  for (const tag of ['report-list', 'report-form']) {
    expect(consoleErrors.filter((text) => text.startsWith(`[fieldwatch] <${tag} api-base="${partner}/api">`))).toHaveLength(1);
  }
  expect(consoleErrors.find((text) => text.startsWith('[fieldwatch] <report-form'))).toContain('NOT_FIELDWATCH');
  // the deprecated `error` stays on the element: the page's error listeners and onerror hear nothing
  expect(await heard(page, 'error')).toEqual([]);
  expect(await page.evaluate(() => window.pageErrors)).toEqual([]);
  expect(await heard(page, 'fw-ready')).toEqual([]);

  // a report sent there is not kept for later: the form keeps it on screen and says why
  const written = reportForm(form);
  await written.getByLabel(en('reportForm.title'), { exact: true }).fill('Sent to nowhere');
  await written.getByLabel(en('reportForm.description'), { exact: true }).fill('Nothing answers like Fieldwatch here.');
  await written.getByLabel(en('coordinates.latitude'), { exact: true }).fill('1');
  await written.getByLabel(en('coordinates.longitude'), { exact: true }).fill('2');
  const before = (await heard(page, 'fw-error')).length;
  await written.getByRole('button', { name: en('reportForm.save') }).click();
  await expect
    .poll(() => heard(page, 'fw-error').then((events) => events.slice(before)))
    .toContainEqual(expect.objectContaining({ from: 'report-form', detail: expect.objectContaining({ code: 'NOT_FIELDWATCH' }) }));
  await expect(written.getByLabel(en('reportForm.title'), { exact: true })).toHaveValue('Sent to nowhere');
  expect(await keptReports(page)).toBe(0);
});

test('an api-base where nothing listens is API_UNREACHABLE, said once, and the page’s error listeners hear nothing', async ({
  page,
  baseURL,
}) => {
  const nowhere = 'http://127.0.0.1:9/api';
  const consoleErrors = await openPartnerPage(page, baseURL!, `<report-list id="list" api-base="${nowhere}"></report-list>`);
  const list = page.locator('report-list#list');
  await expect(list.getByRole('alert').filter({ hasText: en('api.API_UNREACHABLE') })).toBeVisible();
  await expect
    .poll(() => heard(page, 'fw-error'))
    .toContainEqual({
      type: 'fw-error',
      from: 'report-list',
      detail: { code: 'API_UNREACHABLE', apiBase: nowhere },
    });
  expect(consoleErrors.filter((text) => text.startsWith(`[fieldwatch] <report-list api-base="${nowhere}">`))).toHaveLength(1);
  expect(await heard(page, 'error')).toEqual([]);
  expect(await page.evaluate(() => window.pageErrors)).toEqual([]);
});

test('a list and a map whose reports could not be loaded show them when the server answers again, without a reload; fw-ready arrives', async ({
  page,
  baseURL,
}) => {
  const api = `${baseURL}/api`;
  // the reports blocked (no answer), the rest of the server answering: the elements know it is Fieldwatch
  const blocked = `${api}/public/reports**`;
  const block = (route: Route) => route.abort('connectionrefused');
  await page.context().route(blocked, block);
  await openPartnerPage(
    page,
    baseURL!,
    `<report-list id="list" api-base="${api}" limit="3"></report-list>
<report-map id="map" api-base="${api}" zoom="2" center="0,0" style="display:block;block-size:400px"></report-map>`,
  );
  const list = page.locator('report-list#list');
  const map = page.locator('report-map#map');

  // fw-ready: once per element, with the absolute API address
  await expect
    .poll(() => heard(page, 'fw-ready').then((events) => events.map((event) => event.from).toSorted()))
    .toEqual(['report-list', 'report-map']);
  expect((await heard(page, 'fw-ready')).every((event) => (event.detail as { apiBase: string }).apiBase === api)).toBe(true);

  await expect(list.getByRole('alert').filter({ hasText: en('reportList.error') })).toBeVisible({ timeout: 20_000 });
  await expect(mapIn(map)).toHaveAttribute('data-map-state', 'error', { timeout: 20_000 });

  // the server answers again: both recover by themselves (back-off), the page never reloaded
  await page.context().unroute(blocked, block);
  await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await expectMapReady(map);
  expect(await page.evaluate(() => window.loadedOnce)).toBe(true);
  expect(await page.evaluate(() => window.pageErrors)).toEqual([]);
});
