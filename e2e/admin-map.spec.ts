/**
 * The map's admin screens as staff use them: the Layers tab (a KML file uploaded, listed,
 * offered on the map, deleted) and the map settings (the default zoom changes where every map opens),
 * who may open them, and axe on both screens and on the map's own panels, in English and in Arabic.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, chooseLanguage, languages, signInAs, translatorFor, uniqueWord } from './support/reports';
import { expectNoSeriousViolations } from './support/fieldwatch';

const nav = (page: Page, t: ReturnType<typeof translatorFor>) => page.getByRole('navigation', { name: t('nav.label') });

/** A KML file with one district drawn as a polygon around the default center. */
function kmlFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'fieldwatch-kml-')), 'districts.kml');
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Harlesden</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>
-0.26,51.53,0 -0.24,51.53,0 -0.24,51.54,0 -0.26,51.54,0 -0.26,51.53,0
</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`,
  );
  return file;
}

test('an Organization Admin uploads a KML layer, finds it on the map, and deletes it', async ({ page }) => {
  const t = translatorFor('en');
  const name = `Districts ${uniqueWord('k').slice(-5)}`;
  await signInAs(page, t, 'en', 'northadmin');
  await nav(page, t)
    .getByRole('link', { name: t('nav.admin') })
    .click();
  // Admin opens its first tab, Tags; Layers is a tab further
  await expect(page).toHaveURL(/\/admin\/tags$/);
  await page
    .getByRole('navigation', { name: t('export.tabs') })
    .getByRole('link', { name: t('layers.tab') })
    .click();
  await expect(page).toHaveURL(/\/admin\/layers$/);
  await expect(page.getByRole('heading', { name: t('layers.title') })).toBeVisible();

  await page.getByRole('button', { name: t('layers.add') }).click();
  for (const field of await page.getByRole('textbox', { name: /^Name \(/ }).all()) await field.fill(name);
  await page.getByRole('radio', { name: t('layers.type.vector') }).check();
  await page.getByRole('radio', { name: t('layers.source.file') }).check();
  await page.locator('input[type=file]').setInputFiles(kmlFile());
  await expect(page.getByText(t('layers.chosenFile', { name: 'districts.kml' }))).toBeVisible();
  await page.getByRole('button', { name: t('layers.create') }).click();
  await expect(page.getByText(t('layers.created'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(t('layers.kind.file', { count: 1 }));

  // every user of the organization finds it among the map's layers
  await nav(page, t)
    .getByRole('link', { name: t('nav.reports') })
    .click();
  const map = page.locator('[data-fieldwatch-map]');
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
  await map.getByRole('button', { name: t('map.options') }).click();
  await expect(map.getByRole('checkbox', { name })).toBeChecked();

  await nav(page, t)
    .getByRole('link', { name: t('nav.admin') })
    .click();
  await page
    .getByRole('navigation', { name: t('export.tabs') })
    .getByRole('link', { name: t('layers.tab') })
    .click();
  await page.getByRole('button', { name: t('layers.deleteNamed', { name }) }).click();
  const dialog = page.getByRole('alertdialog', { name: t('layers.deleteTitle') });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: t('layers.deleteConfirm') }).click();
  await expect(page.getByText(t('layers.deleted'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('the default zoom of the map settings is where every map opens', async ({ page, request }) => {
  const t = translatorFor('en');
  try {
    await signInAs(page, t, 'en', 'admin');
    await page.goto('/admin/settings/map');
    await expect(page.getByRole('heading', { name: t('mapSettings.title') })).toBeVisible();
    await page.getByLabel(t('mapSettings.zoom')).selectOption('3');
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('success.settingsSaved'))).toBeVisible();

    // a whole country in view: every demo report in a cluster or two
    await nav(page, t)
      .getByRole('link', { name: t('nav.reports') })
      .click();
    const map = page.locator('[data-fieldwatch-map]');
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await map.getByRole('button', { name: /^Reports in view/ }).click();
    const items = map.getByRole('region', { name: t('map.items') }).getByRole('button');
    await expect(items.first()).toHaveText(/^Cluster of \d+ reports$/);
    expect(await items.count()).toBeLessThanOrEqual(3);
  } finally {
    const admin = await apiSignIn(request, 'admin');
    const restored = await request.put('/api/options', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: [{ name: 'zoom', value: '11' }],
    });
    expect(restored.status()).toBe(200);
  }
});

test('only the Administrator has the Settings tab; an Organization Admin gets not-found there', async ({ page }) => {
  const t = translatorFor('en');
  await signInAs(page, t, 'en', 'northadmin');
  await nav(page, t)
    .getByRole('link', { name: t('nav.admin') })
    .click();
  await expect(page.getByRole('link', { name: t('layers.tab') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('settings.tab') })).toHaveCount(0);
  await page.goto('/admin/settings/map');
  await expect(page).toHaveURL(/\/(404|not-found)$/);
});

for (const language of languages) {
  test(`the map, its panels and its admin screens have no serious accessibility problems (${language})`, async ({
    page,
    context,
  }, info) => {
    test.setTimeout(120_000);
    const t = translatorFor(language);
    await chooseLanguage(context, language, info);
    await signInAs(page, t, language, 'admin');

    const map = page.locator('[data-fieldwatch-map]');
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await map.getByRole('button', { name: new RegExp(`^${t('map.items')}`) }).click();
    await expect(map.getByRole('region', { name: t('map.items') })).toBeVisible();
    await expectNoSeriousViolations(page, 'map with the list of what is in view');
    await map.getByRole('button', { name: t('map.options') }).click();
    await expect(map.getByRole('region', { name: t('map.options') })).toBeVisible();
    await expectNoSeriousViolations(page, 'map with its options');

    await page.goto('/admin/layers');
    await page.getByRole('button', { name: t('layers.add') }).click();
    await expect(page.getByRole('heading', { name: t('layers.createTitle') })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/layers with the new layer form');

    await page.goto('/admin/settings/map');
    await expect(page.getByRole('heading', { name: t('mapSettings.title') })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/settings/map');

    await page.goto('/admin/tags');
    await page.getByRole('button', { name: t('tags.addGroup') }).click();
    await expect(page.getByRole('heading', { name: t('tags.createGroupTitle') })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/tags with the new group form');

    await page.goto('/admin/organizations');
    await expect(page.getByRole('heading', { name: t('organizations.title'), level: 2 })).toBeVisible();
    await expect(page.getByRole('table', { name: t('organizations.list') })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/organizations');
  });
}
