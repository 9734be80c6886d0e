/**
 * The reports list, its filters, keyset paging, search, suggestions and map points, checked against
 * the seeded demo data: every filter's answer is compared with the same filter applied by hand to the
 * complete list, so a wrong condition (or a missing one) fails.
 */
import type { ReportSuggestion } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, startTestServer, type TestServer } from '../test/harness.js';
import { stringContaining } from '../test/matchers.js';
import { callerFor, demo, publishedReport, type Caller } from '../test/reports.js';

interface ApiReport {
  id: number;
  title: string;
  content: string;
  latitude: number;
  longitude: number;
  event_date: string;
  created_date: string;
  updated_date: string;
  lifecycle: string;
  urgency: string | null;
  verified: boolean;
  visibility: string;
  status: string;
  author: { id: number; username: string } | null;
  assignee: { id: number; username: string } | null;
  organization: { id: number; name: string };
  taxonomies: Record<string, number[] | string>;
}

/** a page of `POST /reports` or `GET /reports` */
interface Page {
  data: ApiReport[];
  total: number;
  next: string | null;
}

let server: TestServer;
let call: Caller;
/** every report the Administrator sees, newest event first */
let all: ApiReport[];

/** Pages through `POST /reports` with the cursor; fails on a duplicate, a wrong total or an endless loop. */
async function listAll(who: string, filters: object = {}, limit = 100): Promise<{ reports: ApiReport[]; total: number }> {
  const reports: ApiReport[] = [];
  let cursor: string | undefined;
  let total = -1;
  for (let page = 0; page < 100; page += 1) {
    const res = await call(who, 'POST', '/reports', { filters, limit, ...(cursor ? { cursor } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Page>();
    if (page === 0) total = body.total;
    expect(body.total).toBe(total);
    reports.push(...body.data);
    if (!body.next) break;
    expect(body.data).toHaveLength(limit);
    cursor = body.next;
  }
  const ids = reports.map((r) => r.id);
  expect(new Set(ids).size, 'no report twice').toBe(ids.length);
  expect(ids.length, 'the total counts what the pages hold').toBe(total);
  return { reports, total };
}

const idsOf = (reports: readonly ApiReport[]) => reports.map((r) => r.id);
const byEventDesc = (a: ApiReport, b: ApiReport) => b.event_date.localeCompare(a.event_date) || b.id - a.id;

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
  // words found nowhere in the demo data, for search tests
  await publishedReport(call, 'northadmin', demo.north, {
    title: 'Zebrafinch nest blocks gutter',
    content: 'Residents saw a quetzalcoatl kite above the allotments. The gutter overflows.',
  });
  await publishedReport(call, 'northadmin', demo.north, { title: '北京市交通事故调查报告', content: '两辆车在路口相撞。' });
  await publishedReport(call, 'southadmin', demo.south, { title: 'பள்ளி அருகே மழைநீர் தேக்கம்', content: 'சாலையில் தண்ணீர் தேங்கியுள்ளது.' });
  all = (await listAll('admin')).reports;
});
afterAll(() => server.close());

describe('paging', () => {
  it('walks every report once with the keyset cursor, newest event first', async () => {
    expect(all.length).toBeGreaterThan(500);
    expect(idsOf(all)).toEqual(idsOf([...all].sort(byEventDesc)));
    const small = await listAll('admin', {}, 37);
    expect(idsOf(small.reports)).toEqual(idsOf(all));
  });

  it('gives the same pages by offset as by cursor, and a cursor with either', async () => {
    const first = (await call('admin', 'POST', '/reports', { filters: {}, limit: 50 })).json<Page>();
    const second = (await call('admin', 'POST', '/reports', { filters: {}, limit: 50, offset: 50 })).json<Page>();
    const viaCursor = (await call('admin', 'POST', '/reports', { filters: {}, limit: 50, cursor: first.next })).json<Page>();
    expect(idsOf(first.data)).toEqual(idsOf(all.slice(0, 50)));
    expect(idsOf(second.data)).toEqual(idsOf(all.slice(50, 100)));
    expect(idsOf(viaCursor.data)).toEqual(idsOf(second.data));
    expect(second.next).toEqual(expect.any(String));
  });

  it('pages GET /reports the same way', async () => {
    const res = await call('admin', 'GET', '/reports?limit=5');
    expect(res.statusCode).toBe(200);
    expect(idsOf(dataOf<ApiReport[]>(res))).toEqual(idsOf(all.slice(0, 5)));
    const next = await call('admin', 'GET', `/reports?limit=5&cursor=${res.json<Page>().next}`);
    expect(idsOf(dataOf<ApiReport[]>(next))).toEqual(idsOf(all.slice(5, 10)));
    expect(next.json<Page>().total).toBe(all.length);
    const offset = await call('admin', 'GET', '/reports?limit=5&offset=5');
    expect(idsOf(dataOf<ApiReport[]>(offset))).toEqual(idsOf(all.slice(5, 10)));
  });

  it('ends with next null and an empty page past the end', async () => {
    const last = (await call('admin', 'POST', '/reports', { filters: {}, limit: 10, offset: all.length - 3 })).json<Page>();
    expect(last.data).toHaveLength(3);
    expect(last.next).toBeNull();
    const beyond = (await call('admin', 'POST', '/reports', { filters: {}, limit: 10, offset: all.length + 10 })).json<Page>();
    expect(beyond).toEqual({ data: [], total: all.length, total_exact: true, next: null });
  });

  it.each([
    ['event_date_asc', (a: ApiReport, b: ApiReport) => a.event_date.localeCompare(b.event_date) || a.id - b.id],
    ['created_date_desc', (a: ApiReport, b: ApiReport) => b.created_date.localeCompare(a.created_date) || b.id - a.id],
    ['updated_date_desc', (a: ApiReport, b: ApiReport) => b.updated_date.localeCompare(a.updated_date) || b.id - a.id],
  ])('sorts by %s through every page', async (sort, compare) => {
    const { reports } = await listAll('admin', { sort }, 64);
    expect(idsOf(reports)).toEqual(idsOf([...all].sort(compare)));
  });

  it('refuses a forged cursor, a cursor of another sort, and pages over 100', async () => {
    const garbage = await call('admin', 'POST', '/reports', { filters: {}, cursor: 'not-a-cursor' });
    expect(garbage.statusCode).toBe(400);
    expect(errorOf(garbage)).toMatchObject({ type: 'VALIDATION_ERROR', fields: { cursor: 'invalidValue' } });
    const page = (await call('admin', 'POST', '/reports', { filters: {}, limit: 5 })).json<Page>();
    const otherSort = await call('admin', 'POST', '/reports', { filters: { sort: 'event_date_asc' }, cursor: page.next });
    expect(errorOf(otherSort).fields).toEqual({ cursor: 'invalidValue' });
    expect((await call('admin', 'POST', '/reports', { filters: {}, limit: 101 })).statusCode).toBe(400);
  });

  it('recounts the total when the filters change under a cursor', async () => {
    const page = (await call('admin', 'POST', '/reports', { filters: {}, limit: 5 })).json<Page>();
    const filtered = (
      await call('admin', 'POST', '/reports', { filters: { lifecycle: ['closed'] }, limit: 5, cursor: page.next })
    ).json<Page>();
    expect(filtered.total).toBe(all.filter((r) => r.lifecycle === 'closed').length);
  });
});

describe('filters', () => {
  const expectFilter = async (filters: object, keep: (report: ApiReport) => boolean) => {
    const expected = all.filter(keep);
    const { reports, total } = await listAll('admin', filters);
    expect(idsOf(reports)).toEqual(idsOf(expected));
    expect(total).toBe(expected.length);
    // a filter that keeps everything or nothing would not test much
    return expected.length;
  };

  it('filters by lifecycle, with inprogress for started', async () => {
    expect(await expectFilter({ lifecycle: ['new'] }, (r) => r.lifecycle === 'new')).toBeGreaterThan(0);
    expect(await expectFilter({ lifecycle: ['inprogress'] }, (r) => r.lifecycle === 'started')).toBeGreaterThan(0);
    await expectFilter({ lifecycle: ['new', 'closed'] }, (r) => r.lifecycle !== 'started');
  });

  it('filters by urgency, with none for no urgency', async () => {
    expect(await expectFilter({ urgency: ['critical'] }, (r) => r.urgency === 'critical')).toBeGreaterThan(0);
    expect(await expectFilter({ urgency: ['none'] }, (r) => r.urgency === null)).toBeGreaterThan(0);
    await expectFilter({ urgency: ['minor', 'none'] }, (r) => r.urgency === null || r.urgency === 'minor');
  });

  it('filters by verification (1 or 0) and visibility', async () => {
    expect(await expectFilter({ verified: [1] }, (r) => r.verified)).toBeGreaterThan(0);
    expect(await expectFilter({ verified: [0] }, (r) => !r.verified)).toBeGreaterThan(0);
    await expectFilter({ verified: [0, 1] }, () => true);
    expect(await expectFilter({ visibility: ['public'] }, (r) => r.visibility === 'public')).toBeGreaterThan(0);
  });

  it('filters by authors, assignees and organizations', async () => {
    expect(await expectFilter({ authors: [demo.users.mobile] }, (r) => r.author?.id === demo.users.mobile)).toBeGreaterThan(0);
    const assignees: number[] = [demo.users.reader, demo.users.southadmin];
    expect(await expectFilter({ assignees }, (r) => assignees.includes(r.assignee?.id ?? 0))).toBeGreaterThan(0);
    expect(await expectFilter({ organizations: [demo.south] }, (r) => r.organization.id === demo.south)).toBeGreaterThan(0);
  });

  it('filters by tags: any tag within a group, every group', async () => {
    const groups = dataOf<{ id: number; type: string; tags: { id: number }[] }[]>(await call('admin', 'GET', '/taxonomy/groups'));
    const category = groups.find((g) => g.type === 'multi')!;
    const source = groups.find((g) => g.type === 'single')!;
    const [a, b] = category.tags.map((t) => t.id) as [number, number];
    const s = source.tags[0]!.id;
    const has = (r: ApiReport, group: number, tag: number) => ((r.taxonomies[String(group)] as number[] | undefined) ?? []).includes(tag);
    expect(await expectFilter({ taxonomies: [a] }, (r) => has(r, category.id, a))).toBeGreaterThan(0);
    await expectFilter({ taxonomies: [a, b] }, (r) => has(r, category.id, a) || has(r, category.id, b));
    expect(await expectFilter({ taxonomies: [a, s] }, (r) => has(r, category.id, a) && has(r, source.id, s))).toBeGreaterThan(0);
    await expectFilter({ taxonomies: [999999] }, () => false);
  });

  it('filters by whole UTC days, both ends included', async () => {
    const day = all[40]!.event_date.slice(0, 10);
    expect(await expectFilter({ start_date: day, end_date: day }, (r) => r.event_date.slice(0, 10) === day)).toBeGreaterThan(0);
    await expectFilter({ start_date: day }, (r) => r.event_date.slice(0, 10) >= day);
    await expectFilter({ end_date: day }, (r) => r.event_date.slice(0, 10) <= day);
  });

  it('combines filters with AND', async () => {
    await expectFilter(
      { lifecycle: ['closed'], visibility: ['private'], organizations: [demo.north] },
      (r) => r.lifecycle === 'closed' && r.visibility === 'private' && r.organization.id === demo.north,
    );
  });

  it('refuses bad filters with field keys', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, Record<string, string>][] = [
      [{ start_date: '2024-05-02', end_date: '2024-05-01' }, { 'filters.start_date': 'startAfterEnd' }],
      [{ end_date: future }, { 'filters.end_date': 'dateAfterToday' }],
      [{ lifecycle: ['open'] }, { 'filters.lifecycle.0': 'invalidValue' }],
      [{ colour: 'red' }, { 'filters.colour': 'unknownField' }],
      [{ search: 'x'.repeat(251) }, { 'filters.search': 'searchExceeded' }],
    ];
    for (const [filters, fields] of cases) {
      const res = await call('admin', 'POST', '/reports', { filters });
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect(errorOf(res)).toMatchObject({ type: 'VALIDATION_ERROR', fields });
    }
    const extra = await call('admin', 'POST', '/reports', { filters: {}, page: 2 });
    expect(errorOf(extra).fields).toEqual({ page: 'unknownField' });
  });
});

describe('search', () => {
  const search = async (text: string, who = 'admin') => idsOf((await listAll(who, { search: text })).reports);
  const titled = (title: string) => all.find((r) => r.title === title)!.id;

  it('finds words and word prefixes of title and content, every word required', async () => {
    const zebra = titled('Zebrafinch nest blocks gutter');
    expect(await search('zebrafinch')).toEqual([zebra]);
    expect(await search('ZEBRAF')).toEqual([zebra]);
    expect(await search('quetzalcoatl')).toEqual([zebra]);
    expect(await search('zebrafinch allotments')).toEqual([zebra]);
    expect(await search('zebrafinch harlesden')).toEqual([]);
    // a prefix, not a substring, in languages written with spaces
    expect(await search('ebrafinch')).toEqual([]);
  });

  it('agrees with a search done by hand over the whole list', async () => {
    const words = (r: ApiReport) => `${r.title} ${r.content}`.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
    const expected = all.filter((r) => words(r).some((w) => w.startsWith('flood'))).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await search('flood')).toEqual(expected);
  });

  it('finds a Chinese title by a substring, and Tamil words', async () => {
    const chinese = titled('北京市交通事故调查报告');
    expect(await search('交通事故')).toContain(chinese);
    expect(await search('事故调查')).toContain(chinese);
    expect(await search('பள்ளி')).toContain(titled('பள்ளி அருகே மழைநீர் தேக்கம்'));
  });

  it('takes punctuation and quotes as text, never as query syntax', async () => {
    for (const text of ["it's", 'a & b | !c', "'):*", '%_\\']) {
      expect((await call('admin', 'POST', '/reports', { filters: { search: text } })).statusCode, text).toBe(200);
    }
  });
});

describe('GET /reports/suggest', () => {
  it('suggests at most 5 reports matching title or content, with an excerpt', async () => {
    const res = await call('admin', 'GET', `/reports/suggest?q=${encodeURIComponent('quetzal')}`);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual([
      {
        id: all.find((r) => r.title.startsWith('Zebrafinch'))!.id,
        title: 'Zebrafinch nest blocks gutter',
        excerpt: stringContaining('quetzalcoatl'),
      },
    ]);
    const many = dataOf<ReportSuggestion[]>(await call('admin', 'GET', '/reports/suggest?q=flood'));
    expect(many).toHaveLength(5);
  });

  it('suggests the 5 latest under 2 characters', async () => {
    for (const q of ['', 'f']) {
      const data = dataOf<ReportSuggestion[]>(await call('admin', 'GET', `/reports/suggest?q=${q}`));
      expect(data.map((s: { id: number }) => s.id)).toEqual(idsOf(all.slice(0, 5)));
    }
  });

  it('finds a Chinese title by substring and refuses over 250 characters', async () => {
    const data = dataOf<ReportSuggestion[]>(await call('admin', 'GET', `/reports/suggest?q=${encodeURIComponent('交通')}`));
    expect(data.map((s: { title: string }) => s.title)).toContain('北京市交通事故调查报告');
    const long = await call('admin', 'GET', `/reports/suggest?q=${'x'.repeat(251)}`);
    expect(errorOf(long).fields).toEqual({ q: 'searchExceeded' });
  });
});

describe('OpenAPI', () => {
  it('documents every report route with its schemas', async () => {
    const paths = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>()
      .paths;
    for (const [path, verbs] of Object.entries({
      '/api/reports': ['get', 'post'],
      '/api/reports/suggest': ['get'],
      '/api/reports/geo': ['get', 'post'],
      '/api/reports/geo/{id}': ['get'],
      '/api/reports/geo/clusters': ['post'],
      '/api/report/{id}': ['get'],
      '/api/organization/{id}/report': ['post'],
      '/api/organization/{id}/report/{rid}': ['put', 'delete'],
      '/api/organization/{id}/report/{rid}/close': ['put'],
      '/api/report/{id}/activity': ['get'],
      '/api/report/{id}/comments': ['get'],
      '/api/report/{id}/comment': ['post'],
      '/api/comment/{id}': ['put'],
      '/api/report/{id}/media': ['post'],
      '/api/comment/{id}/media': ['post'],
      '/api/media/{id}': ['get'],
      '/api/organization/{id}/folders': ['get'],
      '/api/organization/{id}/folder': ['post'],
      '/api/organization/{id}/folder/{fid}': ['put', 'delete'],
      '/api/organization/{id}/folder/{fid}/add': ['post'],
      '/api/organization/{id}/folder/{fid}/del': ['post'],
      '/api/taxonomy/groups': ['get'],
      '/api/taxonomies': ['get'],
      '/api/organization/{id}/taxonomies': ['get'],
      '/api/organization/{id}/users': ['get'],
      '/api/organization/{id}/reports/export': ['post'],
      '/api/organization/{id}/reports/import': ['post'],
    })) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(verbs));
    }
  });
});

describe('map points', () => {
  interface Points {
    ids: number[];
    lat: number[];
    lng: number[];
    flags: number[];
  }

  it('returns every visible report as columns of integer coordinates and flags', async () => {
    const res = await call('admin', 'GET', '/reports/geo');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json<{ data: Points; total: number }>();
    expect(total).toBe(all.length);
    for (const column of [data.lat, data.lng, data.flags]) expect(column).toHaveLength(total);
    expect([...data.ids].sort((a, b) => a - b)).toEqual(idsOf(all).sort((a, b) => a - b));
    for (const report of all.slice(0, 60)) {
      const i = data.ids.indexOf(report.id);
      expect(data.lat[i]).toBe(Math.round(report.latitude * 1e6));
      expect(data.lng[i]).toBe(Math.round(report.longitude * 1e6));
      const flags =
        (report.verified ? 1 : 0) |
        (report.urgency ? 2 : 0) |
        (report.lifecycle === 'closed' ? 4 : 0) |
        (report.visibility === 'public' ? 8 : 0);
      expect(data.flags[i], `flags of ${report.id}`).toBe(flags);
    }
  });

  it('applies the filters of the list', async () => {
    const filters = { lifecycle: ['closed'], organizations: [demo.south] };
    const res = (await call('admin', 'POST', '/reports/geo', { filters })).json<{ data: Points; total: number }>();
    const expected = (await listAll('admin', filters)).reports;
    expect([...res.data.ids].sort((a, b) => a - b)).toEqual(idsOf(expected).sort((a, b) => a - b));
    expect(res.total).toBe(expected.length);
    expect((await call('admin', 'POST', '/reports/geo', { filters: {}, limit: 5 })).statusCode).toBe(400);
  });

  it('gives the popup of a marker', async () => {
    const report = all.find((r) => r.title.startsWith('Zebrafinch'))!;
    const res = await call('admin', 'GET', `/reports/geo/${report.id}`);
    expect(dataOf(res)).toEqual({
      id: report.id,
      title: report.title,
      excerpt: report.content,
      event_date: report.event_date,
      author: { id: demo.users.northadmin, username: 'northadmin' },
      image: null,
      media: { images: 0, videos: 0, audios: 0, documents: 0 },
    });
    expect((await call('admin', 'GET', '/reports/geo/999999')).statusCode).toBe(404);
  });
});
