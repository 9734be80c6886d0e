/**
 * Search through the vocabulary (`report_words`, docs/decisions.md "Reports"): a word prefix that
 * begins few words is searched as those words, one that begins many as a prefix; words that only an
 * edit brings in are found; lexemes holding quotes or backslashes cannot break the query.
 */
import type { Report, ReportSuggestion } from '@fieldwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, startTestServer, type TestServer } from '../test/harness.js';
import { callerFor, demo, publishedReport, type Caller } from '../test/reports.js';

let server: TestServer;
let call: Caller;

/** The ids of every report a search finds (one page of 100 is enough here). */
async function search(text: string, who = 'admin'): Promise<number[]> {
  const res = await call(who, 'POST', '/reports', { filters: { search: text }, limit: 100 });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ data: { id: number }[]; total: number; total_exact: boolean }>();
  expect(body.total).toBe(body.data.length);
  expect(body.total_exact).toBe(true);
  return body.data.map((r) => r.id);
}

beforeAll(async () => {
  server = await startTestServer();
  ({ call } = await callerFor(server, ['admin', 'northadmin', 'southadmin', 'mobile']));
});
afterAll(() => server.close());

describe('search through the vocabulary', () => {
  it('searches a prefix of few words as those words, of many words as a prefix, and finds edited words', async () => {
    // 'xylophonic1' … 'xylophonic20': the prefix 'xylophonic' begins 20 words (past the expansion limit),
    // 'xylophonic1' begins 11 of them, 'xylophonic20' one
    const words = Array.from({ length: 20 }, (_, i) => `xylophonic${i + 1}`).join(' ');
    const report = await publishedReport(call, 'northadmin', demo.north, { title: 'Numbered xylophones', content: words });
    for (const text of ['xylophonic', 'xylophonic1', 'xylophonic20', 'XYLOPHONIC13 numbered'])
      expect(await search(text), text).toEqual([report.id]);
    expect(await search('xylophonic21')).toEqual([]);
    expect(await search('xylophonic numbered zebrafinch')).toEqual([]);
    // a word that only an edit brings in is found by its prefix too
    const edited = await call('northadmin', 'PUT', `/organization/${demo.north}/report/${report.id}`, {
      title: 'Numbered wombatcrossings',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await search('wombatcross')).toEqual([report.id]);
  });

  it('expands prefixes into words that hold quotes (URLs) without breaking the query', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north, {
      title: 'Odd links',
      content: String.raw`See http://qzxhost.org/a'b?c=d\e and C:\qzxdir\file.txt from O'Qzxbrien`,
    });
    for (const text of ['qzxhost', 'qzxdir', 'qzxbrien', "o'qzxbrien"]) expect(await search(text), text).toEqual([report.id]);
  });

  it('finds through suggestions the same way', async () => {
    const report = await publishedReport(call, 'northadmin', demo.north, { title: 'Quokkanesting season', content: 'Nothing else.' });
    const res = await call('admin', 'GET', `/reports/suggest?q=${encodeURIComponent('quokkanes')}`);
    expect(dataOf<ReportSuggestion[]>(res).map((s: { id: number }) => s.id)).toEqual([report.id]);
  });

  it('keeps private reports out of search for those who may not see them', async () => {
    // reports are private until an editor makes them public: South's admin does not find North's
    const report = await publishedReport(call, 'northadmin', demo.north, { title: 'Numbatburrow collapse', content: 'Private to North.' });
    expect(await search('numbatburrow')).toEqual([report.id]);
    expect(await search('numbatburrow', 'northadmin')).toEqual([report.id]);
    expect(await search('numbatburrow', 'southadmin')).toEqual([]);
    expect(await search('numbatburrow', 'mobile')).toEqual([]);
  });
});

describe('a list page carries what the report carries', () => {
  it('has the tags, text tags and comment counts of each report, from one query for the page', async () => {
    const page = (await call('admin', 'POST', '/reports', { filters: {}, limit: 100 })).json<{ data: Report[] }>().data;
    let commented = 0;
    let texts = 0;
    for (const row of page) {
      const single = (await call('admin', 'GET', `/report/${row.id}`)).json<{ data: Report }>().data;
      expect({ taxonomies: row.taxonomies, media: row.media, comments_count: row.comments_count }).toEqual({
        taxonomies: single.taxonomies,
        media: single.media,
        comments_count: single.comments_count,
      });
      const thread = (await call('admin', 'GET', `/report/${row.id}/comments`)).json<{ total: number }>();
      expect(row.comments_count, `comments of ${row.id}`).toBe(thread.total);
      if (row.comments_count > 0) commented += 1;
      if (Object.values(row.taxonomies).some((value) => typeof value === 'string')) texts += 1;
    }
    // the demo data has both, so the comparison above is not vacuous
    expect(commented).toBeGreaterThan(0);
    expect(texts).toBeGreaterThan(0);
  });
});
