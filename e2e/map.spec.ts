/**
 * The report map in Debian's Chromium against the real server: it draws with nothing but the
 * product reachable (its default street style, OpenFreeMap, replaced by the built-in basemap), follows the filters, a cluster click zooms in, a marker's popup leads to the
 * report, and an uploaded GeoJSON layer shows and hides (and the choice is kept).
 *
 * The reports of these journeys carry a word of their own and stand at the map's default center
 * (options: 51.5285582, -0.2416815, zoom 11); searching the word leaves only them on the map, so their
 * place on screen is known: the middle of the map's canvas.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, chooseLanguage, organizationNamed, signInAs, translatorFor, uniqueWord } from './support/reports';
import { openFilters } from './support/fieldwatch';

const center = { latitude: 51.528558, longitude: -0.241682 };
const word = uniqueWord('mapjourney');
const title = `Market flooded ${word}`;
let reportId = 0;
let north = 0;

/** Signed in afresh for each use: the journeys' server gives access tokens 20 seconds of life. */
const editorHeaders = async (page: Page) => ({ Authorization: `Bearer ${(await apiSignIn(page.request, 'northadmin')).token}` });

test.describe.configure({ mode: 'serial' });

async function createReport(page: Page, fields: { title: string; latitude: number; longitude: number }): Promise<number> {
  const headers = await editorHeaders(page);
  const created = await page.request.post(`/api/organization/${north}/report`, {
    headers,
    data: { ...fields, content: `Water over the stalls at ${word}.`, event_date: new Date(Date.now() - 3_600_000).toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  expect((await page.request.put(`/api/organization/${north}/report/${id}`, { headers, data: { status: 'published' } })).status()).toBe(
    200,
  );
  return id;
}

const map = (page: Page) => page.locator('[data-fieldwatch-map]');
const canvas = (page: Page) => map(page).locator('canvas.maplibregl-canvas');
const itemsButton = (page: Page) => map(page).getByRole('button', { name: /^Reports in view/ });

async function expectMapReady(page: Page) {
  await expect(map(page)).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
}

/** Leaves on the map only this journey's reports (the map follows the list's search). */
async function searchWord(page: Page) {
  await page.getByRole('combobox', { name: 'Search reports' }).fill(word);
  await page.getByRole('combobox', { name: 'Search reports' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /results? for “/ })).toBeVisible();
  await expectMapReady(page);
}

/** The color of one pixel of the map, `dx`, `dy` from its middle, as the user sees it. */
async function pixel(page: Page, dx: number, dy: number): Promise<[number, number, number]> {
  const box = (await canvas(page).boundingBox())!;
  const x = Math.round(box.x + box.width / 2 + dx);
  const y = Math.round(box.y + box.height / 2 + dy);
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

async function clickMiddle(page: Page) {
  const box = (await canvas(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.beforeAll(async ({ request }) => {
  north = organizationNamed(await apiSignIn(request, 'northadmin'), 'Field Team North');
});

test('the map draws from the product alone: only the default street style is asked for, and the built-in basemap stands in', async ({
  page,
  context,
}, info) => {
  const elsewhere: string[] = [];
  const origin = new URL(info.project.use.baseURL!).origin;
  await context.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  reportId = await createReport(page, { title, ...center });
  await signInAs(page, translatorFor('en'), 'en', 'admin');
  await expectMapReady(page);
  await expect(itemsButton(page)).not.toHaveText(/\(0 items\)/);
  await searchWord(page);
  // London at zoom 11 is land: the offline basemap drew it (its water is #c9dfee, its land #f6f3ec)
  await expect
    .poll(
      async () => {
        const [r, g, b] = await pixel(page, 70, 70);
        return Math.abs(r - 0xf6) + Math.abs(g - 0xf3) + Math.abs(b - 0xec);
      },
      { message: 'land color' },
    )
    .toBeLessThan(30);
  // the one other host: OpenFreeMap's style, which is not there without the network; quietly replaced
  expect(elsewhere.map((url) => new URL(url).host)).toEqual(expect.arrayContaining(['tiles.openfreemap.org']));
  expect(elsewhere.filter((url) => new URL(url).host !== 'tiles.openfreemap.org')).toEqual([]);
  await expect(map(page).getByText(translatorFor('en')('map.basemapFallback'))).toHaveCount(0);
});

test('a filter change redraws the map: it counts what the list counts', async ({ page }) => {
  await signInAs(page, translatorFor('en'), 'en', 'admin');
  await expectMapReady(page);
  const summary = map(page).locator('p').first();
  // the list's own count line (a status under the search bar)
  const listCount = async () =>
    Number(
      (await page
        .getByRole('status')
        .filter({ hasText: /^\d[\d,]* reports$/ })
        .textContent())!.replace(/\D/g, ''),
    );
  await expect(summary).toContainText(`${await listCount()} reports match the filters.`);
  const before = await summary.textContent();

  const filters = await openFilters(page, translatorFor('en'));
  await filters.getByRole('checkbox', { name: 'Closed' }).check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(summary).not.toHaveText(before!);
  await expectMapReady(page);
  await expect(summary).toContainText(`${await listCount()} reports match the filters.`);
});

for (const language of ['en', 'ar'] as const) {
  test(`a marker's popup shows the report and leads to it (${language})`, async ({ page, context }, info) => {
    const t = translatorFor(language);
    await chooseLanguage(context, language, info);
    await signInAs(page, t, language, 'northadmin');
    await expectMapReady(page);
    await page.getByRole('combobox', { name: t('search.label') }).fill(word);
    await page.getByRole('combobox', { name: t('search.label') }).press('Enter');
    await expectMapReady(page);
    await expect(map(page).getByRole('button', { name: new RegExp(`^${t('map.items')}`) })).toContainText(
      t('map.itemsCount', { count: 1 }),
    );

    await clickMiddle(page);
    const popup = page.locator('.maplibregl-popup');
    await expect(popup.getByRole('heading', { name: title })).toBeVisible();
    await expect(popup).toContainText(t('map.popup.by', { author: 'northadmin' }));
    await expect(popup).toContainText(t('map.popup.images', { count: 0 }));
    await popup.getByRole('link', { name: t('map.popup.view') }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/report/${reportId}$`));
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });
}

test('a cluster click zooms in until its reports stand apart', async ({ page }) => {
  // two more reports some 40 m north and south: one cluster at zoom 11, three markers close up
  await createReport(page, { title: `Stalls north ${word}`, latitude: center.latitude + 0.0004, longitude: center.longitude });
  await createReport(page, { title: `Stalls south ${word}`, latitude: center.latitude - 0.0004, longitude: center.longitude });
  await signInAs(page, translatorFor('en'), 'en', 'northadmin');
  await expectMapReady(page);
  await searchWord(page);
  await expect(itemsButton(page)).toContainText('(1 item)');
  await itemsButton(page).click();
  await expect(map(page).getByRole('button', { name: 'Cluster of 3 reports' })).toBeVisible();

  await clickMiddle(page);
  await expect(itemsButton(page)).toContainText('(3 items)', { timeout: 15_000 });
  await expect(map(page).getByRole('button', { name: /^Report \d+/ })).toHaveCount(3);
});

test('an uploaded GeoJSON layer shows and hides, and the choice is kept', async ({ page }) => {
  // a square of about 7 km around the center, drawn in a color nothing else on the map has
  const square = [
    [center.longitude - 0.05, center.latitude - 0.03],
    [center.longitude + 0.05, center.latitude - 0.03],
    [center.longitude + 0.05, center.latitude + 0.03],
    [center.longitude - 0.05, center.latitude + 0.03],
    [center.longitude - 0.05, center.latitude - 0.03],
  ];
  const geojson = {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { zone: 'Flood zone' }, geometry: { type: 'Polygon', coordinates: [square] } }],
  };
  // layer names: one per enabled language, at most 20 characters each
  const name = `Flood zone ${word.slice(-4)}`.slice(0, 20);
  const names = Object.fromEntries(['en_US', 'fr_FR', 'es_ES', 'pt_PT', 'ta_IN', 'zh_CN', 'ar_SA'].map((locale) => [locale, name]));
  const upload = await page.request.post(`/api/organization/${north}/layer`, {
    headers: await editorHeaders(page),
    multipart: {
      layer: JSON.stringify({ name: names, type: 'vector', colour: '#c000c0' }),
      file: { name: 'zone.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(geojson)) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await signInAs(page, translatorFor('en'), 'en', 'northadmin');
  await expectMapReady(page);
  await searchWord(page);
  const tinted = async () => {
    const [r, g, b] = await pixel(page, 70, 70);
    // land under a translucent magenta: more red and blue than green
    return r - g > 25 && b - g > 25;
  };
  await expect.poll(tinted, { message: 'the layer is drawn', timeout: 15_000 }).toBe(true);

  await map(page).getByRole('button', { name: 'Map options' }).click();
  const toggle = map(page).getByRole('checkbox', { name });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect.poll(tinted, { message: 'the layer is hidden', timeout: 15_000 }).toBe(false);

  // kept for this user: still hidden after a reload
  await page.reload();
  await expectMapReady(page);
  await map(page).getByRole('button', { name: 'Map options' }).click();
  await expect(map(page).getByRole('checkbox', { name })).not.toBeChecked();
  await map(page).getByRole('checkbox', { name }).check();
  await searchWord(page);
  await expect.poll(tinted, { message: 'the layer shows again', timeout: 15_000 }).toBe(true);
});
