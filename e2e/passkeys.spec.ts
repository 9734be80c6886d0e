/**
 * Passkeys as a second factor, in Debian's Chromium against the real server, with Chromium's virtual
 * authenticator (through the DevTools protocol) standing in for the device's own: a user adds a passkey
 * on the profile, signs out, signs in with the password and then "Use a passkey", and renames and removes
 * it. In English at 1440 px and in Arabic (right to left) on a 390 px phone; axe finds nothing serious on
 * the profile with its passkeys and on the second-factor page, and each step of note leaves a screenshot
 * in test-results/screenshots/.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import type { Translate } from '@fieldwatch/core';
import { e2eServer } from '../playwright.config';
import { apiToken, demoPassword, expectNoSeriousViolations } from './support/fieldwatch';
import { signInAs, translatorFor, uniqueWord, type Language } from './support/reports';

// browsers refuse an IP address such as 127.0.0.1 as WebAuthn relying party: this journey runs on localhost
const origin = `http://localhost:${e2eServer.port}`;
test.use({ baseURL: origin });

const wide = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const journeys: [Language, { width: number; height: number }][] = [
  ['en', wide],
  ['ar', phone],
];

/** A new Reader in North with a password and no second factor, so each journey starts from a clean account. */
async function newUser(page: Page): Promise<string> {
  const token = await apiToken(page.request, 'admin');
  const username = uniqueWord('passkey');
  const created = await page.request.post('/api/user', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password: demoPassword, role_id: 3, organizations: [1], options: { email: `${username}@fieldwatch.example` } },
  });
  expect(created.status()).toBe(201);
  return username;
}

/** Chromium's virtual authenticator: a platform authenticator that keeps passkeys and verifies the user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

const credentialsOf = async (cdp: CDPSession, authenticatorId: string) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

/** A link of the main navigation; on a phone it sits behind the menu button. */
async function navigate(page: Page, t: Translate, name: string) {
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  const item = nav.getByRole('link', { name }).or(nav.getByRole('button', { name }));
  if (!(await item.first().isVisible())) await page.getByRole('button', { name: t('nav.menu') }).click();
  await item.first().click();
}

const passkeysSection = (page: Page, t: Translate) => page.getByRole('region', { name: t('passkeys.title'), exact: true });

async function screenshot(page: Page, step: string, language: Language, width: number) {
  await page.screenshot({ path: `test-results/screenshots/passkeys-${step}-${language}-${width}.png`, fullPage: true });
}

for (const [language, viewport] of journeys) {
  const t = translatorFor(language);

  test(`passkeys (${language}, ${viewport.width} px): add one on the profile, sign in with it, rename and remove it`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await context.addCookies([{ name: 'fw_language', value: language, url: origin }]);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const username = await newUser(page);
    const section = passkeysSection(page, t);

    // add a passkey: the current password and a name, then the browser's own dialog (answered by the virtual authenticator)
    await signInAs(page, t, language, username);
    await navigate(page, t, t('nav.profile'));
    await expect(page).toHaveURL(/\/profile$/);
    await expect(section.getByText(t('passkeys.empty'))).toBeVisible();
    await section.getByRole('button', { name: t('passkeys.add') }).click();
    await section.getByLabel(t('passkeys.name'), { exact: true }).fill('Work laptop');
    await section.getByLabel(t('passkeys.currentPassword'), { exact: true }).fill(demoPassword);
    await section.getByRole('button', { name: t('passkeys.create') }).click();
    await expect(page.getByText(t('passkeys.added'))).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('listitem')).toContainText('Work laptop');
    await expect(section.getByRole('listitem')).toContainText(t('passkeys.neverUsed'));
    expect(await credentialsOf(cdp, authenticatorId)).toHaveLength(1);
    await screenshot(page, 'profile', language, viewport.width);
    // the page as it stays: the notice hides by itself, and while shown it covers the top of a phone's page
    await expect(page.getByText(t('passkeys.added'))).toBeHidden({ timeout: 10_000 });
    // from the top: scrolled down to the passkeys, a phone's sticky bar sits over the fields above them
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolations(page, `profile with a passkey ${language} ${viewport.width}`);

    // sign out, then in again: after the password, the second-factor page offers the passkey
    await navigate(page, t, t('nav.logout'));
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(t('login.username')).fill(username);
    await page.getByLabel(t('login.password'), { exact: true }).fill(demoPassword);
    await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/two-factor-code$/);
    const usePasskey = page.getByRole('button', { name: t('passkeys.signIn.use') });
    await expect(usePasskey).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // a passkey is this user's only second factor: the page asks for it alone, with no code to type
    await expect(page.getByRole('heading', { level: 1, name: t('passkeys.signIn.title') })).toBeVisible();
    await expect(page.getByRole('form', { name: t('twoFactor.title') })).toHaveCount(0);
    await screenshot(page, 'second-factor', language, viewport.width);
    await expectNoSeriousViolations(page, `second-factor page ${language} ${viewport.width}`);
    await usePasskey.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeVisible();
    // the authenticator signed one challenge more
    expect((await credentialsOf(cdp, authenticatorId))[0]!.signCount).toBeGreaterThan(0);

    // rename it: the list now says when it was last used
    await navigate(page, t, t('nav.profile'));
    await expect(section.getByRole('listitem')).toContainText('Work laptop');
    await expect(section.getByRole('listitem')).not.toContainText(t('passkeys.neverUsed'));
    await section.getByRole('button', { name: `${t('passkeys.rename')} Work laptop` }).click();
    const newName = section.getByLabel(t('passkeys.renameLabel', { name: 'Work laptop' }), { exact: true });
    await expect(newName).toBeFocused();
    await newName.fill('Phone');
    await section.getByRole('button', { name: t('passkeys.save') }).click();
    await expect(page.getByText(t('passkeys.renamed'))).toBeVisible();
    await expect(section.getByRole('listitem')).toContainText('Phone');

    // remove it, with the current password: the profile says there is none, and sign-in needs only the password again
    await section.getByRole('button', { name: `${t('passkeys.remove')} Phone` }).click();
    const dialog = page.getByRole('alertdialog', { name: t('passkeys.removeTitle', { name: 'Phone' }) });
    await dialog.getByLabel(t('passkeys.currentPassword'), { exact: true }).fill(demoPassword);
    await screenshot(page, 'remove', language, viewport.width);
    await dialog.getByRole('button', { name: t('passkeys.remove') }).click();
    await expect(page.getByText(t('passkeys.removed'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(t('passkeys.empty'))).toBeVisible();
    await navigate(page, t, t('nav.logout'));
    await expect(page).toHaveURL(/\/login$/);
    await signInAs(page, t, language, username);
  });
}
