/**
 * The languages, dashboard configuration, general and emergency settings as the Administrator uses
 * them: a language turned off leaves the picker; export turned off closes the export screen; an
 * emergency number saved in international form; axe on each of these tabs in English and Arabic.
 * Every journey puts the options back as it found them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { defaultOptions, type OptionName } from '@fieldwatch/core';
import { apiSignIn, chooseLanguage, languages, signInAs, translatorFor } from './support/reports';
import { expectNoSeriousViolations } from './support/fieldwatch';

/** Puts these options back to their defaults, so the other journeys find them as they expect. */
async function restore(request: APIRequestContext, names: OptionName[]) {
  const admin = await apiSignIn(request, 'admin');
  const restored = await request.put('/api/options', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: names.map((name) => ({ name, value: defaultOptions[name] })),
  });
  expect(restored.status()).toBe(200);
}

test('a language turned off leaves the language picker at once', async ({ page, request }) => {
  const t = translatorFor('en');
  try {
    await signInAs(page, t, 'en', 'admin');
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/admin\/settings\/languages$/);
    await expect(page.getByRole('heading', { name: t('languageSettings.title') })).toBeVisible();
    const picker = page.getByRole('navigation', { name: t('nav.label') }).getByLabel(t('nav.language'));
    await expect(picker.locator('option', { hasText: 'தமிழ்' })).toHaveCount(1);

    await page.getByRole('checkbox', { name: /^தமிழ்/ }).uncheck();
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('success.settingsSaved'))).toBeVisible();
    await expect(picker.locator('option', { hasText: 'தமிழ்' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^தமிழ்/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^English/ })).toBeDisabled();
  } finally {
    await restore(request, ['languages_enabled']);
  }
});

test('export turned off on the dashboard configuration closes the export screen', async ({ page, request }) => {
  const t = translatorFor('en');
  try {
    await signInAs(page, t, 'en', 'admin');
    await page.goto('/admin/settings/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboardSettings.title') })).toBeVisible();
    await page.getByRole('checkbox', { name: t('dashboardSettings.export'), exact: true }).uncheck();
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('success.settingsSaved'))).toBeVisible();
    await page.getByRole('link', { name: t('export.tab') }).click();
    await expect(page.getByText(t('export.disabled'))).toBeVisible();
  } finally {
    await restore(request, ['export_enabled']);
  }
});

test('emergency alerts need a contact; a number is saved in international form', async ({ page, request }) => {
  const t = translatorFor('en');
  try {
    await signInAs(page, t, 'en', 'admin');
    await page.goto('/admin/settings/app');
    await expect(page.getByRole('heading', { name: t('appSettings.title') })).toBeVisible();
    await page.getByRole('checkbox', { name: t('appSettings.emergencyEnabled') }).check();
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('appSettings.emergencyContactRequired'))).toBeVisible();

    await page.getByRole('button', { name: t('appSettings.addPhone') }).click();
    const row = page.getByRole('group', { name: t('appSettings.phoneRow', { position: 1 }) });
    await row.getByLabel(t('appSettings.phoneCountry')).selectOption('GB');
    await row.getByLabel(t('appSettings.phoneNumber')).fill('020 7946 0958');
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('success.settingsSaved'))).toBeVisible();

    const admin = await apiSignIn(request, 'admin');
    const options = await request.get('/api/options', { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(((await options.json()) as { data: Record<string, string> }).data).toMatchObject({
      emergency_enabled: '1',
      emergency_phones: '+442079460958',
    });
  } finally {
    await restore(request, ['emergency_enabled', 'emergency_phones', 'emergency_users']);
  }
});

for (const language of languages) {
  test(`the languages, dashboard configuration and general settings have no serious accessibility problems (${language})`, async ({
    page,
    context,
  }, info) => {
    const t = translatorFor(language);
    await chooseLanguage(context, language, info);
    await signInAs(page, t, language, 'admin');

    await page.goto('/admin/settings/languages');
    await expect(page.getByRole('heading', { name: t('languageSettings.title') })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/settings/languages');

    await page.goto('/admin/settings/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboardSettings.title') })).toBeVisible();
    // what updates rule, locked, is part of the screen too (nothing is saved)
    await page.getByRole('checkbox', { name: t('dashboardSettings.updates'), exact: true }).uncheck();
    await expect(page.getByText(t('dashboardSettings.forcedOff')).first()).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/settings/dashboard');

    await page.goto('/admin/settings/general');
    await expect(page.getByRole('heading', { name: t('generalSettings.title') })).toBeVisible();
    await page.getByLabel(t('generalSettings.timezoneSearch')).fill('asia');
    await expectNoSeriousViolations(page, '/admin/settings/general');

    // an emergency number row with its error beside it
    await page.goto('/admin/settings/app');
    await expect(page.getByRole('heading', { name: t('appSettings.title') })).toBeVisible();
    await page.getByRole('button', { name: t('appSettings.addPhone') }).click();
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByText(t('appSettings.phoneRequired'))).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/settings/app with an emergency number');
  });
}
