/**
 * The basemap as people see it, read from the pixels of the map canvases in Debian's Chromium against
 * the real server, with the network of this machine (none): the default street style (OpenFreeMap)
 * cannot be reached, so the built-in basemap stands in, quietly.
 * - A report's location map is never one flat colour: land, water and coasts are drawn the moment its
 *   canvas shows, and land is still drawn when zoomed in to street level. In English and Arabic, at
 *   1440 and 390 pixels; each run keeps a screenshot of the page for review.
 * - The map settings' preview at city zoom draws land, not water.
 */
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, chooseLanguage, organizationNamed, signInAs, translatorFor, uniqueWord } from './support/reports';

// the built-in basemap's water and land (packages/react/src/map/offlineBasemap.ts)
const water = [0xc9, 0xdf, 0xee] as const;
const land = [0xf6, 0xf3, 0xec] as const;
const near = (color: readonly number[], to: readonly number[]) => color.reduce((sum, c, i) => sum + Math.abs(c - to[i]!), 0) < 24;

/** The colours of a canvas as shown, each with its share of the pixels, the largest share first. */
async function coloursOf(canvas: Locator): Promise<{ color: number[]; share: number }[]> {
  const shot = await canvas.screenshot();
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += info.channels) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = info.width * info.height;
  return [...counts]
    .map(([key, count]) => ({ color: [key >> 16, (key >> 8) & 0xff, key & 0xff], share: count / total }))
    .sort((a, b) => b.share - a.share);
}

/** Without the network: the default style's host answers nothing, as on this machine (made sure of). */
async function withoutStreetMap(context: BrowserContext) {
  await context.route(/^https:\/\/tiles\.openfreemap\.org\//, (route) => route.abort('internetdisconnected'));
}

const word = uniqueWord('basemap');
let reportId = 0;

test.beforeAll(async ({ request }) => {
  const session = await apiSignIn(request, 'northadmin');
  const north = organizationNamed(session, 'Field Team North');
  const headers = { Authorization: `Bearer ${session.token}` };
  // west London: at the location map's zoom (6) the view holds land, the Channel and the North Sea
  const created = await request.post(`/api/organization/${north}/report`, {
    headers,
    data: {
      title: `Flooded underpass ${word}`,
      content: `Water under the bridge at ${word}.`,
      latitude: 51.528558,
      longitude: -0.241682,
      event_date: new Date(Date.now() - 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  reportId = ((await created.json()) as { data: { id: number } }).data.id;
});

const locationCanvas = (page: Page, label: string) => page.getByRole('group', { name: label }).locator('canvas.maplibregl-canvas');

for (const language of ['en', 'ar'] as const) {
  for (const width of [1440, 390]) {
    test(`a report's location map is not one flat colour, at the first frame and zoomed in (${language}, ${width} px)`, async ({
      page,
      context,
    }, info) => {
      test.setTimeout(90_000);
      const t = translatorFor(language);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await withoutStreetMap(context);
      await chooseLanguage(context, language, info);
      await signInAs(page, t, language, 'northadmin');
      await page.goto(`/report/${reportId}`);

      const canvas = locationCanvas(page, t('reportView.mapLabel'));
      await canvas.scrollIntoViewIfNeeded();
      // the canvas shows once its first view is complete: from that moment it is a map, never the
      // water colour alone with the pin in it
      await expect(canvas).toBeVisible({ timeout: 30_000 });
      const first = await coloursOf(canvas);
      const main = first.filter((c) => c.share > 0.01);
      expect(main.length, `colours of the first frame: ${JSON.stringify(main)}`).toBeGreaterThanOrEqual(2);
      expect(main.some((c) => near(c.color, land))).toBe(true);
      expect(main.some((c) => near(c.color, water))).toBe(true);
      // kept for review in the run's output folder
      await page.screenshot({ path: info.outputPath(`report-${language}-${width}.png`) });

      // street level over London (zoom 6 + 7): land, not water
      const zoomIn = page.getByRole('group', { name: t('reportView.mapLabel') }).getByRole('button', { name: /zoom in/i });
      for (let step = 0; step < 7; step += 1) await zoomIn.click();
      await expect
        .poll(async () => near((await coloursOf(canvas))[0]!.color, land), {
          timeout: 20_000,
          message: 'the main colour zoomed in is land',
        })
        .toBe(true);
      // the built-in basemap stood in for the unreachable default without a word
      await expect(page.getByText(t('map.basemapFallback'))).toHaveCount(0);
    });
  }
}

test("the map settings' preview draws land at city zoom, not a field of water", async ({ page, context }, info) => {
  test.setTimeout(90_000);
  const t = translatorFor('en');
  await withoutStreetMap(context);
  await signInAs(page, t, 'en', 'admin');
  await page.goto('/admin/settings/map');
  const canvas = page.getByRole('group', { name: t('mapSettings.previewLabel') }).locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible({ timeout: 30_000 });
  // London at zoom 11 is land from edge to edge
  const [main] = await coloursOf(canvas);
  expect(near(main!.color, land), `main colour ${main!.color.join(',')}`).toBe(true);
  await page.screenshot({ path: info.outputPath('map-settings-preview.png') });
});
