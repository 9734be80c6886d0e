import { describe, expect, it } from 'vitest';
import { createClient } from './client.js';
import { fakeFetch } from '../../test/fetch.js';
import { deletePublicSiteImage, publicSiteImageUrl, uploadPublicSiteImage } from './options.js';
import { createOptionsStore } from '../stores/options.js';
import { defaultOptions } from '../schemas/options.js';

/** A fetch that records what it was sent and answers with `answer`. */
function recording(answer: () => Response) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const fetch = fakeFetch((input, init) => {
    sent.push({ url: String(input instanceof Request ? input.url : input), method: init?.method ?? 'GET', body: init?.body });
    return answer();
  });
  return { fetch, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('public-site image calls', () => {
  it('sends the image as the multipart field "file" and answers the option as stored', async () => {
    const value = '/api/public/site/image/cover?v=3';
    const { fetch, sent } = recording(() => json({ data: { name: 'public_cover_image', value } }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'harbour.png', { type: 'image/png' });
    const stored = await uploadPublicSiteImage(createClient({ baseURL: 'http://api.test/api', fetch }), 'cover', png);
    expect(stored).toEqual({ name: 'public_cover_image', value });
    expect(sent[0]!.url).toBe('http://api.test/api/options/public-image/cover');
    expect(sent[0]!.method).toBe('POST');
    expect(((sent[0]!.body as FormData).get('file') as File).name).toBe('harbour.png');
  });

  it('says when the image is over the limit (413)', async () => {
    const { fetch } = recording(() => json({ error: { type: 'BAD_REQUEST', message: 'too large' } }, 413));
    const png = new File([new Uint8Array(4)], 'big.png', { type: 'image/png' });
    await expect(uploadPublicSiteImage(createClient({ baseURL: '/api', fetch }), 'about', png)).rejects.toMatchObject({ status: 413 });
  });

  it('removes an image with DELETE', async () => {
    const { fetch, sent } = recording(() => json({ data: { name: 'public_about_image', value: '' } }));
    await deletePublicSiteImage(createClient({ baseURL: 'http://api.test/api', fetch }), 'about');
    expect(sent[0]).toMatchObject({ url: 'http://api.test/api/options/public-image/about', method: 'DELETE' });
  });

  it('reads a stored address under the client’s own API address', () => {
    const value = '/api/public/site/image/cover?v=3';
    expect(publicSiteImageUrl({ baseURL: '/api' }, value)).toBe(value);
    expect(publicSiteImageUrl({ baseURL: 'https://fieldwatch.example.org/api/' }, value)).toBe(
      'https://fieldwatch.example.org/api/public/site/image/cover?v=3',
    );
    expect(publicSiteImageUrl({ baseURL: '/fieldwatch/api' }, value)).toBe('/fieldwatch/api/public/site/image/cover?v=3');
    expect(publicSiteImageUrl({ baseURL: '/api' }, 'https://cdn.example.org/cover.png')).toBe('https://cdn.example.org/cover.png');
    expect(publicSiteImageUrl({ baseURL: '/api' }, '')).toBeNull();
  });

  it('keeps an uploaded image in the options store without reloading every option', async () => {
    const { fetch, sent } = recording(() => json({ data: defaultOptions }));
    const store = createOptionsStore(createClient({ baseURL: '/api', fetch }));
    store.getState().merge({ public_cover_image: '/api/public/site/image/cover?v=1' });
    expect(store.getState().options).toBeNull();
    await store.getState().load();
    store.getState().merge({ public_cover_image: '/api/public/site/image/cover?v=2' });
    expect(store.getState().options).toMatchObject({ public_cover_image: '/api/public/site/image/cover?v=2', zoom: defaultOptions.zoom });
    expect(sent).toHaveLength(1);
  });
});
