import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { StorySummary, Translate } from '@fieldwatch/core';
import { expectNoSeriousViolations } from './support/fieldwatch';
import { apiSignIn, chooseLanguage, languages, organizationNamed, signInAs, translatorFor } from './support/reports';

/**
 * Reading stories (docs/stories-reading.md): the demo stories of Field Team North on /stories and
 * /stories/{id}, as its Reader (no writers' controls) and its Organization Admin (New story, Edit, Delete,
 * Unpublish, the public address), in English and Arabic, on a 1440 px screen and a 390 px phone; and the
 * public address of a published story, for a visitor who is not signed in. The demo seed holds a
 * published story of Field Team North and an unpublished one; they are found through the API.
 */
interface DemoStories {
  published: StorySummary;
  unpublished: StorySummary;
}

let demo: DemoStories | undefined;

async function demoStories(request: APIRequestContext): Promise<DemoStories> {
  if (demo) return demo;
  const session = await apiSignIn(request, 'northadmin');
  const north = organizationNamed(session, 'Field Team North');
  const response = await request.get(`/api/organization/${north}/stories?limit=100`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), 'the demo stories of Field Team North').toBe(200);
  const stories = ((await response.json()) as { data: StorySummary[] }).data;
  const published = stories.find((story) => story.published);
  const unpublished = stories.find((story) => !story.published);
  expect(published, 'a published demo story').toBeDefined();
  expect(unpublished, 'an unpublished demo story').toBeDefined();
  demo = { published: published!, unpublished: unpublished! };
  return demo;
}

const widths = [1440, 390] as const;

async function openStories(page: Page, t: Translate) {
  await page.goto('/stories');
  await expect(page.getByRole('heading', { level: 1, name: t('stories.title') })).toBeVisible();
  await expect(page).toHaveTitle(`${t('stories.title')} · ${t('app.name')}`);
}

for (const language of languages) {
  const t = translatorFor(language);

  for (const width of widths) {
    test.describe(`${language}, ${width} px`, () => {
      test.beforeEach(async ({ context, page }, info) => {
        await chooseLanguage(context, language, info);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      });

      test('a Reader reads the stories and a story, without the writers’ controls', async ({ page, request }, info) => {
        const { published } = await demoStories(request);
        await signInAs(page, t, language, 'reader');
        await openStories(page, t);
        const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: published.title, exact: true }) });
        await expect(card.getByText(t('stories.status.published'), { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: t('stories.create') })).toHaveCount(0);
        await expect(page.getByRole('button', { name: t('stories.deleteNamed', { title: published.title }) })).toHaveCount(0);
        await expectNoSeriousViolations(page, `stories list, Reader, ${language}, ${width}`);

        await card.getByRole('link', { name: published.title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/stories/${published.id}$`));
        await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
        await expect(page.getByText(published.subtitle, { exact: true })).toBeVisible();
        await expect(page).toHaveTitle(`${published.title} · ${t('app.name')}`);
        await expect(page.getByRole('group', { name: t('stories.actions') })).toHaveCount(0);
        await expect(page.getByLabel(t('stories.publicAddress'))).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expectNoSeriousViolations(page, `story, Reader, ${language}, ${width}`);
        await page.screenshot({ path: info.outputPath(`story-reader-${language}-${width}.png`), fullPage: true });
      });

      test('an Organization Admin gets New story, Edit, Delete, Unpublish and the public address', async ({ page, request }, info) => {
        const { published, unpublished } = await demoStories(request);
        await signInAs(page, t, language, 'northadmin');
        await openStories(page, t);
        await expect(page.getByRole('link', { name: t('stories.create') })).toHaveAttribute('href', '/stories/create');
        const draft = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: unpublished.title, exact: true }) });
        await expect(draft.getByText(t('stories.status.unpublished'), { exact: true })).toBeVisible();
        await expect(draft.getByRole('link', { name: t('stories.editNamed', { title: unpublished.title }) })).toHaveAttribute(
          'href',
          `/stories/${unpublished.id}/edit`,
        );
        // Delete asks first; cancelled, nothing is deleted
        await draft.getByRole('button', { name: t('stories.deleteNamed', { title: unpublished.title }) }).click();
        const dialog = page.getByRole('alertdialog', { name: t('stories.deleteTitle', { title: unpublished.title }) });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: t('common.cancel') }).click();
        await expect(draft).toBeVisible();
        await expectNoSeriousViolations(page, `stories list, Organization Admin, ${language}, ${width}`);

        await page.goto(`/stories/${published.id}`);
        const actions = page.getByRole('group', { name: t('stories.actions') });
        await expect(actions.getByRole('link', { name: t('stories.edit') })).toHaveAttribute('href', `/stories/${published.id}/edit`);
        await expect(actions.getByRole('button', { name: t('stories.unpublish') })).toBeVisible();
        await expect(page.getByLabel(t('stories.publicAddress'))).toHaveValue(new RegExp(`/public/stories/${published.id}$`));
        await expectNoSeriousViolations(page, `story, Organization Admin, ${language}, ${width}`);
        await page.screenshot({ path: info.outputPath(`story-writer-${language}-${width}.png`), fullPage: true });
      });
    });
  }

  test(`a visitor reads a published story at its public address, and "not found" for one that is not (${language})`, async ({
    browser,
    request,
  }, info) => {
    const { published, unpublished } = await demoStories(request);
    const context = await browser.newContext();
    await chooseLanguage(context, language, info);
    const page = await context.newPage();
    await page.goto(`/public/stories/${published.id}`);
    await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
    await expect(page).toHaveTitle(`${published.title} · ${t('app.name')}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // no sign-in was asked, and none of the writers' controls shows
    await expect(page).toHaveURL(new RegExp(`/public/stories/${published.id}$`));
    await expect(page.getByRole('group', { name: t('stories.actions') })).toHaveCount(0);
    await expectNoSeriousViolations(page, `public story, ${language}`);
    await page.screenshot({ path: info.outputPath(`public-story-${language}.png`), fullPage: true });

    await page.goto(`/public/stories/${unpublished.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t('stories.notFoundTitle') })).toBeVisible();
    await expect(page.getByText(t('stories.notFound'))).toBeVisible();
    await context.close();
  });
}

test('a visitor whose kept session the server has since refused still reads a public story', async ({ page, context, request }, info) => {
  const t = translatorFor('en');
  const { published } = await demoStories(request);
  await chooseLanguage(context, 'en', info);
  await signInAs(page, t, 'en', 'reader');
  // the browser keeps a session that the server no longer honours: kept before a log-out, put back after it
  const kept = await page.evaluate(() => JSON.stringify(localStorage));
  await page.getByRole('button', { name: t('nav.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) localStorage.setItem(key, value);
  }, kept);

  await page.goto(`/public/stories/${published.id}`);
  await expect(page.getByText(t('notice.sessionExpired'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/public/stories/${published.id}$`));
});

test('a story address without its id goes to /dashboard, and an unknown story back to /stories', async ({ page, context }, info) => {
  const t = translatorFor('en');
  await chooseLanguage(context, 'en', info);
  await signInAs(page, t, 'en', 'reader');
  await page.goto('/stories/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/stories/999999');
  await expect(page).toHaveURL(/\/stories$/);
  await expect(page.getByText(t('api.RESOURCE_NOT_FOUND'))).toBeVisible();
});
