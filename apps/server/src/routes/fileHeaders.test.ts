/**
 * Files that cannot attack: a stored file is served with the type detected from its bytes, as a
 * sandboxed download unless it is a raster image, audio or video, and never as a page of the app.
 */
import type { Report } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage, svgImage } from '../media/testing.js';
import { dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, multipart, reportInput, type Caller } from '../test/reports.js';

/** A PDF whose catalog runs JavaScript when it is opened (/OpenAction /JS). */
const pdfWithJavaScript = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n' +
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>\nendobj\n' +
      '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert\\("pwned"\\); window.__pwned = true;) >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

async function draftWith(call: Caller, file: { name: string; type: string; content: Buffer }) {
  const created = await call('northadmin', 'POST', `/organization/${demo.north}/report`, reportInput());
  const { id } = dataOf<Report>(created);
  const body = multipart('media', file.name, file.type, file.content);
  return call('northadmin', 'POST', `/report/${id}/media`, body.payload, body.headers);
}

describe('serving stored files', () => {
  let server: TestServer;
  let call: Caller;
  beforeAll(async () => {
    server = await startTestServer();
    ({ call } = await callerFor(server, ['northadmin']));
  });
  afterAll(() => server.close());

  it('serves a PDF holding JavaScript as a sandboxed download of the detected type', async () => {
    // the client claims HTML: the server keeps what the bytes say
    const uploaded = await draftWith(call, { name: 'invoice<script>.html', type: 'text/html', content: pdfWithJavaScript() });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const media = dataOf<Report>(uploaded).media[0];
    expect(media?.mime).toBe('application/pdf');
    const served = await server.inject({ method: 'GET', url: media?.src ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="invoice_script_.html"; filename*=UTF-8''invoice_script_.html`,
    );
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses an SVG with a script, whatever it is called', async () => {
    for (const file of [
      { name: 'logo.svg', type: 'image/svg+xml', content: svgImage() },
      { name: 'photo.png', type: 'image/png', content: svgImage() },
    ]) {
      const refused = await draftWith(call, file);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields).toEqual({ media: 'invalidFileType' });
    }
  });

  it('shows a raster image in place, under a policy that lets it load and run nothing', async () => {
    const uploaded = await draftWith(call, { name: 'photo.png', type: 'image/png', content: await pngImage() });
    const media = dataOf<Report>(uploaded).media[0];
    const served = await server.inject({ method: 'GET', url: media?.src ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(media?.mime);
    expect(served.headers['content-disposition']).toMatch(/^inline; /);
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('MEDIA_ORIGIN', () => {
  let server: TestServer;
  let call: Caller;
  beforeAll(async () => {
    server = await startTestServer({ config: { mediaOrigin: 'https://media.fieldwatch.test' } });
    ({ call } = await callerFor(server, ['northadmin']));
  });
  afterAll(() => server.close());

  it('points media URLs at the media origin, which the same server answers', async () => {
    const uploaded = await draftWith(call, { name: 'photo.png', type: 'image/png', content: await pngImage() });
    const src = dataOf<Report>(uploaded).media[0]?.src ?? '';
    expect(src).toMatch(/^https:\/\/media\.fieldwatch\.test\/api\/media\/\d+\?/);
    const url = new URL(src);
    const served = await server.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
    expect(served.statusCode).toBe(200);
    // another site's file to the dashboard: it may embed it
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
