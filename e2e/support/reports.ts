/**
 * Helpers of the report journeys: the language under test with its translator (the product's own
 * catalogues, so every label is the one the user sees), sign-in in that language, generated media files
 * and reports seeded through the real API.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { createTranslator, loadAllCatalogues, type Translate } from '@fieldwatch/core';
import { demoPassword } from './fieldwatch';

export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

// core loads languages on demand; the journeys read labels at once, so every catalogue is loaded first
await loadAllCatalogues();

/** The product's own words in a language, from core's translator. */
export function translatorFor(language: Language): Translate {
  return createTranslator(language);
}

/** A word no seeded report holds: lower-case letters and digits, so full-text search finds it as typed. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The `fw_language` cookie the language picker saves the choice in, set before the first page is opened. */
export async function chooseLanguage(context: BrowserContext, language: Language, info: TestInfo) {
  await context.addCookies([{ name: 'fw_language', value: language, url: info.project.use.baseURL! }]);
}

/** Signs in on the sign-in page in the page's language and waits for the dashboard. */
export async function signInAs(page: Page, t: Translate, language: Language, username: string) {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await page.getByLabel(t('login.username')).fill(username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(demoPassword);
  await page.getByLabel(t('login.password'), { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

let mediaDir: string | undefined;
const scratch = () => (mediaDir ??= mkdtempSync(join(tmpdir(), 'fieldwatch-e2e-')));

/** A real JPEG (a colored photo-sized frame with a shape on it), written to a temporary file. */
export async function makeJpeg(name: string, color: { r: number; g: number; b: number }): Promise<string> {
  const file = join(scratch(), name);
  const shape = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><circle cx="400" cy="300" r="180" fill="#fff" fill-opacity="0.6"/><rect x="60" y="60" width="200" height="120" fill="#000" fill-opacity="0.4"/></svg>`,
  );
  await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .composite([{ input: shape }])
    .jpeg({ quality: 80 })
    .toFile(file);
  return file;
}

/** A one-page PDF written by hand, with a correct cross-reference table. */
export function makePdf(name: string, text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const file = join(scratch(), name);
  writeFileSync(file, body, 'latin1');
  return file;
}

/** Chooses files through the file picker that a click on `opener` (the "Attach files" button) opens. */
export async function attachFiles(page: Page, opener: Locator, files: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles(files);
}

/** An image has really loaded (its signed media URL answered with an image). */
export async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), {
      message: 'the image loads',
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
}

// ---- the real API, for fixtures that are not the journey under test ----

export interface ApiSession {
  token: string;
  user: { id: number; username: string; organizations: { id: number; name: string }[] };
}

export async function apiSignIn(request: APIRequestContext, username: string): Promise<ApiSession> {
  const response = await request.post('/api/user/login', { data: { username, password: demoPassword } });
  expect(response.status(), `sign-in of ${username}`).toBe(200);
  const body = (await response.json()) as { data: { user: ApiSession['user']; token: { access_token: string } } };
  return { token: body.data.token.access_token, user: body.data.user };
}

export interface SeededReport {
  id: number;
  title: string;
  organizationId: number;
}

/** Creates a report the way a client does (create, then publish) and optionally makes it public. */
export async function seedReport(
  request: APIRequestContext,
  session: ApiSession,
  organizationId: number,
  fields: { title: string; content: string; visibility?: 'public' | 'private'; latitude?: number; longitude?: number },
): Promise<SeededReport> {
  const headers = { Authorization: `Bearer ${session.token}` };
  const created = await request.post(`/api/organization/${organizationId}/report`, {
    headers,
    data: {
      title: fields.title,
      content: fields.content,
      event_date: new Date(Date.now() - 60_000).toISOString(),
      latitude: fields.latitude ?? 51.5385,
      longitude: fields.longitude ?? -0.2416,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const published = await request.put(`/api/organization/${organizationId}/report/${data.id}`, {
    headers,
    data: { status: 'published', ...(fields.visibility ? { visibility: fields.visibility } : {}) },
  });
  expect(published.status(), await published.text()).toBe(200);
  const report = ((await published.json()) as { data: { status: string; visibility: string } }).data;
  expect(report.status).toBe('published');
  expect(report.visibility).toBe(fields.visibility ?? 'private');
  return { id: data.id, title: fields.title, organizationId };
}

export const organizationNamed = (session: ApiSession, name: string) => {
  const found = session.user.organizations.find((organization) => organization.name === name);
  expect(found, `${session.user.username} belongs to ${name}`).toBeTruthy();
  return found!.id;
};
