/**
 * Importing an export of the same server again: the staff member downloads the organization's reports
 * with their media from the Export tab, drops the zip back on the dashboard's list, and is told that no
 * report was created (each one is already there, matched by the export id the file carries) while the
 * list's count stays what it was. In English and Arabic, on a desktop and a phone width.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/fieldwatch';
import { apiSignIn, chooseLanguage, languages, seedReport, signInAs, translatorFor, uniqueWord, type ApiSession } from './support/reports';

/** How many published reports of the organization the account sees, through the real API. */
async function reportTotal(request: APIRequestContext, session: ApiSession, organizationId: number): Promise<number> {
  const listed = await request.post('/api/reports', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { filters: { organizations: [organizationId] }, limit: 1 },
  });
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as { total: number }).total;
}

const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const language of languages) {
  for (const size of widths) {
    test(`re-importing an export of this server creates nothing new (${language}, ${size.width} px)`, async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(150_000);
      const t = translatorFor(language);
      await page.setViewportSize({ width: size.width, height: size.height });

      // a report of this run, so the export is never empty whatever ran before
      const session = await apiSignIn(request, 'northadmin');
      const organizationId = session.user.organizations[0]!.id;
      await seedReport(request, session, organizationId, { title: `Water point ${uniqueWord('reimport')}`, content: 'Broken pump.' });
      const total = await reportTotal(request, session, organizationId);

      await chooseLanguage(context, language, info);
      await signInAs(page, t, language, 'northadmin');

      // the Export tab: every report of the organization, GeoJSON, with the media in a zip
      await page.goto('/admin/export-reports');
      await expect(page.getByRole('heading', { name: t('export.title') }).first()).toBeVisible();
      await page.getByLabel(t('export.format.geojson')).check();
      await page.getByLabel(t('export.media')).check();
      await expect(page.getByText(t('export.counting'))).toHaveCount(0);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t('export.download') }).click();
      const download = await downloading;
      const zipPath = info.outputPath('export.zip');
      await download.saveAs(zipPath);

      // the list, before: its count is the organization's reports
      await page.goto('/dashboard');
      await expect(page.getByText(t('reportList.total', { count: total }), { exact: true })).toBeVisible();

      const choosing = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: t('import.choose') }).click();
      await (await choosing).setFiles(zipPath);
      const dialog = page.getByRole('dialog', { name: t('import.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('import.submit'), exact: true }).click();

      await expect(dialog.getByText(t('import.created', { count: 0 }))).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText(t('import.updated', { count: 0 }))).toBeVisible();
      await expect(dialog.getByText(t('import.skipped', { count: total }))).toBeVisible();
      await expect(dialog.getByText(t('import.rejected', { count: 0 }))).toBeVisible();
      await expectNoSeriousViolations(page, `${language} ${size.name} import result`);
      await page.screenshot({ path: info.outputPath(`reimport-${language}-${size.width}.png`), fullPage: false });
      await info.attach(`reimport-${language}-${size.width}`, { path: info.outputPath(`reimport-${language}-${size.width}.png`) });

      await dialog.getByRole('button', { name: t('import.done') }).click();
      await expect(dialog).toHaveCount(0);
      // the list, after: the same count, no copy anywhere
      await page.reload();
      await expect(page.getByText(t('reportList.total', { count: total }), { exact: true })).toBeVisible();
      // access tokens of the e2e server live 20 s: a fresh sign-in for the API's count
      expect(await reportTotal(request, await apiSignIn(request, 'northadmin'), organizationId)).toBe(total);
    });
  }
}
