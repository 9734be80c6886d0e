/**
 * The embeddable elements on the playground partner page (`/playground/`), in Chromium against
 * the real server: the map draws inside its shadow root with maplibre-gl's CSS; an anonymous report
 * lands in the anonymous organization and the page hears `fw-report-submitted`; Arabic lays the elements out
 * right to left; a private report never reaches the public map or list; axe finds nothing serious inside
 * the elements; elements added, moved and removed at run time keep working. Reports kept offline or
 * while the server is down, with their files, are the journeys of embeds-media.spec.ts.
 *
 * The options the elements depend on are set through the API before each journey and put back after
 * it: the other journeys share this server.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  elementEvents,
  embedsOnForEachJourney,
  expectMapReady,
  fillReport,
  formHost,
  listHost,
  mapHost,
  mapIn,
  openPlayground as playground,
  pageErrors,
  readEmbedOptions,
  recordElementEvents,
  reportAsAdmin,
  reportForm,
  rootIn,
  waitForElementEvent,
  writeEmbedOptions,
} from './support/embeds';
import { apiSignIn, organizationNamed, seedReport, translatorFor, uniqueWord } from './support/reports';

const en = translatorFor('en');
const ar = translatorFor('ar');

/** Every journey starts with the public map and anonymous submissions on, into Field Team South. */
const { south } = embedsOnForEachJourney();

test('<report-map> draws inside its own shadow root, with maplibre-gl’s stylesheet adopted there', async ({ page }) => {
  const errors = pageErrors(page);
  await playground(page);
  const host = mapHost(page);
  await expectMapReady(host);

  const inside = await host.evaluate((element) => {
    const root = element.shadowRoot;
    if (!root) return null;
    const canvas = root.querySelector<HTMLCanvasElement>('canvas.maplibregl-canvas');
    const map = root.querySelector<HTMLElement>('.maplibregl-map');
    const corner = root.querySelector<HTMLElement>(
      '.maplibregl-ctrl-top-right, .maplibregl-ctrl-top-left, .maplibregl-ctrl-bottom-right, .maplibregl-ctrl-bottom-left',
    );
    const box = canvas?.getBoundingClientRect();
    const adoptedRules = root.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
    return {
      canvasInShadow: canvas !== null,
      canvasesInPage: document.querySelectorAll('canvas').length,
      canvasSize: canvas ? [canvas.width, canvas.height] : null,
      canvasBox: box ? [box.width, box.height] : null,
      canvasPosition: canvas ? getComputedStyle(canvas).position : null,
      mapOverflow: map ? getComputedStyle(map).overflow : null,
      cornerPosition: corner ? getComputedStyle(corner).position : null,
      maplibreRule: adoptedRules.some((rule) => rule.startsWith('.maplibregl-canvas')),
    };
  });
  expect(inside, 'the element has an open shadow root').not.toBeNull();
  // the map is drawn in the shadow root, not in the partner's page
  expect(inside!.canvasInShadow).toBe(true);
  expect(inside!.canvasesInPage).toBe(0);
  expect(inside!.canvasSize![0]).toBeGreaterThan(0);
  expect(inside!.canvasSize![1]).toBeGreaterThan(0);
  expect(inside!.canvasBox![0]).toBeGreaterThan(0);
  expect(inside!.canvasBox![1]).toBeGreaterThan(0);
  // maplibre-gl's own rules are adopted by the root and apply there (without them the canvas is static)
  expect(inside!.maplibreRule).toBe(true);
  expect(inside!.canvasPosition).toBe('absolute');
  expect(inside!.mapOverflow).toBe('hidden');
  expect(inside!.cornerPosition).toBe('absolute');
  // the element's box is laid out on the page
  const hostBox = (await host.boundingBox())!;
  expect(hostBox.height).toBeGreaterThan(100);
  await expect(host.locator('canvas.maplibregl-canvas')).toBeVisible();
  expect(errors).toEqual([]);
});

test('<report-form> sends an anonymous report into the anonymous organization and tells the page its id', async ({ page, request }) => {
  const errors = pageErrors(page);
  await recordElementEvents(page);
  await playground(page);
  const form = reportForm(formHost(page));
  await expect(form).toBeVisible();
  await expect(form.getByText(en('submissions.anonymousNote'))).toBeVisible();

  const title = `Broken culvert ${uniqueWord('anon')}`;
  await fillReport(form, { title, content: 'Water crosses the road after every rain.', latitude: 51.52, longitude: -0.25 });
  await form.getByRole('button', { name: en('reportForm.save') }).click();

  const event = await waitForElementEvent(page, 'fw-report-submitted');
  expect(event.from).toBe('report-form');
  expect(event.detail).toEqual({ id: expect.any(Number) });
  const id = (event.detail as { id: number }).id;
  await expect(formHost(page).getByText(en('submissions.sent'))).toBeVisible();
  // the form is ready for the next report
  await expect(form.getByLabel(en('reportForm.title'), { exact: true })).toHaveValue('');

  const stored = await reportAsAdmin(request, id);
  expect(stored.title).toBe(title);
  expect(stored.status).toBe('published');
  expect(stored.organization.id).toBe(south());
  expect(String(stored.organization.id)).toBe((await readEmbedOptions(request)).anonymous_organization);
  // one report, one event
  expect(await elementEvents(page, 'fw-report-submitted')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('locale="ar" lays the elements out right to left, in Arabic, and leaves the partner’s page as it is', async ({ page }) => {
  const errors = pageErrors(page);
  await playground(page);
  const form = reportForm(formHost(page));
  await expect(form).toBeVisible();
  await expect(listHost(page).getByRole('heading', { name: en('embeds.latest') })).toBeVisible();
  const save = form.getByRole('button', { name: en('reportForm.save') });
  // left to right first: the actions start at the form's left edge
  await expect.poll(() => sideOf(save, form)).toBe('left');
  // the map's zoom buttons sit on the right, away from its own buttons on the left
  const zoomIn = mapIn(mapHost(page)).getByRole('button', { name: en('map.control.zoomIn') });
  await expectMapReady(mapHost(page));
  await expect(zoomIn).toBeVisible();
  await expect.poll(() => sideOf(zoomIn, mapIn(mapHost(page)))).toBe('right');

  // the partner page's own control sets locale="ar" on every element
  await page.getByLabel('Language').selectOption('ar');
  for (const host of [mapHost(page), listHost(page), formHost(page)]) {
    await expect(host).toHaveAttribute('locale', 'ar');
    await expect(rootIn(host)).toHaveAttribute('dir', 'rtl');
    await expect(rootIn(host)).toHaveAttribute('lang', /^ar/);
  }
  const arabicForm = reportForm(formHost(page), ar);
  await expect(arabicForm).toBeVisible();
  await expect(arabicForm.getByText(ar('submissions.anonymousNote'))).toBeVisible();
  await expect(listHost(page).getByRole('heading', { name: ar('embeds.latest') })).toBeVisible();
  await expect(mapIn(mapHost(page)).getByRole('button', { name: new RegExp(`^${ar('map.items')}`) })).toBeVisible();
  // the map made in English follows: its zoom buttons speak Arabic and move to the left
  const arabicZoomIn = mapIn(mapHost(page)).getByRole('button', { name: ar('map.control.zoomIn') });
  await expect(arabicZoomIn).toBeVisible();
  await expect.poll(() => sideOf(arabicZoomIn, mapIn(mapHost(page)))).toBe('left');
  const title = arabicForm.getByLabel(ar('reportForm.title'), { exact: true });
  await expect(title).toBeVisible();
  expect(await rootIn(formHost(page)).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  // laid out from the right: the actions now start at the form's right edge
  await expect.poll(() => sideOf(arabicForm.getByRole('button', { name: ar('reportForm.save') }), arabicForm)).toBe('right');
  // the partner's page keeps its own language and direction
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.locator('main').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

  // an element written with locale="ar" from the start is right to left too
  await page.evaluate(() => {
    const list = document.createElement('report-list');
    list.id = 'arabic-list';
    list.setAttribute('locale', 'ar');
    list.setAttribute('limit', '2');
    document.getElementById('extra')!.append(list);
  });
  const arabicList = page.locator('report-list#arabic-list');
  await expect(rootIn(arabicList)).toHaveAttribute('dir', 'rtl');
  await expect(arabicList.getByRole('heading', { name: ar('embeds.latest') })).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Which side of its container an element starts at (the writing direction decides); null while either is
 * not laid out (the map's wrapper is drawn again when its state changes), so callers poll.
 */
async function sideOf(element: Locator, container: Locator): Promise<'left' | 'right' | null> {
  const box = await element.boundingBox();
  const outer = await container.boundingBox();
  if (!box || !outer) return null;
  return box.x - outer.x < outer.x + outer.width - (box.x + box.width) ? 'left' : 'right';
}

test('a private report never reaches the public map or list; a public one beside it does', async ({ page, request }) => {
  const errors = pageErrors(page);
  await recordElementEvents(page);
  const word = uniqueWord('hidden');
  const north = await apiSignIn(request, 'northadmin');
  const northId = organizationNamed(north, 'Field Team North');
  // a place of their own, far from the demo reports and from any earlier run's, so the map there shows only these two
  const place = { latitude: -40 + Math.random() * 10, longitude: 15 + Math.random() * 15 };
  const shown = await seedReport(request, north, northId, {
    title: `Public notice ${word}`,
    content: 'Shown to everyone.',
    visibility: 'public',
    ...place,
  });
  const hidden = await seedReport(request, north, northId, {
    title: `Private witness statement ${word}`,
    content: 'Never shown outside the organization.',
    visibility: 'private',
    latitude: place.latitude + 0.002,
    longitude: place.longitude + 0.002,
  });

  // ---- the public endpoints the elements call, without a token ----
  const points = await request.get('/api/public/reports/geo');
  expect(points.status()).toBe(200);
  const pointsBody = (await points.json()) as { data: { ids: number[] }; total: number };
  expect(pointsBody.data.ids).toContain(shown.id);
  expect(pointsBody.data.ids).not.toContain(hidden.id);
  const bbox = [place.longitude - 0.01, place.latitude - 0.01, place.longitude + 0.01, place.latitude + 0.01];
  const clusters = await request.post('/api/public/reports/geo/clusters', { data: { filters: {}, bbox, zoom: 16 } });
  expect(clusters.status()).toBe(200);
  const clustersBody = (await clusters.json()) as { data: { points: { ids: number[] }; clusters: { count: number[] } } };
  expect(clustersBody.data.points.ids).toEqual([shown.id]);
  expect(clustersBody.data.clusters.count).toEqual([]);
  expect((await request.get(`/api/public/reports/geo/${shown.id}`)).status()).toBe(200);
  const popup = await request.get(`/api/public/reports/geo/${hidden.id}`);
  expect(popup.status()).toBe(404);
  expect(await popup.text()).not.toContain(word);
  const latest = await request.get('/api/public/reports?limit=50');
  expect(latest.status()).toBe(200);
  const latestIds = ((await latest.json()) as { data: { id: number }[] }).data.map((report) => report.id);
  expect(latestIds).toContain(shown.id);
  expect(latestIds).not.toContain(hidden.id);

  // ---- the list: the newest public report first, the private one (newer still) nowhere ----
  await playground(page);
  const list = listHost(page);
  await expect(list.getByText(shown.title)).toBeVisible();
  await expect(list.getByText(hidden.title)).toHaveCount(0);

  // ---- a map added at run time over their place: one report in view, the public one ----
  await page.evaluate(
    ({ latitude, longitude }) => {
      const map = document.createElement('report-map');
      map.id = 'place-map';
      map.setAttribute('center', `${latitude},${longitude}`);
      map.setAttribute('zoom', '15');
      map.setAttribute('clustered', 'false');
      document.getElementById('extra')!.append(map);
    },
    { latitude: place.latitude + 0.001, longitude: place.longitude + 0.001 },
  );
  const host = page.locator('report-map#place-map');
  await expectMapReady(host);
  // the text alternative: as many reports as the public endpoint has, and only one of them in view
  const summary = mapIn(host).locator('p').first();
  await expect(summary).toContainText(en('map.summary', { total: pointsBody.total }));
  await expect(summary).toContainText(en('map.inView', { clusters: 0, points: 1 }));
  await mapIn(host)
    .getByRole('button', { name: new RegExp(`^${en('map.items')}`) })
    .click();
  const items = mapIn(host).getByRole('region', { name: en('map.items') });
  await expect(items.getByRole('button', { name: new RegExp(`^${en('map.report', { id: shown.id })}(?!\\d)`) })).toBeVisible();
  await expect(items.getByRole('button', { name: new RegExp(`^${en('map.report', { id: hidden.id })}(?!\\d)`) })).toHaveCount(0);
  await expect(items.getByRole('button')).toHaveCount(1);
  // choosing it opens its popup and tells the page
  await items.getByRole('button').click();
  await expect(host.getByText(shown.title)).toBeVisible();
  const selected = await waitForElementEvent(page, 'fw-report-selected', (event) => event.from === 'report-map');
  expect(selected.detail).toEqual({ id: shown.id });
  await expect(page.getByText(hidden.title)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('with the public-site map and anonymous submissions off, the elements say so instead of showing reports or failing', async ({
  page,
  request,
}) => {
  await writeEmbedOptions(request, { public_map_enabled: '0', anonymous_enabled: '0' });
  expect((await request.get('/api/public/reports')).status()).toBe(403);
  expect((await request.get('/api/public/reports/geo')).status()).toBe(403);
  expect((await request.post('/api/user/anonymous')).status()).toBe(403);
  await recordElementEvents(page);

  await playground(page);
  const list = listHost(page);
  await expect(list.getByText(en('embeds.publicOff'))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(0);
  const fromList = await waitForElementEvent(page, 'fw-error', (event) => event.from === 'report-list');
  expect(fromList.detail).toEqual({ code: 'INACTIVE_FEATURE', apiBase: new URL('/api', page.url()).href });

  const map = mapIn(mapHost(page));
  await expect(map.getByRole('status')).toHaveText(en('embeds.publicOff'), { timeout: 30_000 });
  await expect(map.getByText(en('map.error'))).toHaveCount(0);
  await expect(map.getByRole('button', { name: en('map.retry') })).toHaveCount(0);
  await expect(map.getByRole('button', { name: new RegExp(`^${en('map.items')}`) })).toBeDisabled();

  const form = formHost(page);
  await expect(form.getByRole('note')).toHaveText(en('submissions.anonymousDisabled'));
  await expect(form.getByLabel(en('reportForm.title'), { exact: true })).toBeHidden();
  await expect(form.getByRole('button', { name: en('reportForm.save') })).toBeHidden();
});

/** axe inside the three elements only (it reads open shadow roots), serious and critical problems. */
async function expectElementsAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .include('report-map')
    .include('report-list')
    .include('report-form')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  // axe really looked inside the shadow roots (a target of a node in one is a path through its host)
  const checkedInside = results.passes.flatMap((rule) => rule.nodes).filter((node) => node.target.some((part) => Array.isArray(part)));
  expect(checkedInside.length, `${name}: axe checked nodes inside the shadow roots`).toBeGreaterThan(10);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name}: ${v.id} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).toEqual([]);
}

test('axe finds nothing serious inside the elements, in English and in Arabic, with field errors shown', async ({ page }) => {
  await playground(page);
  await expectMapReady(mapHost(page));
  const form = reportForm(formHost(page));
  await expect(form).toBeVisible();
  await expect(listHost(page).getByRole('listitem').first()).toBeVisible();
  await expectElementsAccessible(page, 'en');

  // the messages beside the fields and the map's keyboard list are part of the elements too
  await form.getByRole('button', { name: en('reportForm.save') }).click();
  await expect(form.getByLabel(en('reportForm.title'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await mapIn(mapHost(page))
    .getByRole('button', { name: new RegExp(`^${en('map.items')}`) })
    .click();
  await expect(mapIn(mapHost(page)).getByRole('region', { name: en('map.items') })).toBeVisible();
  await expectElementsAccessible(page, 'en, errors shown');

  await page.getByLabel('Language').selectOption('ar');
  await expect(reportForm(formHost(page), ar)).toBeVisible();
  await expect(listHost(page).getByRole('heading', { name: ar('embeds.latest') })).toBeVisible();
  await expectElementsAccessible(page, 'ar');
});

test('two elements of a kind on one page, and an element added, moved and removed at run time, keep working', async ({ page }) => {
  const errors = pageErrors(page);
  await recordElementEvents(page);
  await playground(page);
  const list = listHost(page);
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  const newest = (await rows.first().innerText()).split('\n')[0]!;

  // a second list, added by the page's script: its own rows, the first list unchanged
  await page.getByRole('button', { name: 'Add a second list' }).click();
  const added = page.locator('report-list#added-list');
  await expect(added.getByRole('listitem')).toHaveCount(3);
  await expect(added.getByRole('listitem').first()).toContainText(newest);
  await expect(rows).toHaveCount(5);
  // its limit removed at run time: back to the default page of 10, not the 3 it had
  await added.evaluate((element) => element.removeAttribute('limit'));
  await expect.poll(() => added.getByRole('listitem').count()).toBeGreaterThan(3);
  await added.evaluate((element) => element.setAttribute('limit', '3'));
  await expect(added.getByRole('listitem')).toHaveCount(3);

  // the first list moved above the map: still drawn, its rows still answer
  await page.getByRole('button', { name: 'Move the list above the map' }).click();
  expect(
    await list.evaluate((element) =>
      Boolean(element.compareDocumentPosition(document.getElementById('map')!) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
  ).toBe(true);
  await expect(rows).toHaveCount(5);
  await rows.first().getByRole('button').click();
  const fromList = await waitForElementEvent(page, 'fw-report-selected', (event) => event.from === 'report-list');
  expect(fromList.detail).toEqual({ id: expect.any(Number) });

  // the added list removed: gone, and the others carry on
  await page.getByRole('button', { name: 'Remove the added list' }).click();
  await expect(added).toHaveCount(0);
  await expect(rows).toHaveCount(5);
  await expect(reportForm(formHost(page))).toBeVisible();

  // a second map beside the first; then the first moved: both draw
  await expectMapReady(mapHost(page));
  await page.evaluate(() => {
    const map = document.createElement('report-map');
    map.id = 'second-map';
    map.setAttribute('zoom', '9');
    map.setAttribute('center', '51.5,-0.2');
    document.getElementById('extra')!.append(map);
  });
  const second = page.locator('report-map#second-map');
  await expectMapReady(second);
  await page.evaluate(() => document.getElementById('extra')!.append(document.getElementById('map')!));
  await expectMapReady(mapHost(page));
  await expect(mapHost(page).locator('canvas.maplibregl-canvas')).toHaveCount(1);
  await expect(second.locator('canvas.maplibregl-canvas')).toHaveCount(1);
  await expect(mapHost(page).locator('canvas.maplibregl-canvas')).toBeVisible();
  await page.evaluate(() => document.getElementById('second-map')!.remove());
  await expect(second).toHaveCount(0);
  await expectMapReady(mapHost(page));
  expect(errors).toEqual([]);
});
