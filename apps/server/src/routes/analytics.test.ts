/**
 * GET /analytics over a known set of reports in an organization of its own, on a fixed clock
 * (Wednesday 18 March 2026, 10:00 UTC), every figure checked against values worked out by hand.
 * The demo reports lie months after that day, so they fall in no range.
 */
import { roleIds, type Analytics } from '@fieldwatch/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization } from '../db/queries/organizations.js';
import { insertUser } from '../db/queries/users.js';
import { activity, reports, reportTags, tags } from '../db/schema.js';
import { hashPassword } from '../services/passwords.js';
import { bearer, demoPassword, errorOf, signIn, startTestServer, type TestServer } from '../test/harness.js';
import { demo } from '../test/reports.js';

let server: TestServer;
let tokens: Record<string, string>;
let org: number;
let other: number;
let users: Record<'statsadmin' | 'statsreader' | 'statsmobile', number>;
let tagA: { id: number; group_id: number; translations: Record<string, string> };
let tagB: typeof tagA;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  server.clock.advance(Date.parse('2026-03-18T10:00:00Z') - server.clock.now().getTime());
  const db = server.database.db;
  org = await insertOrganization(db, 'Analytics Test');
  other = await insertOrganization(db, 'Analytics Other');
  const passwordHash = await hashPassword(demoPassword);
  const user = (username: string, role: keyof typeof roleIds) =>
    insertUser(db, { username, passwordHash, roleId: roleIds[role], email: `${username}@fieldwatch.example` }, [org]);
  users = {
    statsadmin: await user('statsadmin', 'Organization Admin'),
    statsreader: await user('statsreader', 'Reader'),
    statsmobile: await user('statsmobile', 'Mobile'),
  };
  tokens = {};
  for (const name of ['admin', 'northadmin', 'reader', 'mobile', 'statsadmin', 'statsreader', 'statsmobile'])
    tokens[name] = (await signIn(server, name)).accessToken;

  const shared = await db
    .select()
    .from(tags)
    .where(sql`${tags.organizationId} is null`)
    .orderBy(tags.id)
    .limit(2);
  [tagA, tagB] = shared.map((tag) => ({ id: tag.id, group_id: tag.groupId, translations: tag.translations })) as [typeof tagA, typeof tagA];

  const place = { latitude: 51.53, longitude: -0.24, eventDate: at('2026-01-01T00:00:00Z') };
  const report = async (values: Partial<typeof reports.$inferInsert> & { createdAt: Date }, tagIds: number[] = []) => {
    const [row] = await db
      .insert(reports)
      .values({
        organizationId: org,
        authorId: users.statsadmin,
        status: 'published',
        title: 'Untitled',
        content: 'Nothing',
        ...place,
        ...values,
      })
      .returning({ id: reports.id });
    if (tagIds.length > 0) await db.insert(reportTags).values(tagIds.map((tagId) => ({ reportId: row!.id, tagId })));
    return row!.id;
  };
  const verify = (reportId: number, iso: string) =>
    db.insert(activity).values({ reportId, event: 'verify', authorId: users.statsadmin, createdAt: at(iso) });

  // R1: in every range; verified 1.5 h after creation (a second verification later changes nothing)
  const r1 = await report(
    {
      createdAt: at('2026-03-18T08:00:00Z'),
      verified: true,
      lifecycle: 'closed',
      urgency: 'critical',
      visibility: 'private',
      title: 'Flood water on the bridge',
      content: 'Water rising near the school.',
    },
    [tagA.id, tagB.id],
  );
  await verify(r1, '2026-03-18T09:30:00Z');
  await verify(r1, '2026-03-18T09:45:00Z');
  // R2: the first instant of the 7-day range
  await report(
    {
      createdAt: at('2026-03-12T00:00:00Z'),
      authorId: users.statsmobile,
      visibility: 'public',
      title: 'Bridge closed',
      content: 'Police closed the bridge.',
    },
    [tagA.id],
  );
  // R3: the last instant before the 7-day range; verified 6 h later, inside it
  const r3 = await report(
    {
      createdAt: at('2026-03-11T23:59:59.999Z'),
      verified: true,
      lifecycle: 'started',
      urgency: 'minor',
      title: 'École fermée',
      content: "L'école est fermée depuis lundi.",
    },
    [tagB.id],
  );
  await verify(r3, '2026-03-12T05:59:59.999Z');
  // R4: a month back; verified a day later
  const r4 = await report({
    createdAt: at('2026-02-20T12:00:00Z'),
    authorId: users.statsmobile,
    verified: true,
    lifecycle: 'closed',
    urgency: 'moderate',
    title: '北京市中心的医院',
    content: '医院缺水',
  });
  await verify(r4, '2026-02-21T12:00:00Z');
  // R5: three months back only
  await report({ createdAt: at('2026-01-05T10:00:00Z'), title: 'சாலை வெள்ளம்', content: 'இது சாலை மிகவும் மோசம்' }, [tagA.id]);
  // R6: created before every range, first verified inside the 7-day range (2,123 h later)
  const r6 = await report({ createdAt: at('2025-12-18T23:00:00Z'), verified: true, title: 'Old', content: 'Old report' });
  await verify(r6, '2026-03-17T10:00:00Z');
  // a draft, and a report deleted through the API: neither counts
  await report({ createdAt: at('2026-03-18T07:00:00Z'), status: 'draft', title: 'Draft flood', content: 'Draft' }, [tagA.id]);
  const deleted = await report({ createdAt: at('2026-03-17T07:00:00Z'), title: 'Deleted flood', content: 'Gone' }, [tagA.id]);
  const removed = await server.inject({
    method: 'DELETE',
    url: `/api/organization/${org}/report/${deleted}`,
    headers: bearer(tokens.statsadmin!),
  });
  expect(removed.statusCode, removed.body).toBe(200);
  // another organization: counted for the Administrator only
  const r10 = await report({
    organizationId: other,
    authorId: demo.users.admin,
    createdAt: at('2026-03-15T12:00:00Z'),
    verified: true,
    title: 'Elsewhere',
    content: 'Elsewhere entirely',
  });
  await verify(r10, '2026-03-16T12:00:00Z');

  // stories: two in the range of org, one before it, one of another organization
  await db.execute(sql`insert into stories (organization_id, title, subtitle, colour, created_at) values
    (${org}, 'One', '', '#000000', '2026-03-15T00:00:00Z'), (${org}, 'Two', '', '#000000', '2026-02-25T00:00:00Z'),
    (${org}, 'Old', '', '#000000', '2025-12-01T00:00:00Z'), (${other}, 'Three', '', '#000000', '2026-03-16T00:00:00Z')`);
});
afterAll(() => server.close());

const get = (who: string | undefined, query: string) =>
  server.inject({ method: 'GET', url: `/api/analytics${query}`, headers: who ? bearer(tokens[who]!) : {} });

async function analyticsOf(who: string, query: string): Promise<Analytics> {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Analytics }>().data;
}

const weeks = (entries: [string, number][]) => entries.map(([week, count]) => ({ week, count }));
const users3 = () => ({
  admin: { id: users.statsadmin, username: 'statsadmin' },
  mobile: { id: users.statsmobile, username: 'statsmobile' },
});

describe('GET /analytics: the figures', () => {
  it('7 days: today and the 6 days before, from their first instant', async () => {
    const data = await analyticsOf('statsadmin', '?range=7d');
    expect(data).toEqual({
      range: '7d',
      from: '2026-03-12T00:00:00.000Z',
      to: '2026-03-19T00:00:00.000Z',
      counters: { total: 2, verified: 1, closed: 1, urgent: 1, median_hours_to_verification: 6 },
      weeks: weeks([
        ['2026-03-09', 1],
        ['2026-03-16', 1],
      ]),
      tags: [
        { ...tagA, count: 2 },
        { ...tagB, count: 1 },
      ],
      keywords: [
        { word: 'bridge', count: 2 },
        ...['closed', 'flood', 'police', 'rising', 'school', 'water'].map((word) => ({ word, count: 1 })),
      ],
      top_users: [
        { ...users3().admin, reports: 1 },
        { ...users3().mobile, reports: 1 },
      ],
      user_types: { submissions: 2, verified_reports: 3, stories_created: 1 },
    });
  });

  it('1 month: back to the same day a month before tomorrow, the ranking cut at 10 in byte order', async () => {
    const data = await analyticsOf('statsreader', '?range=1m');
    expect(data.from).toBe('2026-02-19T00:00:00.000Z');
    expect(data.counters).toEqual({ total: 4, verified: 3, closed: 2, urgent: 3, median_hours_to_verification: 15 });
    expect(data.weeks).toEqual(
      weeks([
        ['2026-02-16', 1],
        ['2026-02-23', 0],
        ['2026-03-02', 0],
        ['2026-03-09', 2],
        ['2026-03-16', 1],
      ]),
    );
    expect(data.tags).toEqual([
      { ...tagA, count: 2 },
      { ...tagB, count: 2 },
    ]);
    expect(data.keywords).toEqual([
      { word: 'bridge', count: 2 },
      ...['closed', 'fermée', 'flood', 'lundi', 'police', 'rising', 'school', 'water', 'école'].map((word) => ({ word, count: 1 })),
    ]);
    expect(data.top_users).toEqual([
      { ...users3().admin, reports: 2 },
      { ...users3().mobile, reports: 2 },
    ]);
    expect(data.user_types).toEqual({ submissions: 4, verified_reports: 4, stories_created: 2 });
  });

  it('3 months: every week present, zeros included', async () => {
    const data = await analyticsOf('statsadmin', '?range=3m');
    expect(data.from).toBe('2025-12-19T00:00:00.000Z');
    expect(data.counters).toEqual({ total: 5, verified: 3, closed: 2, urgent: 3, median_hours_to_verification: 15 });
    const counts = new Map([
      ['2026-01-05', 1],
      ['2026-02-16', 1],
      ['2026-03-09', 2],
      ['2026-03-16', 1],
    ]);
    const mondays = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2025, 11, 15 + 7 * i)).toISOString().slice(0, 10));
    expect(data.weeks).toEqual(mondays.map((week) => ({ week, count: counts.get(week) ?? 0 })));
    expect(data.tags).toEqual([
      { ...tagA, count: 3 },
      { ...tagB, count: 2 },
    ]);
    expect(data.top_users).toEqual([
      { ...users3().admin, reports: 3 },
      { ...users3().mobile, reports: 2 },
    ]);
    expect(data.user_types).toEqual({ submissions: 5, verified_reports: 4, stories_created: 2 });
  });

  it('takes 7 days when no range is named', async () => {
    expect((await analyticsOf('statsadmin', '')).range).toBe('7d');
  });

  it('counts every organization for the Administrator, one when it names it', async () => {
    const all = await analyticsOf('admin', '?range=7d');
    expect(all.counters).toEqual({ total: 3, verified: 2, closed: 1, urgent: 1, median_hours_to_verification: 15 });
    expect(all.top_users[0]).toEqual({ id: demo.users.admin, username: 'admin', reports: 1 });
    expect(all.user_types).toEqual({ submissions: 3, verified_reports: 4, stories_created: 2 });
    const narrowed = await analyticsOf('admin', `?range=7d&organization=${org}`);
    expect(narrowed).toEqual(await analyticsOf('statsadmin', '?range=7d'));
    const elsewhere = await analyticsOf('admin', `?range=7d&organization=${other}`);
    expect(elsewhere.counters).toMatchObject({ total: 1, verified: 1, median_hours_to_verification: 24 });
  });

  it("counts a private report only for those who see its organization's reports", async () => {
    // R1 is private: its organization's staff count it, another organization's admin does not
    const north = await analyticsOf('northadmin', '?range=7d');
    expect(north.counters).toEqual({ total: 0, verified: 0, closed: 0, urgent: 0, median_hours_to_verification: null });
    expect(north.keywords).toEqual([]);
    expect(north.tags).toEqual([]);
    expect(north.weeks.map((week) => week.count)).toEqual([0, 0]);
    expect(north.user_types).toEqual({ submissions: 0, verified_reports: 0, stories_created: 0 });
  });

  it('follows edits through the API: verifying a report counts it, with its hours', async () => {
    const reportId = (
      await server.database.db
        .select({ id: reports.id })
        .from(reports)
        .where(sql`${reports.title} = 'Bridge closed'`)
    )[0]!.id;
    const edited = await server.inject({
      method: 'PUT',
      url: `/api/organization/${org}/report/${reportId}`,
      headers: bearer(tokens.statsadmin!),
      payload: { verified: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const data = await analyticsOf('statsadmin', '?range=7d');
    // created 12 March 00:00, verified at the clock's 18 March 10:00: 154 h; hours now 1.5, 6, 154, 2123
    expect(data.counters).toEqual({ total: 2, verified: 2, closed: 1, urgent: 1, median_hours_to_verification: 80 });
    expect(data.user_types.verified_reports).toBe(4);
  });
});

describe('GET /analytics: who may ask', () => {
  it('answers the Administrator, Organization Admins and Readers; refuses Mobile users and the signed out', async () => {
    for (const who of ['admin', 'northadmin', 'reader', 'statsadmin', 'statsreader'])
      expect((await get(who, '?range=1m')).statusCode, who).toBe(200);
    for (const who of ['mobile', 'statsmobile']) {
      const res = await get(who, '?range=1m');
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).type).toBe('INSUFFICIENT_PRIVILEGES');
    }
    expect((await get(undefined, '?range=1m')).statusCode).toBe(401);
  });

  it('answers 404 for an organization the caller does not belong to, or that does not exist', async () => {
    for (const [who, id] of [
      ['statsadmin', other],
      ['northadmin', org],
      ['reader', org],
      ['admin', 999_999],
    ] as const) {
      const res = await get(who, `?organization=${id}`);
      expect(res.statusCode, `${who} ${id}`).toBe(404);
    }
  });

  it('checks the query', async () => {
    for (const query of ['?range=1y', '?organization=abc', '?organization=0', '?other=1']) {
      const res = await get('admin', query);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).type, query).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 403 INACTIVE_FEATURE while analytics are off', async () => {
    const off = await server.inject({
      method: 'PUT',
      url: '/api/options',
      headers: bearer(tokens.admin!),
      payload: [{ name: 'analytics_enabled', value: '0' }],
    });
    expect(off.statusCode, off.body).toBe(200);
    for (const who of ['admin', 'statsreader']) {
      const res = await get(who, '?range=7d');
      expect(res.statusCode, who).toBe(403);
      expect(errorOf(res).type).toBe('INACTIVE_FEATURE');
    }
    const on = await server.inject({
      method: 'PUT',
      url: '/api/options',
      headers: bearer(tokens.admin!),
      payload: [{ name: 'analytics_enabled', value: '1' }],
    });
    expect(on.statusCode).toBe(200);
    expect((await get('admin', '?range=7d')).statusCode).toBe(200);
  });
});

describe('GET /analytics: the OpenAPI document', () => {
  it('describes the route, its query and its answer', async () => {
    const doc = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> } }>;
    }>();
    const route = doc.paths['/api/analytics']?.get;
    expect(route?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      'query:organization',
      'query:range',
    ]);
    expect(Object.keys(route!.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
  });
});

describe('GET /analytics: month ends', () => {
  it('takes the last day of a shorter month', async () => {
    // on 30 May, a range ends on 31 May: a month back is 30 April (no 31st), three months back 28 February
    server.clock.advance(Date.parse('2026-05-30T12:00:00Z') - server.clock.now().getTime());
    tokens.statsadmin = (await signIn(server, 'statsadmin')).accessToken;
    expect((await analyticsOf('statsadmin', '?range=1m')).from).toBe('2026-04-30T00:00:00.000Z');
    const quarter = await analyticsOf('statsadmin', '?range=3m');
    expect(quarter).toMatchObject({ from: '2026-02-28T00:00:00.000Z', to: '2026-05-31T00:00:00.000Z' });
    expect(quarter.weeks[0]!.week).toBe('2026-02-23');
    expect(quarter.weeks.at(-1)!.week).toBe('2026-05-25');
  });
});
