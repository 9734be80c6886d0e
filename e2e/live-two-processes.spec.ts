/**
 * Live updates across server processes (docs/api.md "Live updates"; docs/deployment.md): two server
 * processes of the built product on one fresh PostgreSQL database, one browser signed in to each. A
 * person writes a report through the dashboard of one process; the person on the other process sees the
 * "1 new report" bar within 2 s without a reload, opens the report, and sees a comment written through the
 * first process appear in its activity. Two processes need PostgreSQL (PGlite's data folder is one
 * process's alone): the server of `TEST_DATABASE_URL`, as CI sets it, or else the local one on
 * 127.0.0.1:5432, the same default the benchmarks use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eServer } from '../playwright.config';
import { demoPassword, expectDashboard, typeDay } from './support/fieldwatch';
import { translatorFor, uniqueWord } from './support/reports';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const t = translatorFor('en');

interface Node {
  child: ChildProcess;
  origin: string;
}

let database: string | undefined;
let dataDir: string | undefined;
const nodes: Node[] = [];

async function sql(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect().catch((error: unknown) => {
    throw new Error(`this journey needs PostgreSQL at ${adminUrl} (set TEST_DATABASE_URL): ${(error as Error).message}`);
  });
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The built server on `port`, on the shared database and data folder; resolves once it answers. */
async function startNode(port: number, databaseUrl: string): Promise<Node> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/api/handshake`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on ${port} did not answer in 120 s`);
}

test.describe('live updates across two server processes', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = `fw_e2e_live_${Date.now()}`;
    await sql(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    dataDir = mkdtempSync(join(tmpdir(), 'fw-e2e-live-'));
    // the first migrates and seeds; the second starts on what it made
    nodes.push(await startNode(e2eServer.sparePort(0), url.toString()));
    nodes.push(await startNode(e2eServer.sparePort(1), url.toString()));
  });

  test.afterAll(async () => {
    await Promise.all(
      nodes.map(async ({ child }) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    if (database) await sql(`drop database if exists ${database} with (force)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A person signed in to one process, in a browser context of their own. */
  async function personOn(browser: Browser, node: Node, username: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: node.origin });
    const page = await context.newPage();
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.status() === 200);
    await page.goto('/login');
    await page.getByLabel(t('login.username')).fill(username);
    await page.getByLabel(t('login.password'), { exact: true }).fill(demoPassword);
    await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
    await expectDashboard(page);
    // the live stream is open once its answer's headers are in
    await stream;
    return page;
  }

  test('a report written on one process shows live on the other, and so does its comment', async ({ browser }) => {
    test.setTimeout(180_000);
    const [first, second] = nodes as [Node, Node];
    const reader = await personOn(browser, first, 'reader');
    const list = reader.getByRole('list', { name: t('reportList.label') });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const writer = await personOn(browser, second, 'northadmin');

    // the writer, on the other process, writes a report through the dashboard's form
    const title = `${uniqueWord('relay')} water point broken`;
    await writer.getByRole('link', { name: t('reportList.newReport') }).click();
    const form = writer.getByRole('form', { name: t('reportForm.titleNew') });
    await form.getByLabel(t('reportForm.title'), { exact: true }).fill(title);
    await form.getByLabel(t('reportForm.description'), { exact: true }).fill('The hand pump is broken; people walk to the next village.');
    await typeDay(
      writer,
      form.getByRole('group', { name: t('reportForm.day'), exact: true }),
      new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    );
    await form.getByLabel(t('coordinates.latitude'), { exact: true }).fill('9.0301');
    await form.getByLabel(t('coordinates.longitude'), { exact: true }).fill('38.7402');
    const published = writer.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/organization\/\d+\/report\/\d+$/.test(new URL(response.url()).pathname),
    );
    await form.getByRole('button', { name: t('reportForm.save') }).click();
    expect((await published).status()).toBe(200);
    await expect(writer).toHaveURL(/\/report\/\d+$/, { timeout: 20_000 });
    const reportId = Number(/\/report\/(\d+)$/.exec(writer.url())![1]);

    // the reader, on the first process, is told without a reload, within 2 s
    const bar = reader.getByRole('button', { name: t('reportList.newReports', { count: 1 }) });
    await expect(bar).toBeVisible({ timeout: 2_000 });
    await bar.click();
    await expect(list.getByRole('listitem').first()).toContainText(title);
    await list.getByRole('listitem').first().getByText(title).click();
    await expect(reader).toHaveURL(new RegExp(`/report/${reportId}$`));
    const feed = reader.getByRole('region', { name: t('activity.title'), exact: true });
    await expect(feed).toBeVisible();

    // the writer comments on the second process; the reader's open report shows it within 2 s
    const comment = `Mechanic called, ${uniqueWord('part')} ordered.`;
    const commentForm = writer.getByRole('form', { name: t('comment.title') });
    await commentForm.getByLabel(t('comment.label'), { exact: true }).fill(comment);
    await commentForm.getByRole('button', { name: t('comment.submit') }).click();
    await expect(writer.getByText(t('comment.created'))).toBeVisible();
    await expect(feed.getByRole('listitem').filter({ hasText: comment })).toBeVisible({ timeout: 2_000 });
  });
});
