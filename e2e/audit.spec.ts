/**
 * The audit trail as the Administrator meets it (docs/audit.md): a user's role is changed in Admin →
 * Users, the change is found in Admin → Audit log by filtering on "Role changed", and the filtered trail
 * is exported as CSV. In English and Arabic (right to left), on a wide screen and a phone; axe finds
 * nothing serious on the tab.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, expectNoSeriousViolations } from './support/fieldwatch';
import { chooseLanguage, languages, signInAs, translatorFor, uniqueWord } from './support/reports';

const viewports = [
  { name: 'wide', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const roleIds = { 'Organization Admin': 2, Reader: 3 };

async function createReader(request: APIRequestContext, username: string): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const response = await request.post('/api/user', {
    headers,
    data: {
      username,
      password: 'Kestrel#Delta77',
      role_id: roleIds.Reader,
      organizations: [1, 2],
      options: { email: `${username}@fieldwatch.example` },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function deleteUser(request: APIRequestContext, id: number) {
  await request.delete(`/api/user/${id}`, { headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` } });
}

for (const language of languages) {
  for (const viewport of viewports) {
    test(`the Administrator finds a role change in the audit log and exports it (${language}, ${viewport.name})`, async ({
      page,
      context,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const t = translatorFor(language);
      const username = uniqueWord('audited').slice(0, 40);
      const userId = await createReader(request, username);
      try {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await chooseLanguage(context, language, info);
        await signInAs(page, t, language, 'admin');

        // ---- the change: Reader → Organization Admin, in the Users tab ----
        await page.goto('/admin/users');
        await page.getByRole('searchbox', { name: t('users.search') }).fill(username);
        // the list the search gives, not the first page still shown: a form opened on that one is
        // replaced when the search's answer arrives, and a Save clicked meanwhile is lost
        await expect(page.getByRole('status').filter({ hasText: t('users.countFor', { count: 1, query: username }) })).toBeVisible();
        const edit = page.getByRole('button', { name: t('users.editNamed', { username }) });
        await edit.click();
        await page.getByLabel(t('users.role'), { exact: true }).selectOption({ label: t('role.Organization Admin') });
        const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/user/${userId}`);
        await page.getByRole('button', { name: t('users.save') }).click();
        expect((await saved).status()).toBe(200);

        // ---- the audit log: its tab, the action filter, the entry ----
        await page
          .getByRole('navigation', { name: t('export.tabs') })
          .getByRole('link', { name: t('audit.tab') })
          .click();
        await expect(page).toHaveURL(/\/admin\/audit$/);
        await expect(page.getByRole('heading', { name: t('audit.title'), level: 2 })).toBeVisible();
        await page.getByRole('button', { name: new RegExp(`^${t('audit.actions')}`) }).click();
        await page.getByRole('checkbox', { name: t('audit.action.user.role') }).check();
        // the panel closes with Escape, back on its button
        await page.keyboard.press('Escape');
        await page.getByLabel(t('audit.text'), { exact: true }).fill(username);
        const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/audit' && r.url().includes('action=user.role'));
        await page.getByRole('button', { name: t('audit.apply') }).click();
        expect((await listed).status()).toBe(200);
        const table = page.getByRole('table', { name: t('audit.caption') });
        const row = table.getByRole('row').filter({ hasText: username });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('rowheader')).toHaveText(t('audit.action.user.role'));
        await expect(row).toContainText('admin');
        await expect(row).toContainText(t('audit.change', { from: t('role.Reader'), to: t('role.Organization Admin') }));
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expectNoSeriousViolations(page, `audit log (${language}, ${viewport.name})`);
        await page.screenshot({ path: info.outputPath(`audit-${language}-${viewport.name}.png`), fullPage: true });

        // ---- the export: the same filters, as CSV ----
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: t('audit.export') }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe('fieldwatch-audit.csv');
        const csv = readFileSync(await file.path(), 'utf8');
        const lines = csv
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines[0]).toBe('id,at,actor_id,actor_username,ip,user_agent,action,target_type,target_id,details');
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain(',admin,');
        expect(lines[1]).toContain(`,user.role,user,${userId},`);
        await expect(page.getByText(t('audit.exportStarted'))).toBeVisible();
      } finally {
        await deleteUser(request, userId);
      }
    });
  }
}
