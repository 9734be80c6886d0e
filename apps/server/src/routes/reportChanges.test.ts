/**
 * One report's life through the API: create → media → publish, changes with their activity, option
 * gates, close and reopen, comments, media serving and deletion (docs/reports.md).
 */
import { authorColors, type Comment, type ListResult, type Report } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument, pngImage } from '../media/testing.js';
import { dataOf, errorOf, startTestServer, type SignedIn, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, reportInput, upload, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
let sessions: Record<string, SignedIn>;

beforeAll(async () => {
  server = await startTestServer();
  ({ call, sessions } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
});
afterAll(() => server.close());

interface Entry {
  id: number;
  event: string;
  data: unknown;
  author: { id: number; username: string } | null;
  media: { type: string }[];
  colour: string;
}

const activityOf = async (id: number, who = 'admin') => {
  const res = await call(who, 'GET', `/report/${id}/activity?limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Entry[]; total: number }>();
};
const edit = (who: string, id: number, changes: object, organizationId: number = demo.north) =>
  call(who, 'PUT', `/organization/${organizationId}/report/${id}`, changes);
const setOptions = (values: Record<string, string>) =>
  call(
    'admin',
    'PUT',
    '/options',
    Object.entries(values).map(([name, value]) => ({ name, value })),
  );

/** Stored files (originals and image sizes), on disk or in the test bucket. */
const storedFiles = (): Promise<string[]> => server.storedKeys();

describe('create → media → publish', () => {
  it('creates a draft only its author sees, takes its media, then publishes it', async () => {
    const created = await call(
      'mobile',
      'POST',
      `/organization/${demo.north}/report`,
      reportInput({ title: 'Draft with photo', taxonomies: {} }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const draft = dataOf<Report>(created);
    expect(draft).toMatchObject({
      status: 'draft',
      source: 'web',
      lifecycle: 'new',
      new: true,
      verified: false,
      visibility: 'private',
      urgency: null,
      urgent: false,
      assignee: null,
      author: { id: demo.users.mobile, username: 'mobile' },
      organization: { id: demo.north, name: 'Field Team North' },
      latitude: 51.530123,
      longitude: -0.240123,
      media: [],
      comments_count: 0,
    });

    // a draft exists for its author only
    expect((await call('northadmin', 'GET', `/report/${draft.id}`)).statusCode).toBe(404);
    const listed = (await call('admin', 'POST', '/reports', { filters: { search: 'Draft with photo' } })).json<ListResult<Report>>();
    expect(listed.total).toBe(0);

    const photo = await upload(server, sessions.mobile!, `/report/${draft.id}/media`, {
      name: 'scene.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const pdf = await upload(server, sessions.mobile!, `/report/${draft.id}/media`, {
      name: 'statement.pdf',
      type: 'application/pdf',
      content: pdfDocument(),
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const media = dataOf<Report>(pdf).media;
    expect(media.map((m: { type: string; name: string }) => [m.type, m.name])).toEqual([
      ['image', 'scene.png'],
      ['document', 'statement.pdf'],
    ]);
    expect(media[0]!.sizes.map((s: { size: string }) => s.size)).toEqual(['thumbnail', 'small', 'medium', 'large']);

    const published = await edit('mobile', draft.id, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOf<Report>(published).status).toBe('published');
    expect((await call('northadmin', 'GET', `/report/${draft.id}`)).statusCode).toBe(200);

    // the draft's media belong to its `created` entry; publishing adds no entry of its own
    const { data } = await activityOf(draft.id);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ event: 'created', data: {}, author: { id: demo.users.mobile, username: 'mobile' } });
    expect(data[0]!.media.map((m) => m.type)).toEqual(['image', 'document']);
  });

  it('serves media to the viewer the URL was made for, and to nobody else', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north, { title: 'Served media' });
    const res = await upload(server, sessions.northadmin!, `/report/${report.id}/media`, {
      name: 'évidence "1".pdf',
      type: 'application/pdf',
      content: pdfDocument(),
    });
    const image = await upload(server, sessions.northadmin!, `/report/${report.id}/media`, {
      name: 'a.png',
      type: 'image/png',
      content: await pngImage(),
    });
    const pdf = dataOf<Report>(res).media[0]!;

    const served = await server.inject({ method: 'GET', url: pdf.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(served.rawPayload.equals(pdfDocument())).toBe(true);

    const thumbnail = dataOf<Report>(image).media[1]!.sizes[0]!;
    const thumb = await server.inject({ method: 'GET', url: thumbnail.src });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toMatch(/^image\//);

    const tampered = [
      pdf.src.replace(/sig=[^&]+/, 'sig=AAAA'),
      pdf.src.replace(/v=\d+/, `v=${demo.users.southadmin}`),
      pdf.src.replace(/exp=\d+/, 'exp=9999999999'),
      `${pdf.src.split('?')[0]}`,
    ];
    for (const url of tampered) expect((await server.inject({ method: 'GET', url })).statusCode, url).toBe(404);

    // a URL made for a viewer stops working when that viewer can no longer see the report
    await edit('northadmin', report.id, { visibility: 'public' });
    const mobileSrc = dataOf<Report>(await call('mobile', 'GET', `/report/${report.id}`)).media[0]!.src;
    expect(mobileSrc).not.toBe(pdf.src);
    expect((await server.inject({ method: 'GET', url: mobileSrc })).statusCode).toBe(200);
    await edit('northadmin', report.id, { visibility: 'private' });
    expect((await server.inject({ method: 'GET', url: mobileSrc })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: pdf.src })).statusCode).toBe(200);
  });

  it('refuses what the report field rules and the roles refuse', async () => {
    const post = (who: string, body: object, organizationId: number = demo.north) =>
      call(who, 'POST', `/organization/${organizationId}/report`, body);
    expect((await post('reader', reportInput())).statusCode).toBe(403);
    expect((await post('northadmin', reportInput(), demo.south)).statusCode).toBe(404);
    expect((await post('admin', reportInput(), 999)).statusCode).toBe(404);
    const cases: [object, Record<string, string>][] = [
      [reportInput({ title: 'x'.repeat(71) }), { title: 'reportTitleExceeded' }],
      [reportInput({ content: '' }), { content: 'required' }],
      [reportInput({ event_date: new Date(Date.now() + 3_600_000).toISOString() }), { event_date: 'eventDateFuture' }],
      [reportInput({ latitude: 91 }), { latitude: 'latitudeInvalidNumber' }],
      [reportInput({ longitude: -181 }), { longitude: 'longitudeInvalidNumber' }],
      [reportInput({ status: 'published' }), { status: 'unknownField' }],
      [reportInput({ taxonomies: { 999: [1] } }), { 'taxonomies.999': 'invalidValue' }],
    ];
    for (const [body, fields] of cases) {
      const res = await post('northadmin', body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(res)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
  });

  it('checks tags against their group, type and organization', async () => {
    const groups = dataOf<{ id: number; type: string; tags: { id: number; organization: { id: number } | null }[] }[]>(
      await call('admin', 'GET', '/taxonomy/groups'),
    );
    const single = groups.find((g) => g.type === 'single' && g.tags.every((t) => t.organization === null))!;
    const multi = groups.find((g) => g.type === 'multi')!;
    const text = groups.find((g) => g.type === 'text')!;
    const district = groups.find((g) => g.tags.some((t) => t.organization !== null))!;
    const southTag = district.tags.find((t) => t.organization?.id === demo.south)!.id;
    const northTag = district.tags.find((t) => t.organization?.id === demo.north)!.id;

    const ok = await call(
      'northadmin',
      'POST',
      `/organization/${demo.north}/report`,
      reportInput({
        taxonomies: { [multi.id]: [multi.tags[0]!.id, multi.tags[1]!.id], [text.id]: 'Seen twice', [district.id]: [northTag] },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(dataOf<Report>(ok).taxonomies).toEqual({
      [multi.id]: [multi.tags[0]!.id, multi.tags[1]!.id].sort((a, b) => a - b),
      [district.id]: [northTag],
      [text.id]: 'Seen twice',
    });

    const bad: [object, string][] = [
      [{ [single.id]: [single.tags[0]!.id, single.tags[1]!.id] }, `taxonomies.${single.id}`],
      [{ [multi.id]: [single.tags[0]!.id] }, `taxonomies.${multi.id}`],
      [{ [district.id]: [southTag] }, `taxonomies.${district.id}`],
      [{ [text.id]: [1] }, `taxonomies.${text.id}`],
      [{ [multi.id]: 'text' }, `taxonomies.${multi.id}`],
    ];
    for (const [taxonomies, field] of bad) {
      const res = await call('northadmin', 'POST', `/organization/${demo.north}/report`, reportInput({ taxonomies }));
      expect(errorOf(res)?.fields, JSON.stringify(taxonomies)).toEqual({ [field]: 'invalidValue' });
    }
  });

  it('refuses a file whose bytes are not an accepted type, and one over its limit', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north);
    const html = await upload(server, sessions.northadmin!, `/report/${report.id}/media`, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(400);
    expect(errorOf(html)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { media: 'invalidFileType' } });

    const png = await pngImage();
    const huge = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const tooLarge = await upload(server, sessions.northadmin!, `/report/${report.id}/media`, {
      name: 'big.png',
      type: 'image/png',
      content: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge).type).toBe('PAYLOAD_TOO_LARGE');

    const wrongField = await upload(
      server,
      sessions.northadmin!,
      `/report/${report.id}/media`,
      { name: 'a.png', type: 'image/png', content: png },
      'file',
    );
    expect(errorOf(wrongField).fields).toEqual({ media: 'required' });
    const json = await call('northadmin', 'POST', `/report/${report.id}/media`, { media: 'x' });
    expect(errorOf(json).fields).toEqual({ media: 'required' });

    // neither upload left anything in the report
    expect(dataOf<Report>(await call('northadmin', 'GET', `/report/${report.id}`)).media).toEqual([]);
    // only editors add media to a published report
    expect(
      (await upload(server, sessions.reader!, `/report/${report.id}/media`, { name: 'a.png', type: 'image/png', content: png })).statusCode,
    ).toBe(403);
  });
});

describe('changes and their activity (docs/reports.md "Activity data, by event")', () => {
  it('writes one entry per changed field, with the data of each event', async () => {
    const report = await publishedReport(call, 'mobile', demo.north, { title: 'Before', content: 'Old text', visibility: undefined });
    const groups = dataOf<{ id: number; type: string; tags: { id: number }[] }[]>(await call('admin', 'GET', '/taxonomy/groups'));
    const multi = groups.find((g) => g.type === 'multi')!;
    const text = groups.find((g) => g.type === 'text')!;
    const [tagA, tagB] = multi.tags.map((t) => t.id) as [number, number];

    const steps: [object, string, unknown][] = [
      [{ title: 'After' }, 'title', { from: 'Before', to: 'After' }],
      [{ content: 'New text' }, 'content', { from: 'Old text', to: 'New text' }],
      [
        { latitude: 51.5, longitude: -0.25 },
        'location',
        { from: { latitude: 51.530123, longitude: -0.240123 }, to: { latitude: 51.5, longitude: -0.25 } },
      ],
      [
        { taxonomies: { [multi.id]: [tagA], [text.id]: 'Checked' } },
        'tags',
        { added: [tagA], removed: [], text: { [text.id]: 'Checked' } },
      ],
      [{ taxonomies: { [multi.id]: [tagB] } }, 'tags', { added: [tagB], removed: [tagA], text: { [text.id]: '' } }],
      [{ verified: true }, 'verify', {}],
      [{ verified: false }, 'unverify', {}],
      [{ visibility: 'public' }, 'visibility', { from: 'private', to: 'public' }],
      [{ assignee: demo.users.reader }, 'edit_assignee', { from: null, to: { id: demo.users.reader, username: 'reader' } }],
      [{ assignee: null }, 'edit_assignee', { from: { id: demo.users.reader, username: 'reader' }, to: null }],
      [{ urgency: 'critical' }, 'urgency', { from: null, to: 'critical' }],
      [{ urgency: null }, 'urgency', { from: 'critical', to: null }],
    ];
    for (const [changes, event, data] of steps) {
      const res = await edit('northadmin', report.id, changes);
      expect(res.statusCode, res.body).toBe(200);
      const [latest] = (await activityOf(report.id)).data;
      expect(latest, event).toMatchObject({ event, data, author: { id: demo.users.northadmin, username: 'northadmin' } });
      expect(latest!.colour).toBe(authorColors[demo.users.northadmin % authorColors.length]);
    }
    // the first editor action moved it to In Progress, and said so
    const { data, total } = await activityOf(report.id);
    expect(total).toBe(steps.length + 2);
    expect(data.map((e) => e.event).slice(-2)).toEqual(['lifecycle', 'created']);
    expect(data[data.length - 2]!.data).toEqual({ from: 'new', to: 'started' });

    const current = dataOf<Report>(await call('northadmin', 'GET', `/report/${report.id}`));
    expect(current).toMatchObject({
      title: 'After',
      content: 'New text',
      latitude: 51.5,
      longitude: -0.25,
      lifecycle: 'started',
      visibility: 'public',
      verified: false,
      assignee: null,
      urgency: null,
    });
    expect(current.taxonomies).toEqual({ [multi.id]: [tagB] });

    // sending what is already there changes nothing and writes nothing
    expect((await edit('northadmin', report.id, { title: 'After', verified: false })).statusCode).toBe(200);
    expect((await activityOf(report.id)).total).toBe(total);
  });

  it('pages the activity newest first', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north);
    for (const title of ['One', 'Two', 'Three']) await edit('northadmin', report.id, { title });
    const page = (await call('reader', 'GET', `/report/${report.id}/activity?limit=2&offset=1`)).json<{ data: Entry[]; total: number }>();
    expect(page.total).toBe(5);
    expect(page.data.map((e: Entry) => (e.data as { to?: string }).to)).toEqual(['Two', 'One']);
    expect((await call('reader', 'GET', `/report/${report.id}/activity?limit=101`)).statusCode).toBe(400);
  });

  it('gates assignee and urgency changes on their options', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north);
    await setOptions({ assignment_enabled: '0', urgency_enabled: '0' });
    try {
      for (const changes of [{ assignee: demo.users.reader }, { urgency: 'minor' }]) {
        const res = await edit('northadmin', report.id, changes);
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).type).toBe('INACTIVE_FEATURE');
      }
    } finally {
      await setOptions({ assignment_enabled: '1', urgency_enabled: '1' });
    }
    expect((await edit('northadmin', report.id, { urgency: 'minor' })).statusCode).toBe(200);
  });

  it('assigns only active users of the organization who may see the report', async () => {
    const report = await publishedReport(call, 'mobile', demo.north);
    const other = await publishedReport(call, 'northadmin', demo.north);
    // southadmin: other organization; mobile: may not see a private report of someone else
    expect(errorOf(await edit('northadmin', other.id, { assignee: demo.users.southadmin }))?.fields).toEqual({
      assignee: 'assigneeInvalid',
    });
    expect(errorOf(await edit('northadmin', other.id, { assignee: demo.users.mobile }))?.fields).toEqual({ assignee: 'assigneeInvalid' });
    expect(errorOf(await edit('northadmin', other.id, { assignee: 9999 }))?.fields).toEqual({ assignee: 'assigneeInvalid' });
    // the author sees their own report
    expect((await edit('northadmin', report.id, { assignee: demo.users.mobile })).statusCode).toBe(200);
  });

  it('lets only editors of the organization change a published report', async () => {
    const report = await publishedReport(call, 'mobile', demo.north);
    expect((await edit('reader', report.id, { title: 'x' })).statusCode).toBe(403);
    expect((await edit('mobile', report.id, { title: 'x' })).statusCode).toBe(403);
    expect((await edit('southadmin', report.id, { title: 'x' })).statusCode).toBe(404);
    expect((await edit('admin', report.id, { title: 'x' }, demo.south)).statusCode).toBe(404);
    expect(errorOf(await edit('admin', report.id, { status: 'draft' }))?.fields).toEqual({ status: 'invalidValue' });
    expect((await edit('admin', report.id, {})).statusCode).toBe(400);
    expect(errorOf(await edit('admin', report.id, { title: 'x', author: 1 }))?.fields).toEqual({ author: 'unknownField' });
  });

  it('clears `new` when an editor opens the report, not when a reader does', async () => {
    const report = await publishedReport(call, 'mobile', demo.north);
    expect(dataOf<Report>(await call('reader', 'GET', `/report/${report.id}`)).new).toBe(true);
    expect(dataOf<Report>(await call('northadmin', 'GET', `/report/${report.id}`)).new).toBe(false);
    expect(dataOf<Report>(await call('reader', 'GET', `/report/${report.id}`)).new).toBe(false);
  });
});

describe('close and reopen', () => {
  const close = (who: string, id: number, organizationId: number = demo.north) =>
    call(who, 'PUT', `/organization/${organizationId}/report/${id}/close`);

  it('closes once; a second close is 409 REPORT_CLOSED; an edit reopens', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north);
    const closed = await close('northadmin', report.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(dataOf<Report>(closed).lifecycle).toBe('closed');
    expect(
      errorOf(await call('northadmin', 'PUT', `/organization/${demo.north}/report/${report.id}/close`, { reason: 'x' }))?.fields,
    ).toEqual({ reason: 'unknownField' });
    const again = await close('northadmin', report.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ type: 'REPORT_CLOSED', message: 'This report cannot be edited' });

    const reopened = await edit('northadmin', report.id, { verified: true });
    expect(dataOf<Report>(reopened).lifecycle).toBe('started');
    const { data } = await activityOf(report.id);
    expect(data.slice(0, 2).map((e) => [e.event, e.data])).toEqual([
      ['verify', {}],
      ['lifecycle', { from: 'closed', to: 'started', reason: 'edit' }],
    ]);
    expect(data[2]).toMatchObject({ event: 'lifecycle', data: { from: 'new', to: 'closed' } });
  });

  it('needs lifecycle_enabled and an editor', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north);
    expect((await close('reader', report.id)).statusCode).toBe(403);
    expect((await close('southadmin', report.id)).statusCode).toBe(404);
    await setOptions({ lifecycle_enabled: '0' });
    try {
      const res = await close('northadmin', report.id);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).type).toBe('INACTIVE_FEATURE');
    } finally {
      await setOptions({ lifecycle_enabled: '1' });
    }
  });

  it('reopens when a comment is published, not when it is only drafted', async () => {
    const report = await publishedReport(call, 'mobile', demo.north);
    await close('northadmin', report.id);
    const draft = await call('northadmin', 'POST', `/report/${report.id}/comment`, { content: 'Still happening' });
    expect(draft.statusCode, draft.body).toBe(201);
    const comment = dataOf<Comment>(draft);
    expect(comment).toMatchObject({
      status: 'draft',
      content: 'Still happening',
      author: { id: demo.users.northadmin, username: 'northadmin' },
    });
    expect(dataOf<Report>(await call('reader', 'GET', `/report/${report.id}`)).lifecycle).toBe('closed');
    expect((await call('reader', 'GET', `/report/${report.id}/comments`)).json()).toEqual({ data: [], total: 0 });
    // a draft comment is its author's alone
    expect((await call('admin', 'PUT', `/comment/${comment.id}`, { status: 'published' })).statusCode).toBe(404);

    const attached = await upload(server, sessions.northadmin!, `/comment/${comment.id}/media`, {
      name: 'proof.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(dataOf<Comment>(attached).media).toHaveLength(1);

    const published = await call('northadmin', 'PUT', `/comment/${comment.id}`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOf<Comment>(published).status).toBe('published');

    const view = dataOf<Report>(await call('reader', 'GET', `/report/${report.id}`));
    expect(view).toMatchObject({ lifecycle: 'started', comments_count: 1 });
    const comments = (await call('reader', 'GET', `/report/${report.id}/comments`)).json<ListResult<Comment>>();
    expect(comments.total).toBe(1);
    expect(comments.data[0]).toMatchObject({
      id: comment.id,
      status: 'published',
      colour: authorColors[demo.users.northadmin % authorColors.length],
    });
    expect(comments.data[0]!.media.map((m: { type: string }) => m.type)).toEqual(['image']);

    const { data } = await activityOf(report.id, 'reader');
    expect(data[0]).toMatchObject({ event: 'reply', data: { comment_id: comment.id, content: 'Still happening' } });
    expect(data[0]!.media.map((m) => m.type)).toEqual(['image']);
    expect(data[1]).toMatchObject({ event: 'lifecycle', data: { from: 'closed', to: 'started', reason: 'comment' } });

    // no more media once published, and comments are editors' business
    const late = await upload(server, sessions.northadmin!, `/comment/${comment.id}/media`, {
      name: 'late.png',
      type: 'image/png',
      content: await pngImage(),
    });
    expect(late.statusCode).toBe(400);
    expect((await call('reader', 'POST', `/report/${report.id}/comment`, { content: 'Hello' })).statusCode).toBe(403);
    expect((await call('mobile', 'POST', `/report/${report.id}/comment`, { content: 'Hello' })).statusCode).toBe(403);
    expect(errorOf(await call('northadmin', 'POST', `/report/${report.id}/comment`, { content: 'x'.repeat(2001) })).fields).toEqual({
      content: 'reportCommentExceeded',
    });
    expect(errorOf(await call('northadmin', 'POST', `/report/${report.id}/comment`, { content: '  ' })).fields).toEqual({
      content: 'required',
    });
  });
});

describe('media entries', () => {
  it("counts one person's uploads within a minute in one entry, by kind", async () => {
    const report = await publishedReport(call, 'northadmin', demo.north);
    const send = (name: string, type: string, content: Buffer) =>
      upload(server, sessions.northadmin!, `/report/${report.id}/media`, { name, type, content });
    await send('a.png', 'image/png', await pngImage());
    await send('b.png', 'image/png', await pngImage());
    await send('c.pdf', 'application/pdf', pdfDocument());
    let { data } = await activityOf(report.id);
    const media = data.filter((e) => e.event === 'media');
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({ data: { images: 2, videos: 0, audios: 0, pdfs: 1 } });
    expect(media[0]!.media).toHaveLength(3);

    server.clock.advance(2 * 60_000);
    await send('d.png', 'image/png', await pngImage());
    ({ data } = await activityOf(report.id));
    expect(data[0]).toMatchObject({ event: 'media', data: { images: 1, videos: 0, audios: 0, pdfs: 0 } });
    expect(data.filter((e) => e.event === 'media')).toHaveLength(2);
  });
});

describe('DELETE /organization/{id}/report/{rid}', () => {
  it('is for admin-level users of the organization, and removes the stored files', async () => {
    const report = await publishedReport(call, 'mobile', demo.north);
    await upload(server, sessions.northadmin!, `/report/${report.id}/media`, {
      name: 'a.png',
      type: 'image/png',
      content: await pngImage(),
    });
    const src = dataOf<Report>(await call('northadmin', 'GET', `/report/${report.id}`)).media[0]!.src;
    const before = (await storedFiles()).length;
    expect(before).toBeGreaterThanOrEqual(5);

    const remove = (who: string, organizationId: number = demo.north) =>
      call(who, 'DELETE', `/organization/${organizationId}/report/${report.id}`);
    expect((await remove('reader')).statusCode).toBe(403);
    expect((await remove('mobile')).statusCode).toBe(403);
    expect((await remove('southadmin')).statusCode).toBe(404);
    expect((await remove('admin', demo.south)).statusCode).toBe(404);
    expect((await remove('northadmin')).json()).toEqual({ data: true });

    expect((await call('admin', 'GET', `/report/${report.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/report/${report.id}/activity`)).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: src })).statusCode).toBe(404);
    // the original and its four sizes are gone from the storage
    expect((await storedFiles()).length).toBe(before - 5);
    expect((await remove('northadmin')).statusCode).toBe(404);
  });
});
