import { expect, test, type APIRequestContext } from '@playwright/test';
import { roleIds } from '@fieldwatch/core';
import { expectNoSeriousViolations } from './support/fieldwatch';
import { apiSignIn, chooseLanguage, languages, signInAs, translatorFor, uniqueWord } from './support/reports';

/**
 * Broadcasts (docs/messages.md): the Organization Admin of Field Team North writes to the Reader role on
 * /messages; the reader, in a browser of their own, sees the inbox count go up in the navigation, opens
 * the message on /inbox and it is read. In English and in Arabic (right to left).
 */

/** How many active Readers Field Team North has now (other journeys add some): a role message reaches them all. */
async function activeReadersOfNorth(request: APIRequestContext): Promise<number> {
  const session = await apiSignIn(request, 'northadmin');
  const organizationId = session.user.organizations[0]!.id;
  const response = await request.get(`/api/organization/${organizationId}/users`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  const users = ((await response.json()) as { data: { role: { id: number } }[] }).data;
  return users.filter((user) => user.role.id === roleIds.Reader).length;
}

/** How many unread messages the reader has now, read from the API the inbox uses. */
async function unreadOf(request: APIRequestContext): Promise<number> {
  const session = await apiSignIn(request, 'reader');
  const response = await request.get('/api/user/me/messages?unread=1&limit=1', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

for (const language of languages) {
  test(`an admin broadcasts to the Reader role and the reader reads it (${language})`, async ({ browser, request }, info) => {
    const t = translatorFor(language);
    const word = uniqueWord('notice');
    const subject = `Road ${word}`.slice(0, 30);
    const content = `${'The north road is closed until Friday; take the river path. '.repeat(3)}(${word})`;

    // the reader, signed in first: the count in the navigation must change without signing in again
    const readerContext = await browser.newContext();
    await chooseLanguage(readerContext, language, info);
    const reader = await readerContext.newPage();
    await signInAs(reader, t, language, 'reader');
    const before = await unreadOf(request);
    const inboxLink = (count: number) =>
      reader.getByRole('link', {
        name: count > 0 ? t('messages.inbox.withUnread', { label: t('messages.inbox.title'), count }) : t('messages.inbox.title'),
        exact: true,
      });
    await expect(inboxLink(before)).toBeVisible();

    // the admin writes to the Reader role
    const adminContext = await browser.newContext();
    await chooseLanguage(adminContext, language, info);
    const admin = await adminContext.newPage();
    await signInAs(admin, t, language, 'northadmin');
    await admin.getByRole('link', { name: t('nav.messages'), exact: true }).click();
    await expect(admin).toHaveURL(/\/messages$/);
    await expect(admin.getByRole('heading', { level: 1, name: t('messages.title') })).toBeVisible();
    const send = admin.getByRole('button', { name: t('messages.form.send') });
    await expect(send).toBeDisabled();
    await admin.getByRole('textbox', { name: t('messages.form.subject'), exact: true }).fill(subject);
    await admin.getByRole('textbox', { name: t('messages.form.content'), exact: true }).fill(content);
    await admin.getByRole('radio', { name: t('messages.form.role') }).check();
    await expect(send).toBeDisabled();
    await admin.getByRole('combobox', { name: t('messages.form.roleLabel'), exact: true }).selectOption(String(roleIds.Reader));
    await expectNoSeriousViolations(admin, `/messages (${language})`);
    const readers = await activeReadersOfNorth(request);
    await send.click();
    await expect(admin.getByText(t('messages.sentTo', { count: readers }))).toBeVisible();
    await expect(admin.getByRole('radio', { name: t('messages.form.everyone') })).toBeChecked();
    await expect(admin.getByRole('textbox', { name: t('messages.form.subject'), exact: true })).toHaveValue('');
    const sent = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: subject }) });
    await expect(sent).toContainText(t('messages.delivered', { count: readers }));
    await expect(sent).toContainText(t('messages.read', { count: 0 }));

    // the reader's next navigation (to the profile) shows the new count; the inbox lists it unread, first
    await reader.getByRole('link', { name: t('nav.profile'), exact: true }).click();
    await expect(reader).toHaveURL(/\/profile$/);
    await expect(inboxLink(before + 1)).toBeVisible();
    await inboxLink(before + 1).click();
    await expect(reader).toHaveURL(/\/inbox$/);
    await expect(reader.getByRole('heading', { level: 1, name: t('messages.inbox.title') })).toBeVisible();
    const first = reader.getByRole('main').getByRole('listitem').first();
    const open = first.getByRole('button', { name: new RegExp(`^${subject}`) });
    await expect(open).toContainText(t('messages.inbox.unread'));
    await expectNoSeriousViolations(reader, `/inbox (${language})`);
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toContainText(content);
    await expect(open).not.toContainText(t('messages.inbox.unread'));
    await expect(inboxLink(before)).toBeVisible();

    // the admin sees it read
    await admin.reload();
    await expect(sent).toContainText(t('messages.read', { count: 1 }));

    await readerContext.close();
    await adminContext.close();
  });
}
