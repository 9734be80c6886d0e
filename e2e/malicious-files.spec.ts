/**
 * A file an attacker uploads cannot run in the app's origin: a PDF whose catalog runs JavaScript
 * (/OpenAction /JS), opened from its media URL in Chromium, is a download in a sandbox, never a page of
 * the app that could read the session.
 */
import { expect, test } from '@playwright/test';
import { apiToken } from './support/fieldwatch';

/** A PDF that sets `window.__pwned` when a viewer runs its JavaScript on open. */
const pdfWithJavaScript = Buffer.from(
  '%PDF-1.4\n' +
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Action /S /JavaScript /JS (window.__pwned = true; app.alert\\(1\\);) >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test('a PDF with JavaScript opened from its URL downloads instead of running in the app', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const created = await request.post('/api/organization/1/report', {
    headers,
    data: {
      title: 'Report with a hostile attachment',
      content: 'Holds a PDF that runs JavaScript when opened.',
      event_date: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      latitude: 51.5,
      longitude: -0.12,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const uploaded = await request.post(`/api/report/${id}/media`, {
    headers,
    // the uploader claims an HTML page: the server goes by the bytes
    multipart: { media: { name: 'invoice.html', mimeType: 'text/html', buffer: pdfWithJavaScript } },
  });
  expect(uploaded.status()).toBe(201);
  const src = ((await uploaded.json()) as { data: { media: { src: string }[] } }).data.media[0]!.src;

  // a page of the app's origin, where a script of the file would find the session
  await page.goto('/api/handshake');
  const download = page.waitForEvent('download');
  await page.evaluate((url) => {
    window.location.href = url;
  }, src);
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoice.html');
  // no navigation happened: the app's page is still there, and nothing set the flag in it
  expect(new URL(page.url()).pathname).toBe('/api/handshake');
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

  const served = await request.get(src);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(served.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
});
