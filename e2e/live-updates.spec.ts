import { expect, test } from '@playwright/test';
import { demoPassword, expectDashboard, signIn } from './support/fieldwatch';
import { apiSignIn, organizationNamed, seedReport, uniqueWord } from './support/reports';

/**
 * Live updates (docs/api.md "Live updates"): a report published by one person shows, within 2 s and without
 * a reload, as a "1 new report" bar in the list of another person who may see it; the bar's button loads it
 * at the top of the list. The journeys run against the one server process Playwright starts (PGlite,
 * whose data folder only one process may open): the two people are two browser contexts on it. Two
 * processes on one PostgreSQL database, a person on each: live-two-processes.spec.ts.
 */
test('a report published elsewhere shows as a "1 new report" bar, and its button shows it', async ({ browser, request }) => {
  const reader = await browser.newContext();
  const page = await reader.newPage();
  // the stream is open once its answer's headers are in
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.status() === 200);
  await signIn(page, 'reader', demoPassword);
  await expectDashboard(page);
  await stream;
  const list = page.getByRole('list', { name: 'Reports' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // the other person: North's Organization Admin, in a browser context of their own, publishes through the API
  const writer = await browser.newContext();
  const writerPage = await writer.newPage();
  // their list hears of it through their own stream, open before the report is published
  const writerStream = writerPage.waitForResponse((response) => response.url().endsWith('/api/events') && response.status() === 200);
  await signIn(writerPage, 'northadmin');
  await expectDashboard(writerPage);
  await writerStream;
  const session = await apiSignIn(request, 'northadmin');
  const title = `${uniqueWord('live')} water point broken`;
  await seedReport(request, session, organizationNamed(session, 'Field Team North'), {
    title,
    content: 'The hand pump at the water point is broken; people walk to the next village.',
  });

  const bar = page.getByRole('button', { name: '1 new report' });
  await expect(bar).toBeVisible({ timeout: 2_000 });
  await expect(list.getByText(title)).toHaveCount(0);
  await bar.click();
  await expect(list.getByRole('listitem').first()).toContainText(title);
  await expect(bar).toBeHidden();

  // the writer's own list heard of it too
  await expect(writerPage.getByRole('button', { name: '1 new report' })).toBeVisible();
  await reader.close();
  await writer.close();
});
