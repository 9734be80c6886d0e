/**
 * Stories: who may call which route, the body's order and blocks, search, the version guard, the cover,
 * report blocks shown only to whoever may see their report, and the public story.
 */
import { randomUUID } from 'node:crypto';
import type { ListResult, Story, StorySummary } from '@fieldwatch/core';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import { pdfDocument, pngImage, svgImage } from '../media/testing.js';
import { dataOf, errorOf, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, upload, type Caller } from '../test/reports.js';

type Who = 'admin' | 'northadmin' | 'southadmin' | 'reader' | 'mobile' | 'anonymous';
const everyone: Who[] = ['admin', 'northadmin', 'southadmin', 'reader', 'mobile', 'anonymous'];

let server: TestServer;
let call: Caller;
let sessions: Record<string, SignedIn>;

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

const storiesPath = (organizationId: number) => `/organization/${organizationId}/stories`;
const storyPath = (organizationId: number, rest = '') => `/organization/${organizationId}/story${rest}`;
const text = (textInput: string, id?: string) => ({ type: 'text', textInput, ...(id ? { id } : {}) });
const reportBlock = (reportId: number, id?: string) => ({ type: 'report', reportId, ...(id ? { id } : {}) });

function created(res: LightMyRequestResponse): Story {
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Story>(res);
}
const newStory = async (organizationId: number = demo.north, input: Record<string, unknown> = {}) =>
  created(await call('admin', 'POST', storyPath(organizationId), { title: `Story ${randomUUID()}`, subtitle: 'A subtitle', ...input }));
const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });
const setOption = (name: string, value: string) => call('admin', 'PUT', '/options', [{ name, value }]);
const coverUpload = (who: string, storyId: number, file: { name: string; type: string; content: Buffer }) =>
  upload(server, sessions[who]!, `/story/${storyId}/cover`, file);

describe('who may call the story routes', () => {
  const read = { admin: 200, northadmin: 200, southadmin: 404, reader: 200, mobile: 403, anonymous: 401 };
  const write = { admin: 200, northadmin: 200, southadmin: 404, reader: 403, mobile: 403, anonymous: 401 };
  const rows: { route: string; run: (who: Who) => Promise<LightMyRequestResponse>; expected: Record<Who, number> }[] = [
    { route: 'GET stories', run: (who) => call(who, 'GET', storiesPath(demo.north)), expected: read },
    {
      route: 'POST story',
      run: (who) => call(who, 'POST', storyPath(demo.north), { title: 'Mine', subtitle: 'Sub' }),
      expected: { ...write, admin: 201, northadmin: 201 },
    },
    { route: 'GET story', run: async (who) => call(who, 'GET', storyPath(demo.north, `/${(await newStory()).id}`)), expected: read },
    {
      route: 'PUT story',
      run: async (who) => call(who, 'PUT', storyPath(demo.north, `/${(await newStory()).id}`), { version: 1, title: 'Renamed' }),
      expected: write,
    },
    { route: 'DELETE story', run: async (who) => call(who, 'DELETE', storyPath(demo.north, `/${(await newStory()).id}`)), expected: write },
    {
      route: 'POST cover',
      run: async (who) => {
        const story = await newStory();
        const content = await pngImage();
        return who === 'anonymous'
          ? server.inject({ method: 'POST', url: `/api/story/${story.id}/cover` })
          : coverUpload(who, story.id, { name: 'cover.png', type: 'image/png', content });
      },
      expected: { ...write, admin: 201, northadmin: 201 },
    },
    { route: 'DELETE cover', run: async (who) => call(who, 'DELETE', `/story/${(await newStory()).id}/cover`), expected: write },
  ];

  for (const row of rows) {
    it(row.route, async () => {
      const got: Record<string, number> = {};
      for (const who of everyone) got[who] = (await row.run(who)).statusCode;
      expect(got).toEqual(row.expected);
    });
  }

  it('answers 404 for a story addressed through another organization, for every verb', async () => {
    const story = await newStory(demo.north);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call('admin', method, storyPath(demo.south, `/${story.id}`), method === 'PUT' ? { version: 1 } : undefined);
      expect(res.statusCode, method).toBe(404);
    }
    expect((await call('southadmin', 'DELETE', `/story/${story.id}/cover`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', storyPath(demo.north, '/999999'))).statusCode).toBe(404);
  });

  it('is switched off with option stories_enabled', async () => {
    const story = await newStory();
    await setOption('stories_enabled', '0');
    try {
      for (const res of [
        await call('reader', 'GET', storiesPath(demo.north)),
        await call('admin', 'POST', storyPath(demo.north), { title: 'Off', subtitle: 'Off' }),
        await call('admin', 'DELETE', `/story/${story.id}/cover`),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
        expect(errorOf(res).type).toBe('INACTIVE_FEATURE');
      }
    } finally {
      await setOption('stories_enabled', '1');
    }
  });
});

describe('a story and its body', () => {
  it('keeps the blocks exactly in the order sent, with their ids, and gives ids to new ones', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north, { title: 'Culvert blocked' });
    const story = await newStory(demo.north, {
      bodyContent: [text('First', 'a'), reportBlock(report.id, 'b'), text('Third'), text('Fourth', 'd')],
    });
    expect(story).toMatchObject({
      version: 1,
      published: false,
      status: 'unpublished',
      organization: { id: demo.north },
      coverImage: null,
    });
    expect(story.author).toMatchObject({ username: 'admin' });
    expect(story.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(story.bodyContent.map((block) => block.type)).toEqual(['text', 'report', 'text', 'text']);
    expect(story.bodyContent[0]!.id).toBe('a');
    expect(story.bodyContent[2]!.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(story.bodyContent[1]).toEqual({
      id: 'b',
      type: 'report',
      reportId: report.id,
      report: {
        id: report.id,
        title: 'Culvert blocked',
        event_date: report.event_date,
        latitude: report.latitude,
        longitude: report.longitude,
        image: null,
      },
    });

    // moved around: the same blocks, in the new order
    const ids = story.bodyContent.map((block) => block.id);
    const reordered = [story.bodyContent[3]!, story.bodyContent[1]!, story.bodyContent[0]!, story.bodyContent[2]!].map((block) =>
      block.type === 'text' ? text(block.textInput, block.id) : reportBlock(block.reportId, block.id),
    );
    const saved = await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: 1, bodyContent: reordered });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = dataOf<Story>(saved);
    expect(after.version).toBe(2);
    expect(after.bodyContent.map((block) => block.id)).toEqual([ids[3], ids[1], ids[0], ids[2]]);
    expect(dataOf<Story>(await call('reader', 'GET', storyPath(demo.north, `/${story.id}`))).bodyContent).toEqual(after.bodyContent);

    // publishing alone
    const published = dataOf<Story>(
      await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: 2, published: true }),
    );
    expect(published).toMatchObject({ published: true, status: 'published', version: 3, title: story.title });
    expect(published.bodyContent).toEqual(after.bodyContent);
  });

  it('refuses invalid stories field by field, and reports the editor may not put there', async () => {
    const south = await publishedReport(call, 'southadmin', demo.south);
    const draft = dataOf<{ id: number }>(
      await call('northadmin', 'POST', `/organization/${demo.north}/report`, {
        title: 'Still a draft',
        content: 'Not published',
        event_date: new Date(Date.now() - 3_600_000).toISOString(),
        latitude: 51.5,
        longitude: -0.2,
      }),
    );
    const north = await publishedReport(call, 'northadmin', demo.north);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { title: 'x'.repeat(101), subtitle: '' },
        { title: 'storyTitle', subtitle: 'required' },
      ],
      [{ title: 'T', subtitle: 'y'.repeat(101) }, { subtitle: 'storySubtitle' }],
      [{ title: 'T', subtitle: 'S', bodyContent: [text('')] }, { 'bodyContent.0.textInput': 'required' }],
      [{ title: 'T', subtitle: 'S', bodyContent: [text('ok'), text('z'.repeat(2001))] }, { 'bodyContent.1.textInput': 'storyTextField' }],
      [{ title: 'T', subtitle: 'S', bodyContent: [text('ok'), reportBlock(south.id)] }, { 'bodyContent.1.reportId': 'invalidValue' }],
      [
        { title: 'T', subtitle: 'S', bodyContent: [reportBlock(north.id), reportBlock(draft.id)] },
        { 'bodyContent.1.reportId': 'invalidValue' },
      ],
      [{ title: 'T', subtitle: 'S', bodyContent: [reportBlock(999999)] }, { 'bodyContent.0.reportId': 'invalidValue' }],
      [{ title: 'T', subtitle: 'S', bodyContent: [text('one', 'same'), text('two', 'same')] }, { 'bodyContent.1.id': 'invalidValue' }],
      [{ title: 'T', subtitle: 'S', colour: '#000000' }, { colour: 'unknownField' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call('northadmin', 'POST', storyPath(demo.north), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    const story = await newStory();
    const res = await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), {
      version: 1,
      bodyContent: [reportBlock(south.id)],
    });
    expect(errorOf(res).fields).toEqual({ 'bodyContent.0.reportId': 'invalidValue' });
    expect(errorOf(await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { title: 'No version' })).fields).toEqual({
      version: 'required',
    });
  });

  it('deletes a story', async () => {
    const story = await newStory();
    expect((await call('northadmin', 'DELETE', storyPath(demo.north, `/${story.id}`))).json()).toEqual({ data: true });
    expect((await call('northadmin', 'GET', storyPath(demo.north, `/${story.id}`))).statusCode).toBe(404);
  });
});

describe('the stories list', () => {
  it('shows the last changed first and searches titles and subtitles, ignoring case', async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await newStory(demo.north, { title: `Canal ${tag} Walk`, subtitle: 'First' });
    const b = await newStory(demo.north, { title: 'Market', subtitle: `about the ${tag.toUpperCase()} rains` });
    const c = await newStory(demo.north, { title: `100% ${tag}`, subtitle: 'Third' });
    await newStory(demo.south, { title: `South ${tag}`, subtitle: 'Not in North' });
    server.clock.advance(1000);
    // a change brings a story to the top
    await call('northadmin', 'PUT', storyPath(demo.north, `/${a.id}`), { version: 1, subtitle: 'First, changed' });

    const found = (await call('reader', 'GET', `${storiesPath(demo.north)}?q=${tag.toUpperCase()}`)).json<ListResult<StorySummary>>();
    expect(found.data.map((story) => story.id)).toEqual([a.id, c.id, b.id]);
    expect(found.total).toBe(3);
    expect(found.data[0]).toMatchObject({ blocks: 0, version: 2, subtitle: 'First, changed' });
    expect(found.data[0]).not.toHaveProperty('bodyContent');

    // `%` is a character like any other, not a wildcard
    const percent = (await call('reader', 'GET', `${storiesPath(demo.north)}?q=${encodeURIComponent(`0% ${tag}`)}`)).json<
      ListResult<StorySummary>
    >();
    expect(percent.data.map((story) => story.id)).toEqual([c.id]);

    const page = (await call('reader', 'GET', `${storiesPath(demo.north)}?q=${tag}&offset=1&limit=1`)).json<ListResult<StorySummary>>();
    expect(page).toMatchObject({ total: 3, data: [{ id: c.id }] });
    expect((await call('reader', 'GET', `${storiesPath(demo.north)}?limit=0`)).statusCode).toBe(400);
  });

  it('holds the demo stories, seeded once', async () => {
    expect(await seedDemoData(server.database.db)).toBe(false);
    const north = (await call('admin', 'GET', `${storiesPath(demo.north)}?q=flood watch`)).json<ListResult<StorySummary>>();
    expect(north.data).toHaveLength(1);
    expect(north.data[0]).toMatchObject({ published: true, blocks: 6 });
  });
});

describe('saving over a newer version', () => {
  it('refuses a save made on an old version, with the current one', async () => {
    const story = await newStory();
    expect((await call('admin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: 1, title: 'First save' })).statusCode).toBe(200);
    const late = await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: 1, title: 'Second save' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ type: 'STORY_CHANGED', data: { version: 2 } });
    expect(dataOf<Story>(await call('reader', 'GET', storyPath(demo.north, `/${story.id}`))).title).toBe('First save');
  });

  it('lets exactly one of two saves made at once on the same version through', async () => {
    const story = await newStory();
    const saves = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: 1, title })),
    );
    expect(saves.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = dataOf<Story>(saves.find((res) => res.statusCode === 200)!);
    const now = dataOf<Story>(await call('reader', 'GET', storyPath(demo.north, `/${story.id}`)));
    expect(now).toMatchObject({ version: 2, title: winner.title });
  });
});

describe('creating a story twice with one Idempotency-Key', () => {
  it('answers the first story again, and refuses the key with another body', async () => {
    const key = randomUUID();
    const body = { title: `Once ${key}`, subtitle: 'Sent twice' };
    const first = await call('northadmin', 'POST', storyPath(demo.north), body, { 'idempotency-key': key });
    const again = await call('northadmin', 'POST', storyPath(demo.north), body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(dataOf<Story>(again).id).toBe(created(first).id);
    const listed = (await call('northadmin', 'GET', `${storiesPath(demo.north)}?q=${key}`)).json<ListResult<StorySummary>>();
    expect(listed.total).toBe(1);
    const other = await call('northadmin', 'POST', storyPath(demo.north), { ...body, subtitle: 'Another' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).type).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the cover image', () => {
  const isStored = async (key: string) => (await server.storedKeys()).includes(key);

  it('takes an image, re-encodes it with resized copies, and replaces the old one', async () => {
    const story = await newStory();
    const first = await coverUpload('northadmin', story.id, { name: 'cover.png', type: 'image/png', content: await pngImage(1600, 900) });
    const cover = created(first).coverImage!;
    expect(cover).toMatchObject({ id: story.id, type: 'image', name: 'cover.png' });
    expect(cover.sizes.map((size) => size.size)).toEqual(expect.arrayContaining(['thumbnail', 'small']));
    expect(cover.src).toMatch(new RegExp(`^/api/story/${story.id}/cover\\?v=\\d+&exp=\\d+&sig=`));

    // the uploader's URL serves the re-encoded image, without metadata
    const served = await get(cover.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    const small = cover.sizes.find((size) => size.size === 'small')!;
    expect((await sharp((await get(small.src)).rawPayload).metadata()).width).toBe(small.width);
    // a URL made for another viewer is no proof: a forged viewer fails the signature
    expect((await get(cover.src.replace(/v=\d+/, 'v=public'))).statusCode).toBe(404);

    const second = created(await coverUpload('northadmin', story.id, { name: 'new.png', type: 'image/png', content: await pngImage() }));
    expect(second.coverImage!.name).toBe('new.png');
    // the old URL serves nothing any more
    expect((await get(cover.src)).statusCode).toBe(404);
    expect((await get(second.coverImage!.src)).statusCode).toBe(200);

    const removed = await call('northadmin', 'DELETE', `/story/${story.id}/cover`);
    expect(dataOf<Story>(removed).coverImage).toBeNull();
    expect((await get(second.coverImage!.src)).statusCode).toBe(404);
  });

  it('removes the files of a replaced or deleted cover', async () => {
    const story = await newStory();
    await coverUpload('admin', story.id, { name: 'a.png', type: 'image/png', content: await pngImage() });
    /** the stored key of the story's cover, as the database holds it */
    const files = async () => {
      const [row] = await server.database.db.select({ cover: stories.cover }).from(stories).where(eq(stories.id, story.id));
      return row?.cover?.storageKey ?? null;
    };
    const firstKey = (await files())!;
    expect(await isStored(firstKey)).toBe(true);
    await coverUpload('admin', story.id, { name: 'b.png', type: 'image/png', content: await pngImage() });
    const secondKey = (await files())!;
    expect(await isStored(firstKey)).toBe(false);
    expect(await isStored(`${firstKey}.small`)).toBe(false);
    await call('admin', 'DELETE', storyPath(demo.north, `/${story.id}`));
    expect(await isStored(secondKey)).toBe(false);
  });

  it('refuses anything but an image, read from its bytes', async () => {
    const story = await newStory();
    for (const file of [
      { name: 'cover.pdf', type: 'application/pdf', content: pdfDocument() },
      { name: 'cover.svg', type: 'image/svg+xml', content: svgImage() },
      { name: 'cover.png', type: 'image/png', content: pdfDocument() },
    ]) {
      const res = await coverUpload('northadmin', story.id, file);
      expect(res.statusCode, file.name).toBe(400);
      expect(errorOf(res).fields).toEqual({ media: 'invalidFileType' });
    }
    const content = await pngImage();
    const otherField = await upload(
      server,
      sessions.northadmin!,
      `/story/${story.id}/cover`,
      { name: 'x.png', type: 'image/png', content },
      'file',
    );
    expect(errorOf(otherField).fields).toEqual({ media: 'required' });
    expect(dataOf<Story>(await call('northadmin', 'GET', storyPath(demo.north, `/${story.id}`))).coverImage).toBeNull();
  });
});

describe('deleting an organization', () => {
  it("moves its stories with move_to, and otherwise deletes them with their covers' files", async () => {
    const organization = async () => {
      const res = await call('admin', 'POST', '/organization', { name: `Org ${randomUUID().slice(0, 8)}` });
      expect(res.statusCode, res.body).toBe(201);
      return dataOf<{ id: number }>(res);
    };
    const coverKey = async (id: number) =>
      (await server.database.db.select({ cover: stories.cover }).from(stories).where(eq(stories.id, id)))[0]?.cover?.storageKey;

    const moving = await organization();
    const moved = await newStory(moving.id);
    expect((await call('admin', 'DELETE', `/organization/${moving.id}?move_to=${demo.south}`)).statusCode).toBe(200);
    expect(dataOf<Story>(await call('southadmin', 'GET', storyPath(demo.south, `/${moved.id}`))).organization.id).toBe(demo.south);

    const going = await organization();
    const gone = await newStory(going.id);
    await coverUpload('admin', gone.id, { name: 'c.png', type: 'image/png', content: await pngImage() });
    const key = (await coverKey(gone.id))!;
    expect(await server.storedKeys()).toContain(key);
    expect((await call('admin', 'DELETE', `/organization/${going.id}`)).statusCode).toBe(200);
    expect(await coverKey(gone.id)).toBeUndefined();
    expect(await server.storedKeys()).not.toContain(key);
  });
});

describe('report blocks and the public story', () => {
  let story: Story;
  let publicReport: { id: number };
  let privateReport: { id: number };
  let goneReport: { id: number };

  beforeAll(async () => {
    publicReport = await publishedReport(call, 'northadmin', demo.north, { title: 'Public bridge' });
    const image = await upload(server, sessions.northadmin!, `/report/${publicReport.id}/media`, {
      name: 'p.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(image.statusCode, image.body).toBe(201);
    const madePublic = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${publicReport.id}`, { visibility: 'public' });
    expect(madePublic.statusCode).toBe(200);
    privateReport = await publishedReport(call, 'northadmin', demo.north, { title: 'Private bridge' });
    goneReport = await publishedReport(call, 'northadmin', demo.north, { title: 'Soon deleted' });
    story = await newStory(demo.north, {
      published: true,
      bodyContent: [text('Intro'), reportBlock(publicReport.id), reportBlock(privateReport.id), reportBlock(goneReport.id), text('End')],
    });
    await coverUpload('northadmin', story.id, { name: 'cover.png', type: 'image/png', content: await pngImage() });
    expect((await call('admin', 'DELETE', `/organization/${demo.north}/report/${goneReport.id}`)).statusCode).toBe(200);
  });

  it('shows staff every report they may see, and null for one that is gone', async () => {
    const read = dataOf<Story>(await call('reader', 'GET', storyPath(demo.north, `/${story.id}`)));
    const reports = read.bodyContent.flatMap((block) => (block.type === 'report' ? [block] : []));
    expect(reports.map((block) => [block.reportId, block.report?.title ?? null])).toEqual([
      [publicReport.id, 'Public bridge'],
      [privateReport.id, 'Private bridge'],
      [goneReport.id, null],
    ]);
    // the first image with its sizes, signed for the reader
    expect(reports[0]!.report!.image!.src).toMatch(new RegExp(`v=${demo.users.reader}&`));
    expect((await get(reports[0]!.report!.image!.sizes[0]!.src)).statusCode).toBe(200);
    // a block whose report is gone keeps its place and may be saved again as it is
    const blocks = read.bodyContent.map((block) =>
      block.type === 'text' ? text(block.textInput, block.id) : reportBlock(block.reportId, block.id),
    );
    const saved = await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: read.version, bodyContent: blocks });
    expect(saved.statusCode, saved.body).toBe(200);
    story = dataOf<Story>(saved);
  });

  it('gives anyone a published story with its public reports only, readable from other origins', async () => {
    const res = await get(`/api/public/stories/${story.id}`, { origin: 'https://partner.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    const shown = dataOf<Story>(res);
    expect(shown.bodyContent.map((block) => block.type)).toEqual(['text', 'report', 'text']);
    expect(shown.bodyContent[1]).toMatchObject({ reportId: publicReport.id, report: { title: 'Public bridge' } });
    // nothing of the others, not even their ids
    expect(res.body).not.toContain('Private bridge');
    expect(JSON.stringify(shown.bodyContent)).not.toContain(`"reportId":${privateReport.id}`);
    expect(JSON.stringify(shown.bodyContent)).not.toContain(`"reportId":${goneReport.id}`);

    // its images and its cover open without an account, from partner pages
    const image = shown.bodyContent[1]!.type === 'report' ? shown.bodyContent[1]!.report!.image! : undefined;
    expect(image?.src).toMatch(new RegExp(`v=story-${story.id}&`));
    const imageRes = await get(image!.src);
    expect(imageRes.statusCode).toBe(200);
    expect(imageRes.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(shown.coverImage!.src).toMatch(/v=public&/);
    const coverRes = await get(shown.coverImage!.src);
    expect(coverRes.statusCode).toBe(200);
    expect(coverRes.headers['cross-origin-resource-policy']).toBe('cross-origin');

    // once the report is private its image goes dark and the block leaves the public story
    await call('northadmin', 'PUT', `/organization/${demo.north}/report/${publicReport.id}`, { visibility: 'private' });
    expect((await get(image!.src)).statusCode).toBe(404);
    expect(dataOf<Story>(await get(`/api/public/stories/${story.id}`)).bodyContent.map((block) => block.type)).toEqual(['text', 'text']);
    await call('northadmin', 'PUT', `/organization/${demo.north}/report/${publicReport.id}`, { visibility: 'public' });
    expect((await get(image!.src)).statusCode).toBe(200);

    // unpublished: gone from the public, its cover and images with it
    const current = dataOf<Story>(await call('northadmin', 'GET', storyPath(demo.north, `/${story.id}`)));
    await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: current.version, published: false });
    expect((await get(`/api/public/stories/${story.id}`)).statusCode).toBe(404);
    expect((await get(shown.coverImage!.src)).statusCode).toBe(404);
    expect((await get(image!.src)).statusCode).toBe(404);
    await call('northadmin', 'PUT', storyPath(demo.north, `/${story.id}`), { version: current.version + 1, published: true });
    expect((await get(`/api/public/stories/${story.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for the public story while stories are off, and for an unknown one', async () => {
    await setOption('stories_enabled', '0');
    try {
      expect((await get(`/api/public/stories/${story.id}`)).statusCode).toBe(404);
    } finally {
      await setOption('stories_enabled', '1');
    }
    expect((await get('/api/public/stories/999999')).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every story route with its schemas', async () => {
    type Operation = { requestBody?: { content: Record<string, { schema: { properties?: object } }> }; responses: Record<string, unknown> };
    const { paths } = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    for (const [path, verbs] of Object.entries({
      '/api/organization/{id}/stories': ['get'],
      '/api/organization/{id}/story': ['post'],
      '/api/organization/{id}/story/{sid}': ['get', 'put', 'delete'],
      '/api/story/{sid}/cover': ['get', 'post', 'delete'],
      '/api/public/stories/{sid}': ['get'],
    })) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(verbs));
    }
    const put = paths['/api/organization/{id}/story/{sid}']!.put!;
    expect(Object.keys(put.requestBody!.content['application/json']!.schema.properties!)).toEqual(
      expect.arrayContaining(['version', 'title', 'subtitle', 'published', 'bodyContent']),
    );
    expect(Object.keys(paths['/api/organization/{id}/story']!.post!.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
  });
});
