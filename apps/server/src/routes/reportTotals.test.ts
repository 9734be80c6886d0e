/**
 * The list's bounded total (docs/decisions.md "Reports"): exact up to `limits.reportTotalExactMax`,
 * beyond it `total_exact: false` and the bound as `total`; the cursor carries both; visibility and the
 * filters hold in the bounded count as in the full one.
 */
import { limits } from '@fieldwatch/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { anyOf, stringContaining } from '../test/matchers.js';
import { callerFor, demo, publishedReport, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;
/** what each viewer's total was before the bulk reports went in (the demo data: under the bound) */
const before: Record<string, number> = {};
const cap = limits.reportTotalExactMax;
const bulk = cap + 30;

interface Page {
  data: { id: number; visibility: string; organization: { id: number } }[];
  total: number;
  total_exact: boolean;
  next: string | null;
}

const list = async (who: string, body: object): Promise<Page> => {
  const res = await call(who, 'POST', '/reports', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'reader', 'mobile']));
  for (const who of ['admin', 'northadmin', 'southadmin', 'mobile']) before[who] = (await list(who, { filters: {} })).total;
  // private reports of Field Team North by its admin, in one statement (the API would take minutes)
  await server.database.db.execute(sql`
    insert into reports (organization_id, author_id, title, content, latitude, longitude, event_date, status, visibility, lifecycle)
    select ${demo.north}, ${demo.users.northadmin}, 'Bulk report ' || i, 'Counted by the bounded total, pangolinbulk ' || i,
      51.5, -0.2, now() - i * interval '1 minute', 'published', 'private', case when i % 10 = 0 then 'closed' else 'new' end
    from generate_series(1, ${bulk}) as i`);
}, 180_000);
afterAll(() => server.close());

describe('bounded total', () => {
  it('keeps exact totals under the bound', () => {
    for (const total of Object.values(before)) expect(total).toBeLessThan(cap);
  });

  it(`stops counting at ${cap}: total_exact false and the bound as total`, async () => {
    const page = await list('admin', { filters: {}, limit: 20 });
    expect(page).toMatchObject({ total: cap, total_exact: false, next: anyOf(String) });
    expect(page.data).toHaveLength(20);
    // the same for a viewer of North only
    expect(await list('northadmin', { filters: {} })).toMatchObject({ total: cap, total_exact: false });
  });

  it('carries the bounded total in the cursor, and recounts when the filters change', async () => {
    const first = await list('admin', { filters: {}, limit: 50 });
    const second = await list('admin', { filters: {}, limit: 50, cursor: first.next });
    expect(second).toMatchObject({ total: cap, total_exact: false });
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    const recounted = await list('admin', { filters: { lifecycle: ['closed'] }, limit: 50, cursor: first.next });
    expect(recounted.total_exact).toBe(true);
  });

  it('pages past the bound to the end: the list is complete, only the count stops', async () => {
    const seen = new Set<number>();
    let cursor: string | null | undefined;
    for (let i = 0; i < 50; i += 1) {
      const page = await list('northadmin', { filters: {}, limit: 100, ...(cursor ? { cursor } : {}) });
      for (const report of page.data) seen.add(report.id);
      cursor = page.next;
      if (!cursor) break;
    }
    expect(seen.size).toBe(before.northadmin! + bulk);
  });

  it('counts exactly again once filters narrow the list under the bound', async () => {
    // every tenth bulk report is closed: 103 of them, plus the demo's closed reports of North
    const closed = await list('northadmin', { filters: { lifecycle: ['closed'] } });
    expect(closed.total_exact).toBe(true);
    const demoClosed = await list('southadmin', { filters: { lifecycle: ['closed'] } });
    expect(closed.total).toBeGreaterThanOrEqual(Math.floor(bulk / 10));
    expect(demoClosed.total_exact).toBe(true);
    const searched = await list('admin', { filters: { search: 'pangolinbulk' } });
    expect(searched).toMatchObject({ total: cap, total_exact: false });
    const one = await list('admin', { filters: { search: 'pangolinbulk 1000' } });
    expect(one).toMatchObject({ total: 1, total_exact: true });
  });

  it('never counts what the viewer may not see', async () => {
    // the bulk reports are private reports of North: South's admin and the Mobile user keep their totals
    expect(await list('southadmin', { filters: {} })).toMatchObject({ total: before.southadmin, total_exact: true });
    expect(await list('mobile', { filters: {} })).toMatchObject({ total: before.mobile, total_exact: true });
    expect(await list('mobile', { filters: { search: 'pangolinbulk' } })).toMatchObject({ total: 0, total_exact: true, data: [] });
    // a Mobile user's own report still counts
    await publishedReport(call, 'mobile', demo.north, { title: 'Pangolinbulk seen by the mobile user' });
    expect(await list('mobile', { filters: { search: 'pangolinbulk' } })).toMatchObject({ total: 1, total_exact: true });
  });

  it('documents total_exact in the OpenAPI schema of the page', async () => {
    type Schema = { required: string[]; properties: Record<string, unknown> };
    const doc = (await server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }>;
    }>();
    const page = doc.paths['/api/reports']!.post.responses['200']!.content['application/json']!.schema;
    expect(page.required).toEqual(expect.arrayContaining(['data', 'total', 'total_exact', 'next']));
    expect(page.properties.total_exact).toMatchObject({ type: 'boolean', description: stringContaining(String(cap)) });
  });
});
