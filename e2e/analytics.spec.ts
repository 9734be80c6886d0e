/**
 * Analytics from live data: reports seeded through the API into an organization of their own (some
 * verified, one closed, one urgent), then /analytics narrowed to that organization shows exactly those
 * figures, in English and Arabic, on a wide screen and a phone, with nothing serious for axe.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Translate } from '@fieldwatch/core';
import { expectNoSeriousViolations } from './support/fieldwatch';
import { apiSignIn, chooseLanguage, languages, seedReport, signInAs, translatorFor, uniqueWord, type ApiSession } from './support/reports';

const viewports = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Seeded {
  organizationId: number;
  reportIds: number[];
  word: string;
}

/** A fresh organization with five reports of the Administrator's: two verified, one closed, one critical. */
async function seed(request: APIRequestContext, admin: ApiSession): Promise<Seeded> {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const word = uniqueWord('culvert');
  const created = await request.post('/api/organization', { headers, data: { name: `Analytics ${word}`.slice(0, 60) } });
  expect(created.status(), await created.text()).toBe(201);
  const organizationId = ((await created.json()) as { data: { id: number } }).data.id;
  const reportIds: number[] = [];
  for (let index = 0; index < 5; index++) {
    const report = await seedReport(request, admin, organizationId, {
      title: `Blocked ${word} number ${index + 1}`,
      content: `The ${word} under the lane is blocked again.`,
    });
    reportIds.push(report.id);
  }
  const change = async (id: number, data: object) => {
    const response = await request.put(`/api/organization/${organizationId}/report/${id}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await change(reportIds[0]!, { verified: true });
  await change(reportIds[1]!, { verified: true });
  await change(reportIds[2]!, { urgency: 'critical' });
  const closed = await request.put(`/api/organization/${organizationId}/report/${reportIds[3]}/close`, { headers });
  expect(closed.status(), await closed.text()).toBe(200);
  return { organizationId, reportIds, word };
}

async function cleanUp(request: APIRequestContext, admin: ApiSession, seeded: Seeded | undefined) {
  if (!seeded) return;
  const headers = { Authorization: `Bearer ${admin.token}` };
  for (const id of seeded.reportIds) await request.delete(`/api/organization/${seeded.organizationId}/report/${id}`, { headers });
  await request.delete(`/api/organization/${seeded.organizationId}`, { headers });
}

/** The value shown under a counter's name. */
const counter = (page: Page, name: string) =>
  page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd');

async function expectFigures(page: Page, t: Translate, language: string, seeded: Seeded) {
  // formatted by the browser's Intl, as the page formats them
  const formatted = await page.evaluate((tag) => [1, 2, 5].map((value) => new Intl.NumberFormat(tag).format(value)), language);
  const number = (value: 1 | 2 | 5) => formatted[[1, 2, 5].indexOf(value)]!;
  await expect(counter(page, t('analytics.counter.total'))).toHaveText(number(5));
  await expect(counter(page, t('analytics.counter.verified'))).toHaveText(number(2));
  await expect(counter(page, t('analytics.counter.closed'))).toHaveText(number(1));
  await expect(counter(page, t('analytics.counter.urgent'))).toHaveText(number(1));
  // verified a moment after their creation: well under an hour
  await expect(counter(page, t('analytics.counter.median'))).not.toHaveText(t('analytics.counter.medianNone'));

  // the weeks add up to the five reports
  const weeks = page.getByRole('table', { name: t('analytics.weeks.title') });
  const perWeek = await weeks.locator('tbody td').allTextContents();
  const digits = (text: string) => Number(text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/\D/g, ''));
  expect(perWeek.map(digits).reduce((sum, count) => sum + count, 0)).toBe(5);

  // what was done: five submitted, two verified
  const done = page.getByRole('table', { name: t('analytics.userTypes.title') });
  await expect(done.getByRole('row', { name: t('analytics.userTypes.submissions') }).getByRole('cell')).toHaveText(number(5));
  await expect(done.getByRole('row', { name: t('analytics.userTypes.verified_reports') }).getByRole('cell')).toHaveText(number(2));

  // the distinctive word of every title, and the Administrator as the only reporter
  await expect(
    page.getByRole('table', { name: t('analytics.keywords.title') }).getByRole('rowheader', { name: seeded.word }),
  ).toBeVisible();
  const reporters = page.getByRole('table', { name: t('analytics.topUsers.title') });
  await expect(reporters.getByRole('row')).toHaveCount(2);
  await expect(reporters.getByRole('row', { name: 'admin' }).getByRole('cell')).toHaveText(number(5));
}

for (const language of languages) {
  for (const viewport of viewports) {
    test(`analytics narrowed to one organization show the reports seeded there (${language}, ${viewport.name})`, async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const t = translatorFor(language);
      const admin = await apiSignIn(request, 'admin');
      let seeded: Seeded | undefined;
      try {
        seeded = await seed(request, admin);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await chooseLanguage(context, language, info);
        await signInAs(page, t, language, 'admin');

        const answered = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === '/api/analytics' &&
            new URL(response.url()).searchParams.get('organization') === String(seeded!.organizationId),
        );
        await page.goto(`/analytics?range=7d&organization=${seeded.organizationId}`);
        expect((await answered).status()).toBe(200);
        await expect(page.getByRole('heading', { name: t('analytics.title'), level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('radio', { name: t('analytics.range.7d') })).toBeChecked();
        await expect(page.getByLabel(t('analytics.organization'), { exact: true })).toHaveValue(String(seeded.organizationId));
        await expectFigures(page, t, language, seeded);

        // another range from the keyboard: the address follows, and the same five reports are in it
        await page.getByRole('radio', { name: t('analytics.range.7d') }).focus();
        await page.keyboard.press('ArrowDown');
        await expect(page).toHaveURL(new RegExp(`range=1m`));
        await expect(page.getByRole('radio', { name: t('analytics.range.1m') })).toBeChecked();
        await expectFigures(page, t, language, seeded);

        // a chart shown as its table, for everyone
        const weeks = page.getByRole('region', { name: t('analytics.weeks.title') });
        await weeks.getByRole('button', { name: t('analytics.showTable') }).click();
        await expect(weeks.getByRole('table')).toBeVisible();

        await expect(page.locator('[data-fieldwatch-map]')).toBeVisible();
        await expectNoSeriousViolations(page, `analytics ${language} ${viewport.name}`);
      } finally {
        await cleanUp(request, admin, seeded);
      }
    });
  }
}
