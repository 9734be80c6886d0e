import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiSignIn,
  chooseLanguage,
  languages,
  makeJpeg,
  organizationNamed,
  seedReport,
  signInAs,
  translatorFor,
  uniqueWord,
  type ApiSession,
} from './support/reports';
import { expectNoSeriousViolations } from './support/fieldwatch';

/** A report with a photo, a verification, an urgency and a comment, so the page shows all its parts. */
async function seedTriagedReport(request: APIRequestContext, session: ApiSession, title: string) {
  const north = organizationNamed(session, 'Field Team North');
  const headers = { Authorization: `Bearer ${session.token}` };
  const report = await seedReport(request, session, north, { title, content: `Street lights out along the whole road (${title}).` });
  const photo = await makeJpeg(`lights-${report.id}.jpg`, { r: 30, g: 40, b: 70 });
  const uploaded = await request.post(`/api/report/${report.id}/media`, {
    headers,
    multipart: { media: { name: 'street-lights.jpg', mimeType: 'image/jpeg', buffer: readFileSync(photo) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const changed = await request.put(`/api/organization/${north}/report/${report.id}`, {
    headers,
    data: { verified: true, urgency: 'moderate' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const comment = await request.post(`/api/report/${report.id}/comment`, { headers, data: { content: 'The council has been called.' } });
  expect(comment.status(), await comment.text()).toBe(201);
  const { data } = (await comment.json()) as { data: { id: number } };
  const published = await request.put(`/api/comment/${data.id}`, { headers, data: { status: 'published' } });
  expect(published.status(), await published.text()).toBe(200);
  return report;
}

for (const language of languages) {
  test(`report pages have no serious accessibility problems (${language})`, async ({ page, context, request }, info) => {
    test.setTimeout(120_000);
    const t = translatorFor(language);
    const report = await seedTriagedReport(request, await apiSignIn(request, 'northadmin'), `Street lights out ${uniqueWord('axe')}`);
    await chooseLanguage(context, language, info);
    await signInAs(page, t, language, 'northadmin');

    // /dashboard with the filter drawer open and two of its choice groups unfolded
    const drawer = page.getByRole('button', { name: new RegExp(`^${t('dashboard.filters')}`) });
    await drawer.click();
    await expect(drawer).toHaveAttribute('aria-expanded', 'true');
    const filters = page.getByRole('region', { name: t('filters.title') });
    for (const label of [t('filters.author'), t('filters.assignee')]) {
      const opener = filters.getByRole('button', { name: label });
      await opener.click();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(
      page
        .getByRole('list', { name: t('reportList.label') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, `${language} /dashboard`);

    // /new-report after a Save with nothing filled in: every required field explains itself
    await page.getByRole('link', { name: t('reportList.newReport') }).click();
    const form = page.getByRole('form', { name: t('reportForm.titleNew') });
    await form.getByRole('button', { name: t('reportForm.save') }).click();
    await expect(form.getByLabel(t('reportForm.title'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t('reportForm.title'), { exact: true })).toBeFocused();
    await expect(form.getByText(t('notice.checkFields'))).toBeVisible();
    await expect(form.getByText(t('validation.required')).first()).toBeVisible();
    await expectNoSeriousViolations(page, `${language} /new-report`);

    // /report/{id} with its gallery, banner and activity feed, then its activity modal
    await page.goto(`/report/${report.id}`);
    const feed = page.getByRole('region', { name: t('activity.title'), exact: true });
    await expect(feed.getByText(t('activity.reply', { author: 'northadmin' }))).toBeVisible();
    await expect(
      page.getByRole('note').filter({ hasText: t('reportView.urgencyBanner', { urgency: t('report.urgency.moderate') }) }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: t('reportView.evidence') })
        .getByRole('button', { name: t('reportView.openImage', { name: 'street-lights.jpg' }) }),
    ).toBeVisible();
    await expect(
      feed.getByText(t('activity.media', { author: 'northadmin', items: t('activity.images', { count: 1 }) }), { exact: true }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, `${language} /report/{id}`);
    await page.getByRole('button', { name: t('reportView.seeActivity') }).click();
    const dialog = page.getByRole('dialog', { name: t('reportView.activityTitle') });
    await expect(dialog.getByText(t('activity.verify', { author: 'northadmin' }))).toBeVisible();
    await expectNoSeriousViolations(page, `${language} /report/{id} activity modal`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // /admin/export-reports once it has counted the reports
    await page.goto('/admin/export-reports');
    await expect(page.getByRole('heading', { name: t('export.title') }).first()).toBeVisible();
    await expect(page.getByText(t('export.counting'))).toHaveCount(0);
    await expectNoSeriousViolations(page, `${language} /admin/export-reports`);
  });
}

test('the search combobox works with the keyboard alone: type, ArrowDown, Enter opens the report', async ({ page, request }) => {
  const t = translatorFor('en');
  const word = uniqueWord('keyboard');
  const session = await apiSignIn(request, 'northadmin');
  const report = await seedReport(request, session, organizationNamed(session, 'Field Team North'), {
    title: `Flooded underpass ${word}`,
    content: 'Water stands knee-deep in the underpass; pedestrians turn back.',
  });
  await signInAs(page, t, 'en', 'northadmin');

  const search = page.getByRole('combobox', { name: t('search.label') });
  // walk the page with Tab until the search field has focus
  for (let i = 0; i < 80 && !(await search.evaluate((element) => element === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type(word);
  const listbox = page.getByRole('listbox', { name: t('search.suggestions') });
  const option = listbox.getByRole('option', { name: report.title });
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  // down to "see all results", then round to the report again
  await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option', { name: t('search.seeAll', { query: word }) })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/report/${report.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: report.title })).toBeVisible();
});
