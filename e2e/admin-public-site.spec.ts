/**
 * The public site's settings and the app configuration as the Administrator uses them: the
 * public-site map turned on, a tagline and a cover image kept across a reload; anonymous submissions
 * turned on into an organization; an Organization Admin kept out; axe on both tabs in English and Arabic.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, chooseLanguage, expectImageLoaded, languages, signInAs, translatorFor, uniqueWord } from './support/reports';
import { expectNoSeriousViolations } from './support/fieldwatch';

/** A small real PNG: a harbour-blue frame with a sun, as a cover image. */
async function pngFile(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'fieldwatch-cover-')), 'cover.png');
  const sun = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><circle cx="260" cy="40" r="24" fill="#f4d35e"/></svg>',
  );
  await sharp({ create: { width: 320, height: 120, channels: 3, background: { r: 31, g: 95, b: 139 } } })
    .composite([{ input: sun }])
    .png()
    .toFile(file);
  return file;
}

/** The file input of one image of the public site (inside its named group). */
const imageInput = (page: Page, group: string): Locator => page.getByRole('group', { name: group }).locator('input[type="file"]');

/** Puts back what these journeys change, so the other journeys find the defaults. */
async function restoreDefaults(request: Parameters<typeof apiSignIn>[0]) {
  const admin = await apiSignIn(request, 'admin');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const restored = await request.put('/api/options', {
    headers,
    data: [
      { name: 'public_map_enabled', value: '0' },
      { name: 'public_tagline', value: '' },
      { name: 'anonymous_enabled', value: '0' },
      { name: 'anonymous_organization', value: '' },
    ],
  });
  expect(restored.status()).toBe(200);
  expect((await request.delete('/api/options/public-image/cover', { headers })).status()).toBe(200);
}

test('the Administrator turns the public-site map on, sets a tagline and a cover image, and finds them after a reload', async ({
  page,
  request,
}) => {
  const t = translatorFor('en');
  const tagline = `Voices from the river ${uniqueWord('t').slice(-5)}`;
  try {
    await signInAs(page, t, 'en', 'admin');
    await page.goto('/admin/settings');
    await page
      .getByRole('navigation', { name: t('settings.sections') })
      .getByRole('link', { name: t('settings.tab.publicSite') })
      .click();
    await expect(page).toHaveURL(/\/admin\/settings\/public-site$/);
    await expect(page.getByRole('heading', { name: t('publicSite.title') })).toBeVisible();

    await page.getByRole('checkbox', { name: t('publicSite.mapEnabled') }).check();
    await page.getByLabel(t('publicSite.tagline')).fill(tagline);
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('success.settingsSaved'))).toBeVisible();

    await imageInput(page, t('publicSite.coverImage')).setInputFiles(await pngFile());
    await expect(page.getByText(t('publicSite.imageSaved'))).toBeVisible();
    await expectImageLoaded(page.getByRole('img', { name: t('publicSite.currentCover') }));

    await page.reload();
    await expect(page.getByRole('heading', { name: t('publicSite.title') })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t('publicSite.mapEnabled') })).toBeChecked();
    await expect(page.getByLabel(t('publicSite.tagline'))).toHaveValue(tagline);
    const cover = page.getByRole('img', { name: t('publicSite.currentCover') });
    await expect(cover).toHaveAttribute('src', /^\/api\/public\/site\/image\/cover\?v=/);
    await expectImageLoaded(cover);
  } finally {
    await restoreDefaults(request);
  }
});

test('the Administrator turns anonymous submissions on into an organization', async ({ page, request }) => {
  const t = translatorFor('en');
  try {
    await signInAs(page, t, 'en', 'admin');
    await page.goto('/admin/settings/app');
    await expect(page.getByRole('heading', { name: t('appSettings.title') })).toBeVisible();
    const organization = page.getByLabel(t('appSettings.organization'));

    // on without an organization: said beside the organization, nothing saved
    await page.getByRole('checkbox', { name: t('appSettings.anonymousEnabled') }).check();
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('appSettings.organizationRequired'))).toBeVisible();
    await expect(organization).toBeFocused();

    await organization.selectOption({ label: 'Field Team South' });
    await expect(page.getByText(t('appSettings.mobileOrganizationWarning'))).toBeVisible();
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('success.settingsSaved'))).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: t('appSettings.anonymousEnabled') })).toBeChecked();
    await expect(organization.locator('option:checked')).toHaveText('Field Team South');
    await expect(page.getByText(t('appSettings.mobileOrganizationWarning'))).toHaveCount(0);

    // partner embeds can now get an anonymous submission token, bound to the asking browser's key
    expect(await askAnonymousToken(page)).toBeLessThan(300);
  } finally {
    await restoreDefaults(request);
  }
});

test('an Organization Admin has no settings and cannot reach the public site settings', async ({ page }) => {
  const t = translatorFor('en');
  await signInAs(page, t, 'en', 'northadmin');
  await page.goto('/admin/settings/public-site');
  await expect(page).toHaveURL(/\/(404|not-found)$/);
  await expect(page.getByRole('heading', { name: t('publicSite.title') })).toHaveCount(0);
  await page.goto('/admin/settings/app');
  await expect(page).toHaveURL(/\/(404|not-found)$/);
});

for (const language of languages) {
  test(`the app configuration and public site settings have no serious accessibility problems (${language})`, async ({
    page,
    context,
  }, info) => {
    const t = translatorFor(language);
    await chooseLanguage(context, language, info);
    await signInAs(page, t, language, 'admin');

    await page.goto('/admin/settings/app');
    await expect(page.getByRole('heading', { name: t('appSettings.title') })).toBeVisible();
    await expect(page.getByLabel(t('appSettings.organization')).locator('option')).not.toHaveCount(1);
    await expectNoSeriousViolations(page, '/admin/settings/app');

    await page.goto('/admin/settings/public-site');
    await expect(page.getByRole('heading', { name: t('publicSite.title') })).toBeVisible();
    // the field messages are part of the screen too
    await page.getByLabel(t('publicSite.color'), { exact: true }).fill('#12');
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('publicSite.colorInvalid'))).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/settings/public-site');
  });
}

/**
 * Asks for an anonymous submission token from the page, as a partner page's browser does: with a DPoP
 * proof (a JWT signed by a new ECDSA P-256 key, its public half in the header). Answers the status.
 */
function askAnonymousToken(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const text = (value: object) => base64url(new TextEncoder().encode(JSON.stringify(value)));
    const key = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
    const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', key.publicKey);
    const url = `${location.origin}/api/user/anonymous`;
    const signed = `${text({ alg: 'ES256', typ: 'dpop+jwt', jwk: { kty, crv, x, y } })}.${text({
      htm: 'POST',
      htu: url,
      iat: Math.floor(Date.now() / 1000),
      jti: crypto.randomUUID(),
    })}`;
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key.privateKey, new TextEncoder().encode(signed));
    const response = await fetch(url, { method: 'POST', headers: { dpop: `${signed}.${base64url(new Uint8Array(signature))}` } });
    return response.status;
  });
}
