/**
 * An organization sets itself up from the dashboard alone: the Administrator creates an organization, a
 * tag group with two tags for it and its Organization Admin, who signs in through the emailed link and
 * files a report carrying both tags. A Reader never sees the administration. A terminology CSV renames
 * "Reports" in French. Each journey puts back what it changed, so the journeys after it meet the demo data.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createTranslator } from '@fieldwatch/core';
import { apiToken, expectDashboard, expectNoSeriousViolations, signIn, typeDay, waitForMail } from './support/fieldwatch';
import { chooseLanguage, languages, signInAs, translatorFor, uniqueWord } from './support/reports';

const t = translatorFor('en');

/** The ISO day of yesterday (UTC): the event date must not be in the future. */
const yesterday = () => new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);

const adminTabs = (page: Page) => page.getByRole('navigation', { name: t('export.tabs') });

async function cleanUp(request: APIRequestContext, what: { organization?: number; group?: number; report?: number }) {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  if (what.report && what.organization) await request.delete(`/api/organization/${what.organization}/report/${what.report}`, { headers });
  if (what.group) await request.delete(`/api/taxonomy/group/${what.group}`, { headers });
  if (what.organization) await request.delete(`/api/organization/${what.organization}`, { headers });
}

test('an Administrator sets up an organization with its tags and its admin, who signs in from the email and files a tagged report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord('coast');
  const organizationName = `Coastal ${word}`.slice(0, 60);
  const groupName = 'Hazard';
  const tagNames = ['Erosion', 'Flooding'];
  const username = `coast_${word}`.slice(0, 50);
  const email = `${username}@fieldwatch.example`;
  const created: { organization?: number; group?: number; report?: number } = {};

  try {
    // ---- the organization ----
    await signIn(page, 'admin');
    await expectDashboard(page);
    await page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('link', { name: t('nav.admin') })
      .click();
    await expect(page).toHaveURL(/\/admin\/tags$/);
    await adminTabs(page)
      .getByRole('link', { name: t('organizations.tab') })
      .click();
    await expect(page).toHaveURL(/\/admin\/organizations$/);
    await page.getByRole('button', { name: t('organizations.add') }).click();
    await page.getByLabel(t('organizations.name'), { exact: true }).fill(organizationName);
    const organizationCreated = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/organization',
    );
    await page.getByRole('button', { name: t('organizations.create') }).click();
    created.organization = ((await (await organizationCreated).json()) as { data: { id: number } }).data.id;
    await expect(page.getByText(t('organizations.created'))).toBeVisible();
    await expect(page.getByRole('cell', { name: organizationName })).toBeVisible();

    // ---- its tags: a group for everyone, two tags of the new organization, chosen in the admin header ----
    await adminTabs(page)
      .getByRole('link', { name: t('tags.tab') })
      .click();
    await page.getByLabel(t('organizations.picker'), { exact: true }).selectOption({ label: organizationName });
    await page.getByRole('button', { name: t('tags.addGroup') }).click();
    const groupForm = page.getByRole('form', { name: t('tags.createGroupTitle') });
    await groupForm.getByLabel(t('tags.type'), { exact: true }).selectOption({ label: t('tags.type.multi') });
    await groupForm.getByLabel(t('tags.nameIn', { language: 'English' }), { exact: true }).fill(groupName);
    const groupCreated = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/taxonomy/group',
    );
    await groupForm.getByRole('button', { name: t('tags.createGroup') }).click();
    created.group = ((await (await groupCreated).json()) as { data: { id: number } }).data.id;
    await expect(page.getByText(t('tags.groupCreated'))).toBeVisible();
    for (const name of tagNames) {
      await page.getByRole('button', { name: t('tags.addTagTo', { group: groupName }) }).click();
      const tagForm = page.getByRole('form', { name: t('tags.createTagTitle', { group: groupName }) });
      await tagForm.getByLabel(t('tags.nameIn', { language: 'English' }), { exact: true }).fill(name);
      await tagForm.getByRole('button', { name: t('tags.createTag') }).click();
      await expect(page.getByRole('list', { name: t('tags.listOf', { group: groupName }) }).getByText(name, { exact: true })).toBeVisible();
    }

    // ---- its Organization Admin, without a password: a welcome email carries the link ----
    await adminTabs(page)
      .getByRole('link', { name: t('users.tab') })
      .click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.getByRole('button', { name: t('users.add') }).click();
    const userForm = page.getByRole('form', { name: t('users.createTitle') });
    await userForm.getByLabel(t('users.firstname'), { exact: true }).fill('Amara');
    await userForm.getByLabel(t('users.lastname'), { exact: true }).fill('Coast');
    await userForm.getByLabel(t('users.username'), { exact: true }).fill(username);
    await userForm.getByLabel(t('users.email'), { exact: true }).fill(email);
    await userForm.getByLabel(t('users.role'), { exact: true }).selectOption({ label: t('role.Organization Admin') });
    await userForm.getByRole('button', { name: new RegExp(t('users.organizations')) }).click();
    await userForm.getByRole('checkbox', { name: organizationName, exact: true }).check();
    await expect(userForm.getByText(t('users.welcomeHint', { days: 7 }))).toBeVisible();
    const since = Date.now();
    await userForm.getByRole('button', { name: t('users.create') }).click();
    await expect(page.getByText(t('success.userCreated'))).toBeVisible();

    const link = await waitForMail(email, /(http:\/\/\S+\/confirm-password\?uid=\d+&token=[\w-]+)/, since);
    await page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('button', { name: t('nav.logout') })
      .click();
    await expect(page).toHaveURL(/\/(login)?$/);

    // ---- the new admin sets a password from the email and signs in ----
    await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
    await page.getByLabel(t('newPassword.password'), { exact: true }).fill('Tidal#Shore42');
    await page.getByLabel(t('newPassword.confirmation'), { exact: true }).fill('Tidal#Shore42');
    await page.getByRole('button', { name: t('newPassword.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, username, 'Tidal#Shore42');
    await expectDashboard(page);

    // ---- and files a report carrying both new tags ----
    await page.getByRole('link', { name: t('reportList.newReport') }).click();
    const form = page.getByRole('form', { name: t('reportForm.titleNew') });
    await form.getByLabel(t('reportForm.title'), { exact: true }).fill(`Dune collapse ${word}`.slice(0, 70));
    await form.getByLabel(t('reportForm.description'), { exact: true }).fill('The dune behind the harbour collapsed overnight.');
    await typeDay(page, form.getByRole('group', { name: t('reportForm.day'), exact: true }), yesterday());
    await form.getByLabel(t('reportForm.hour'), { exact: true }).fill('6');
    await form.getByLabel(t('reportForm.minute'), { exact: true }).fill('10');
    await form.getByLabel(t('reportForm.second'), { exact: true }).fill('0');
    await form.getByLabel(t('coordinates.latitude'), { exact: true }).fill('51.4821');
    await form.getByLabel(t('coordinates.longitude'), { exact: true }).fill('-0.1123');
    for (const name of tagNames) await form.getByRole('checkbox', { name, exact: true }).check();
    const reportCreated = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/organization/${created.organization}/report`,
    );
    await form.getByRole('button', { name: t('reportForm.save') }).click();
    const report = ((await (await reportCreated).json()) as { data: { id: number; taxonomies: Record<string, number[]> } }).data;
    created.report = report.id;
    await expect(page).toHaveURL(new RegExp(`/report/${report.id}$`), { timeout: 20_000 });
    expect(report.taxonomies[String(created.group)]).toHaveLength(2);
    for (const name of tagNames) await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
  } finally {
    await cleanUp(request, created);
  }
});

test('a Reader sees no Admin entry, and an admin address leads to the not-found page', async ({ page }) => {
  await signIn(page, 'reader');
  await expectDashboard(page);
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  await expect(nav.getByRole('link', { name: t('nav.reports') })).toBeVisible();
  await expect(nav.getByRole('link', { name: t('nav.admin') })).toHaveCount(0);
  for (const path of ['/admin', '/admin/tags', '/admin/users', '/admin/organizations', '/admin/settings/languages']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: t('notFound.title') })).toBeVisible();
  }
});

test('a terminology CSV renames "Reports" in French, and only in French', async ({ page, request }) => {
  const fr = createTranslator('fr');
  const csv = join(mkdtempSync(join(tmpdir(), 'fieldwatch-e2e-')), 'terminologie-fr.csv');
  writeFileSync(csv, 'key,text\nnav.reports,Incidents\n');
  try {
    await signIn(page, 'admin');
    await expectDashboard(page);
    await page.goto('/admin/settings/terminology');
    const main = page.getByRole('main');
    await main.getByLabel(t('terminology.language'), { exact: true }).selectOption({ label: 'Français' });
    await main.getByLabel(t('terminology.file'), { exact: true }).setInputFiles(csv);
    // the preview says what changes before anything is stored
    await expect(main.getByRole('rowheader', { name: 'nav.reports', exact: true })).toBeVisible();
    await expect(main.getByRole('cell', { name: 'Incidents', exact: true })).toBeVisible();
    await main.getByRole('button', { name: t('terminology.apply', { count: 1 }) }).click();
    await expect(page.getByText(t('terminology.applied', { count: 1 }))).toBeVisible();

    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await nav.getByLabel(t('nav.language')).selectOption('fr');
    const frenchNav = page.getByRole('navigation', { name: fr('nav.label') });
    await expect(frenchNav.getByRole('link', { name: 'Incidents' })).toBeVisible();
    await expect(frenchNav.getByRole('link', { name: fr('nav.reports') })).toHaveCount(0);
    // other languages keep their words
    await frenchNav.getByLabel(fr('nav.language')).selectOption('en');
    await expect(nav.getByRole('link', { name: t('nav.reports') })).toBeVisible();
  } finally {
    const headers = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
    await request.delete('/api/languages/fr/strings', { headers });
    await page.context().clearCookies();
  }
});

for (const language of languages) {
  test(`the Users and Terminology tabs have no serious accessibility problems, forms and preview open (${language})`, async ({
    page,
    context,
  }, info) => {
    const tr = translatorFor(language);
    const csv = join(mkdtempSync(join(tmpdir(), 'fieldwatch-e2e-')), 'strings.csv');
    writeFileSync(csv, 'key,text\nnav.reports,Incidents\nno.such.key,Nothing\n');
    await chooseLanguage(context, language, info);
    await signInAs(page, tr, language, 'admin');

    await page.goto('/admin/users');
    await page.getByRole('button', { name: tr('users.editNamed', { username: 'reader' }) }).click();
    await page.getByRole('button', { name: tr('users.add') }).click();
    await expect(page.getByRole('form', { name: tr('users.createTitle') })).toBeVisible();
    await expectNoSeriousViolations(page, `${language} /admin/users with a row and the new user form open`);

    await page.goto('/admin/settings/terminology');
    const main = page.getByRole('main');
    await main.getByLabel(tr('terminology.file'), { exact: true }).setInputFiles(csv);
    await expect(main.getByRole('rowheader', { name: 'nav.reports', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `${language} /admin/settings/terminology with a preview`);
    // the preview stores nothing; cancelling closes it
    await main.getByRole('button', { name: tr('common.cancel') }).click();
    await expect(main.getByRole('rowheader', { name: 'nav.reports', exact: true })).toHaveCount(0);

    // on a phone the users table scrolls sideways rather than splitting a username across lines
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/users');
    const username = page.getByRole('button', { name: tr('users.editNamed', { username: 'northadmin' }) });
    const lines = await username.evaluate((element: HTMLElement) => element.offsetHeight / parseFloat(getComputedStyle(element).fontSize));
    expect(lines).toBeLessThan(2);
  });
}
