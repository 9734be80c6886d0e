import { expect, test, type Request } from '@playwright/test';
import { accessTokenSeconds } from '../playwright.config';
import { expectDashboard, signIn } from './support/fieldwatch';

test('an expired access token is refreshed unnoticed', async ({ page }) => {
  await signIn(page, 'northadmin');
  await expectDashboard(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/user\/\d+\/token$/.test(request.url())) refreshes.push(request.url());
  });

  // let the short-lived access token of the e2e server expire
  await page.waitForTimeout((accessTokenSeconds + 2) * 1000);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('northadmin');
  await expect(page.getByText('Session expired')).toHaveCount(0);
  expect(refreshes.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a refresh the server refuses clears the session and says "Session expired"', async ({ page }) => {
  // count the page's calls from the start: the dashboard's later calls (organization users, folders) go out
  // only once the organizations have arrived
  let inFlight = 0;
  let lastChange = Date.now();
  // the live-updates stream stays open for as long as the page does: it is no call still on its way
  const track = (delta: number) => (request: Request) => {
    if (new URL(request.url()).pathname === '/api/events') return;
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  await signIn(page, 'admin');
  await expectDashboard(page);
  // let the dashboard finish loading (list, map, filter choices, folders): a call still on its way when the
  // session is revoked below would already end it, before the click this test is about. Playwright's
  // 'networkidle' is no help here: the sign-in page already reached it, so it answers at once.
  await expect.poll(() => inFlight === 0 && Date.now() - lastChange > 1000, { timeout: 30_000 }).toBe(true);

  // Revoke this session behind the page's back (as an administrator would by logging it out elsewhere).
  const revoked = await page.evaluate(async () => {
    // the session's own entry: other fieldwatch entries (the API base that answered, map preferences) sit beside it
    const raw = localStorage.getItem('fieldwatch.session');
    const session = JSON.parse(raw ?? '{}') as { refreshToken?: string; accessToken?: string };
    const response = await fetch('/api/user/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ refresh_token: session.refreshToken }),
    });
    return response.status;
  });
  expect(revoked).toBe(200);

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText('Session expired')).toBeVisible();
  await expect(page).toHaveURL(/\/(login)?$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
