/**
 * The public site: its settings as partner pages read them, and its images — uploaded by the
 * Administrator only, read by their bytes, re-encoded without metadata, served to anyone from any page.
 */
import type { Options, PublicSite, StoredOption } from '@fieldwatch/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlPage, phonePhoto, pdfDocument } from '../media/testing.js';
import { dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, multipart, setOptions, upload, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let sessions: Awaited<ReturnType<typeof callerFor>>['sessions'];

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'reader']));
});
afterAll(() => server.close());

const site = async () => {
  const res = await server.inject({ method: 'GET', url: '/api/public/site' });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<PublicSite>(res);
};

describe('GET /public/site', () => {
  it('gives the public-site settings to anyone, briefly cacheable', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/public/site' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    expect(dataOf(res)).toEqual({
      map_enabled: false,
      grievance_enabled: false,
      brand_enabled: false,
      anonymous_enabled: false,
      language: 'en_US',
      tagline: '',
      primary_colour: '#1f5f8b',
      about: '',
      contact_name: '',
      contact_email: '',
      contact_phone: '',
      cover_image: null,
      about_image: null,
      latitude: 51.5285582,
      longitude: -0.2416815,
      zoom: 11,
    });
  });

  it('follows the options', async () => {
    await setOptions(call, {
      public_map_enabled: '1',
      public_brand_enabled: '1',
      public_tagline: 'Eyes on the river',
      public_language: 'fr_FR',
      zoom: '8',
    });
    expect(await site()).toMatchObject({
      map_enabled: true,
      brand_enabled: true,
      grievance_enabled: false,
      tagline: 'Eyes on the river',
      language: 'fr_FR',
      zoom: 8,
    });
  });

  it('says anonymous submission is on only when its organization exists', async () => {
    await setOptions(call, { anonymous_enabled: '1' });
    expect((await site()).anonymous_enabled).toBe(false);
    await setOptions(call, { anonymous_organization: '999' });
    expect((await site()).anonymous_enabled).toBe(false);
    await setOptions(call, { anonymous_organization: String(demo.south) });
    expect((await site()).anonymous_enabled).toBe(true);
    await setOptions(call, { anonymous_enabled: '0' });
    expect((await site()).anonymous_enabled).toBe(false);
  });

  it('answers partner pages on other origins', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/public/site', headers: { origin: 'https://partner.example' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // the public map reads its maps service from the handshake
    const handshake = await server.inject({ method: 'GET', url: '/api/handshake', headers: { origin: 'https://partner.example' } });
    expect(handshake.headers['access-control-allow-origin']).toBe('https://partner.example');
  });
});

describe('public-site images', () => {
  const uploadImage = (who: string, kind: string, file: { name: string; type: string; content: Buffer }) =>
    upload(server, sessions[who]!, `/options/public-image/${kind}`, file, 'file');

  it('are for the Administrator only', async () => {
    const photo = { name: 'cover.jpg', type: 'image/jpeg', content: await phonePhoto() };
    expect((await uploadImage('northadmin', 'cover', photo)).statusCode).toBe(403);
    expect((await uploadImage('reader', 'cover', photo)).statusCode).toBe(403);
    const body = multipart('file', 'cover.jpg', 'image/jpeg', photo.content);
    const signedOut = await server.inject({
      method: 'POST',
      url: '/api/options/public-image/cover',
      payload: body.payload,
      headers: body.headers,
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await call('northadmin', 'DELETE', '/options/public-image/cover')).statusCode).toBe(403);
    expect((await server.inject({ method: 'GET', url: '/api/public/site/image/cover' })).statusCode).toBe(404);
  });

  it('refuse what is not an image, whatever its name', async () => {
    for (const file of [
      { name: 'cover.jpg', type: 'image/jpeg', content: htmlPage() },
      { name: 'cover.jpg', type: 'image/jpeg', content: pdfDocument() },
    ]) {
      const res = await uploadImage('admin', 'cover', file);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { file: 'invalidFileType' } });
    }
    const none = await call('admin', 'POST', '/options/public-image/cover', {});
    expect(errorOf(none)?.fields).toEqual({ file: 'required' });
    expect((await call('admin', 'POST', '/options/public-image/banner', {})).statusCode).toBe(400);
    expect((await site()).cover_image).toBeNull();
  });

  it('are stored re-encoded without metadata, served to anyone, and removed', async () => {
    const res = await uploadImage('admin', 'cover', { name: 'cover.jpg', type: 'image/jpeg', content: await phonePhoto(2400, 1200) });
    expect(res.statusCode, res.body).toBe(200);
    const { name, value } = dataOf<StoredOption>(res);
    expect(name).toBe('public_cover_image');
    expect(value).toMatch(/^\/api\/public\/site\/image\/cover\?v=[\w-]{16}$/);
    expect((await site()).cover_image).toBe(value);
    expect(dataOf<Options>(await call('admin', 'GET', '/options')).public_cover_image).toBe(value);

    const image = await server.inject({ method: 'GET', url: value, headers: { origin: 'https://partner.example' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    // turned upright (EXIF orientation 6) and no longer than 1920 pixels
    expect([metadata.width, metadata.height]).toEqual([960, 1920]);

    // a new image is a new address
    const again = await uploadImage('admin', 'cover', {
      name: 'c.png',
      type: 'image/png',
      content: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
    });
    expect(dataOf<StoredOption>(again).value).not.toBe(value);

    const removed = await call('admin', 'DELETE', '/options/public-image/cover');
    expect(removed.json()).toEqual({ data: { name: 'public_cover_image', value: '' } });
    expect((await site()).cover_image).toBeNull();
    expect((await server.inject({ method: 'GET', url: value })).statusCode).toBe(404);
  });

  it('keeps the cover and the about-us image apart', async () => {
    const res = await uploadImage('admin', 'about', { name: 'about.jpg', type: 'image/jpeg', content: await phonePhoto() });
    expect(dataOf<StoredOption>(res).name).toBe('public_about_image');
    expect((await site()).about_image).toBe(dataOf<StoredOption>(res).value);
    expect((await site()).cover_image).toBeNull();
    expect((await server.inject({ method: 'GET', url: '/api/public/site/image/about' })).statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/api/public/site/image/cover' })).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('lists the public routes under the tag "public"', async () => {
    const { paths } = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/public/site', 'get'],
      ['/api/public/site/image/{kind}', 'get'],
      ['/api/public/reports', 'get'],
      ['/api/public/reports/geo', 'get'],
      ['/api/public/reports/geo', 'post'],
      ['/api/public/reports/geo/clusters', 'post'],
      ['/api/public/reports/geo/{id}', 'get'],
      ['/api/user/anonymous', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['public']);
    }
    expect(paths['/api/options/public-image/{kind}']?.post).toBeDefined();
  });
});
