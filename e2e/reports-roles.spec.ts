import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Translate } from '@fieldwatch/core';
import {
  apiSignIn,
  chooseLanguage,
  languages,
  organizationNamed,
  seedReport,
  signInAs,
  translatorFor,
  uniqueWord,
  type Language,
  type SeededReport,
} from './support/reports';

/**
 * Who sees what (docs/roles.md, docs/reports.md "Who sees which report"): a private and a public
 * report of Field Team North, made through the real API by its Organization Admin, looked at by a
 * Reader and a Mobile user of that organization and by the Organization Admin of Field Team South.
 */
interface Fixtures {
  word: string;
  privateReport: SeededReport;
  publicReport: SeededReport;
}

const fixtures = new Map<Language, Fixtures>();

async function fixturesFor(request: APIRequestContext, language: Language): Promise<Fixtures> {
  const known = fixtures.get(language);
  if (known) return known;
  const session = await apiSignIn(request, 'northadmin');
  const north = organizationNamed(session, 'Field Team North');
  const word = uniqueWord('canary');
  const privateReport = await seedReport(request, session, north, {
    title: `Private canary ${language} ${word}`,
    content: `Only the staff of Field Team North may read this (${word}).`,
  });
  const publicReport = await seedReport(request, session, north, {
    title: `Public notice ${language} ${word}`,
    content: `Anyone in Field Team North may read this (${word}).`,
    visibility: 'public',
  });
  const made = { word, privateReport, publicReport };
  fixtures.set(language, made);
  return made;
}

/** Types the word in the search bar and returns the suggestions' listbox once they have arrived. */
async function suggest(page: Page, t: Translate, word: string) {
  const search = page.getByRole('combobox', { name: t('search.label') });
  await search.fill(word);
  const listbox = page.getByRole('listbox', { name: t('search.suggestions') });
  // "see all results" is always offered for a typed word; the status line says the suggestions arrived
  await expect(listbox.getByRole('option', { name: t('search.seeAll', { query: word }) })).toBeVisible();
  return listbox;
}

/** "See all results": the list searches for the word and says how many reports it found. */
async function searchAll(page: Page, t: Translate, word: string, count: number) {
  await page
    .getByRole('listbox', { name: t('search.suggestions') })
    .getByRole('option', { name: t('search.seeAll', { query: word }) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: t('reportList.searchCount', { count, query: word }) })).toBeVisible();
  return page.getByRole('list', { name: t('reportList.label') });
}

/**
 * Opens /report/{id} of a report the user may not see: the page's own GET answers 404, the dashboard
 * comes back with "Resource not found", and the same token asked directly gets 404 too (never 403).
 */
async function expectHidden(page: Page, request: APIRequestContext, t: Translate, report: SeededReport) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/report/${report.id}` && response.status() !== 401,
  );
  await page.goto(`/report/${report.id}`);
  const response = await answered;
  expect(response.status()).toBe(404);
  // the token the page itself used, asked again at once: the e2e server's access tokens live 20 s, and the
  // page may have used one with two seconds left
  const authorization = (await response.request().allHeaders()).authorization;
  expect(authorization).toMatch(/^Bearer /);
  const direct = await request.get(`/api/report/${report.id}`, { headers: { Authorization: authorization! } });
  const related = await Promise.all(
    [`/api/report/${report.id}/activity`, `/api/report/${report.id}/comments`].map(async (path) => ({
      path,
      status: (await request.get(path, { headers: { Authorization: authorization! } })).status(),
    })),
  );
  expect(direct.status()).toBe(404);
  expect(((await direct.json()) as { error: { type: string } }).error.type).toBe('RESOURCE_NOT_FOUND');
  for (const { path, status } of related) expect(status, path).toBe(404);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: t('api.RESOURCE_NOT_FOUND') })).toBeVisible();
  await expect(page.getByRole('heading', { name: report.title })).toHaveCount(0);
}

/** A signed-in user without the report form lands on the not-found page at /new-report. */
async function expectNoReportForm(page: Page, t: Translate) {
  await expect(page.getByRole('heading', { name: t('dashboard.title'), level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: t('reportList.newReport') })).toHaveCount(0);
  await page.goto('/new-report');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  await expect(page.getByRole('form', { name: t('reportForm.titleNew') })).toHaveCount(0);
}

for (const language of languages) {
  test.describe(`who sees which report (${language})`, () => {
    test.beforeEach(async ({ context }, info) => {
      await chooseLanguage(context, language, info);
    });

    test(`a Reader of the organization reads both reports and can change nothing (${language})`, async ({ page, request }) => {
      const t = translatorFor(language);
      const { word, privateReport, publicReport } = await fixturesFor(request, language);
      await signInAs(page, t, language, 'reader');
      await expectNoReportForm(page, t);

      await page.getByRole('button', { name: t('notFound.back') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const listbox = await suggest(page, t, word);
      await expect(listbox.getByRole('option', { name: privateReport.title })).toBeVisible();
      await expect(listbox.getByRole('option', { name: publicReport.title })).toBeVisible();
      const list = await searchAll(page, t, word, 2);
      await expect(list.getByRole('link', { name: privateReport.title })).toBeVisible();
      await expect(list.getByRole('link', { name: publicReport.title })).toBeVisible();

      await list.getByRole('link', { name: privateReport.title }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/report/${privateReport.id}$`));
      await expect(page.getByRole('heading', { level: 2, name: privateReport.title })).toBeVisible();
      await expect(
        page.getByRole('region', { name: t('activity.title'), exact: true }).getByText(t('activity.created', { author: 'northadmin' })),
      ).toBeVisible();
      for (const control of [
        'reportView.verify',
        'reportView.unverify',
        'reportView.edit',
        'reportView.close',
        'reportView.makePublic',
        'reportView.makePrivate',
        'comment.submit',
      ] as const) {
        await expect(page.getByRole('button', { name: t(control), exact: true }), control).toHaveCount(0);
      }
      await expect(page.getByRole('form', { name: t('comment.title') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('reportView.delete') })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t('reportView.addToFolders') })).toHaveCount(0);
      // the activity modal only reads
      await page.getByRole('button', { name: t('reportView.seeActivity') }).click();
      const dialog = page.getByRole('dialog', { name: t('reportView.activityTitle') });
      await expect(dialog.getByText(t('activity.created', { author: 'northadmin' }))).toBeVisible();
      await expect(dialog.getByLabel(t('reportView.assignLabel'))).toHaveCount(0);
      await expect(dialog.getByLabel(t('reportView.urgencyLabel'))).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test(`a Mobile user sees the public report only, and no report form (${language})`, async ({ page, request }) => {
      const t = translatorFor(language);
      const { word, privateReport, publicReport } = await fixturesFor(request, language);
      await signInAs(page, t, language, 'mobile');

      // the newest reports head the list: the public one is there, the private one is not
      const list = page.getByRole('list', { name: t('reportList.label') });
      await expect(list.getByRole('link', { name: publicReport.title })).toBeVisible();
      await expect(list.getByRole('link', { name: privateReport.title })).toHaveCount(0);

      const listbox = await suggest(page, t, word);
      await expect(listbox.getByRole('option', { name: publicReport.title })).toBeVisible();
      await expect(listbox.getByRole('option', { name: privateReport.title })).toHaveCount(0);
      await expect(listbox.getByRole('option')).toHaveCount(2);
      const found = await searchAll(page, t, word, 1);
      await expect(found.getByRole('link', { name: publicReport.title })).toBeVisible();
      await expect(found.getByRole('listitem')).toHaveCount(1);

      await found.getByRole('link', { name: publicReport.title }).click();
      await expect(page.getByRole('heading', { level: 2, name: publicReport.title })).toBeVisible();
      await expect(page.getByRole('button', { name: t('reportView.verify'), exact: true })).toHaveCount(0);
      await expect(page.getByRole('form', { name: t('comment.title') })).toHaveCount(0);

      await expectHidden(page, request, t, privateReport);
      await expectNoReportForm(page, t);
    });

    test(`the Organization Admin of another organization sees neither (${language})`, async ({ page, request }) => {
      const t = translatorFor(language);
      const { word, privateReport, publicReport } = await fixturesFor(request, language);
      await signInAs(page, t, language, 'southadmin');

      const listbox = await suggest(page, t, word);
      await expect(listbox.getByRole('option')).toHaveCount(1); // only "see all results"
      await expect(page.getByRole('status').filter({ hasText: t('search.noSuggestions') })).toBeAttached();
      const list = await searchAll(page, t, word, 0);
      await expect(list).toHaveCount(0);
      await expect(page.getByText(t('reportList.empty'))).toBeVisible();

      await expectHidden(page, request, t, privateReport);
      await expectHidden(page, request, t, publicReport);
    });
  });
}
