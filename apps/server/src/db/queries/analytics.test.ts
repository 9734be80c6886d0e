/**
 * The analytics buckets (migrations 0014 and 0022) against the figures computed straight from the reports,
 * on the demo data and then after random edits of every kind the triggers must follow: texts, flags,
 * publication, creation dates, organizations, authors, tags, verifications, deletions, many rows at once;
 * with the triggers' differences unfolded and folded. On PostgreSQL, two writers of one bucket do not wait
 * for each other.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { demo } from '../../test/reports.js';
import { foldAnalyticsDifferences, selectAnalyticsFigures, type AnalyticsFigures, type AnalyticsScope } from './analytics.js';

let server: TestServer;
async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await server.database.db.execute(query);
  // node-postgres and PGlite both answer raw SQL with `rows`
  return (result as { rows: T[] }).rows;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The same figures as selectAnalyticsFigures, from `reports`, `report_tags` and `activity` themselves. */
async function plainFigures(scope: AnalyticsScope): Promise<AnalyticsFigures> {
  const orgs = scope.organizations === 'all' ? sql`true` : sql`r.organization_id = any(${`{${scope.organizations.join(',')}}`}::int[])`;
  const range = (column: SQL) =>
    sql`${column} >= (${scope.fromDay}::timestamp at time zone 'UTC') and ${column} < (${scope.toDay}::timestamp at time zone 'UTC')`;
  const counted = sql`r.status = 'published' and ${orgs} and ${range(sql`r.created_at`)}`;
  const weeks = await rows<AnalyticsFigures['weeks'][number]>(sql`
    select to_char(date_trunc('week', (r.created_at at time zone 'UTC')::date), 'YYYY-MM-DD') as week, count(*)::int as reports,
      (count(*) filter (where r.verified))::int as verified, (count(*) filter (where r.lifecycle = 'closed'))::int as closed,
      (count(*) filter (where r.urgency is not null))::int as urgent
    from reports r where ${counted} group by 1 order by 1`);
  const tags = await rows<AnalyticsFigures['tags'][number]>(sql`
    select t.id, t.group_id as "groupId", t.translations, count(*)::int as count
    from reports r join report_tags rt on rt.report_id = r.id join tags t on t.id = rt.tag_id
    where ${counted} group by t.id order by count desc, t.id limit ${scope.top}`);
  const keywords = await rows<AnalyticsFigures['keywords'][number]>(sql`
    select w.word collate "C" as word, count(*)::int as count
    from reports r cross join lateral analytics_words(r.title, r.content) as w (word)
    where ${counted} and not exists (select from analytics_stop_words s where s.word = w.word)
    group by 1 order by count desc, word limit ${scope.top}`);
  const topUsers = await rows<AnalyticsFigures['topUsers'][number]>(sql`
    select u.id, u.username, count(*)::int as reports
    from reports r join users u on u.id = r.author_id
    where ${counted} group by u.id order by reports desc, u.id limit ${scope.top}`);
  const [verifications] = await rows<AnalyticsFigures['verifications']>(sql`
    select count(*)::int as count,
      -- the same arithmetic as the buckets' read (double precision), so that equal rows give equal medians
      percentile_cont(0.5) within group (order by (date_part('epoch', v.first) - date_part('epoch', r.created_at)) / 3600) as "medianHours"
    from reports r join (select report_id, min(created_at) as first from activity where event = 'verify' group by report_id) v
      on v.report_id = r.id
    where r.status = 'published' and ${orgs} and ${range(sql`v.first`)}`);
  return { weeks, tags, keywords, topUsers, verifications: verifications! };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Ranges over the demo data (the last 180 days) and beyond, for every organization, each, and both. */
const scopes: AnalyticsScope[] = [
  [-6, 1],
  [-30, 1],
  [-91, 1],
  [-400, 30],
  [-120, -60],
].flatMap(([from, to]) =>
  (['all', [demo.north], [demo.south], [demo.north, demo.south]] as const).map((organizations) => ({
    organizations,
    fromDay: day(from!),
    toDay: day(to!),
    top: 100_000,
  })),
);

async function expectBucketsEqualPlain(): Promise<void> {
  for (const scope of scopes) {
    const label = `${JSON.stringify(scope.organizations)} ${scope.fromDay}…${scope.toDay}`;
    expect(await selectAnalyticsFigures(server.database.db, scope), label).toEqual(await plainFigures(scope));
  }
}

/** After a fold: no difference left, and one row per bucket. */
async function expectFoldedOnce(): Promise<void> {
  for (const [table, key] of [
    ['analytics_days', 'organization_id, day'],
    ['analytics_author_days', 'organization_id, day, author_id'],
    ['analytics_tag_days', 'organization_id, day, tag_id'],
    ['analytics_word_days', 'organization_id, day, word'],
  ] as const) {
    const [row] = await rows<{ differences: number; repeated: number }>(
      sql.raw(`select (select count(*)::int from ${table} where delta <> 0) as differences,
        (select count(*)::int from (select from ${table} group by ${key} having count(*) > 1) k) as repeated`),
    );
    expect(row, table).toEqual({ differences: 0, repeated: 0 });
  }
}

/** mulberry32: the same edits on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const texts = [
  'Flooded road near the clinic',
  'The bridge and the market were closed by police',
  'Coupure d’électricité à l’école depuis lundi',
  'Protesta en la plaza del mercado',
  'Falta de água no bairro há três dias',
  'சாலை வெள்ளம் மருத்துவமனை அருகே',
  '北京市中心的医院缺水',
  'انقطاع الكهرباء في المدينة منذ يومين',
  'Water water water, 12 wells dry',
];

describe('analytics buckets', () => {
  it('keep the keywords of the seven languages, without their stop words', async () => {
    const words = async (text: string) =>
      (
        await rows<{ word: string }>(sql`
          select w.word from analytics_words(${text}, '') as w (word)
          where not exists (select from analytics_stop_words s where s.word = w.word) order by w.word collate "C"`)
      ).map((row) => row.word);
    expect(await words('The bridge and the market were closed by police')).toEqual(['bridge', 'closed', 'market', 'police']);
    expect(await words('Coupure d’électricité à l’école depuis lundi')).toEqual(['coupure', 'lundi', 'école', 'électricité']);
    expect(await words('Protesta en la plaza del mercado')).toEqual(['mercado', 'plaza', 'protesta']);
    expect(await words('Falta de água no bairro há três dias')).toEqual(['bairro', 'dias', 'falta', 'três', 'água']);
    expect(await words('இது சாலை மிகவும் மோசம்')).toEqual(['சாலை', 'மோசம்']);
    expect(await words('انقطاع الكهرباء في المدينة منذ يومين')).toEqual(['الكهرباء', 'المدينة', 'انقطاع', 'يومين']);
    // pairs of Han characters; those holding 的 (a function character) are left out
    expect(await words('北京市中心的医院缺水，我们')).toEqual(['中心', '京市', '北京', '医院', '市中', '缺水', '院缺']);
    expect(await words('Water, WATER; 12 wells — dry!')).toEqual(['dry', 'water', 'wells']);
  });

  // 160 edits and 20 comparisons of every figure after each 40: minutes on a busy machine, never a hang
  it('equal the figures computed from the reports, on the demo data and after random edits', { timeout: 300_000 }, async () => {
    await expectBucketsEqualPlain();
    const random = prng(20260318);
    const db = server.database.db;
    const exec = (query: SQL) => db.execute(query);
    const reportIds = async () => (await rows<{ id: number }>(sql`select id from reports order by id`)).map((row) => row.id);
    const tagIds = (await rows<{ id: number }>(sql`select id from tags order by id`)).map((row) => row.id);
    const authors = [...Object.values(demo.users), null];
    const when = () => new Date(Date.now() - random.next() * 200 * 86_400_000).toISOString();

    const edits: (() => Promise<unknown>)[] = [
      async () => exec(sql`update reports set title = ${random.pick(texts)} where id = ${random.pick(await reportIds())}`),
      async () => exec(sql`update reports set content = ${random.pick(texts)} where id = ${random.pick(await reportIds())}`),
      async () => exec(sql`update reports set verified = not verified where id = ${random.pick(await reportIds())}`),
      async () =>
        exec(sql`update reports set lifecycle = ${random.pick(['new', 'started', 'closed'])} where id = ${random.pick(await reportIds())}`),
      async () =>
        exec(sql`update reports set urgency = ${random.pick([null, 'minor', 'critical'])} where id = ${random.pick(await reportIds())}`),
      async () =>
        exec(sql`update reports set status = case status when 'draft' then 'published' else 'draft' end
          where id = ${random.pick(await reportIds())}`),
      async () => exec(sql`update reports set created_at = ${when()} where id = ${random.pick(await reportIds())}`),
      async () =>
        exec(
          sql`update reports set organization_id = ${random.pick([demo.north, demo.south])} where id = ${random.pick(await reportIds())}`,
        ),
      async () => exec(sql`update reports set author_id = ${random.pick(authors)} where id = ${random.pick(await reportIds())}`),
      // many rows in one statement, some of them changing nothing that is counted
      async () => exec(sql`update reports set verified = not verified, is_new = not is_new where id % 9 = ${random.int(9)}`),
      async () => exec(sql`update reports set is_new = not is_new where id % 5 = ${random.int(5)}`),
      async () =>
        exec(sql`insert into report_tags (report_id, tag_id) values (${random.pick(await reportIds())}, ${random.pick(tagIds)})
          on conflict do nothing`),
      async () => exec(sql`delete from report_tags where report_id = ${random.pick(await reportIds())}`),
      async () => exec(sql`delete from report_tags where tag_id = ${random.pick(tagIds)} and report_id % 4 = ${random.int(4)}`),
      async () =>
        exec(
          sql`insert into activity (report_id, event, data, created_at) values (${random.pick(await reportIds())}, 'verify', '{}', ${when()})`,
        ),
      async () => exec(sql`delete from activity where event = 'verify' and report_id % 7 = ${random.int(7)}`),
      async () =>
        exec(sql`update activity set created_at = ${when()} where event = 'verify' and report_id = ${random.pick(await reportIds())}`),
      async () => exec(sql`update activity set event = 'verify' where event = 'unverify' and report_id % 3 = ${random.int(3)}`),
      async () => exec(sql`delete from reports where id = ${random.pick(await reportIds())}`),
      async () =>
        exec(sql`insert into reports (organization_id, author_id, title, content, latitude, longitude, event_date, created_at, status,
            verified, lifecycle, urgency)
          select ${random.pick([demo.north, demo.south])}, ${random.pick(authors)}, ${random.pick(texts)}, ${random.pick(texts)}, 51.5, -0.2,
            now(), now() - (n * interval '1 day'), ${random.pick(['draft', 'published'])}, n % 2 = 0, 'closed', 'minor'
          from generate_series(1, ${1 + random.int(20)}) as n`),
    ];
    for (let round = 0; round < 4; round += 1) {
      for (let step = 0; step < 40; step += 1) await edits[random.int(edits.length)]!();
      await expectBucketsEqualPlain();
      // folded every other round, so that rounds also start from unfolded differences
      if (round % 2 === 0) {
        // (the queue's own fold, every minute, may have folded some of them already)
        await foldAnalyticsDifferences(db);
        await expectFoldedOnce();
        await expectBucketsEqualPlain();
      }
    }
    // a deleted tag and a deleted organization take their reports' tags and reports with them
    await exec(sql`delete from tags where id = ${tagIds[0]!}`);
    await expectBucketsEqualPlain();
    await exec(sql`delete from organizations where id = ${demo.south}`);
    await expectBucketsEqualPlain();
  });
});

describe('the fold of the differences', () => {
  it('is a job the queue runs every minute, once across the processes', async () => {
    await server.database.db.execute(sql`update reports set verified = not verified where status = 'published'`);
    const [scheduled] = await rows<{ cron: string }>(sql`select cron from pgboss.schedule where name = 'analytics-fold'`);
    expect(scheduled?.cron).toBe('* * * * *');
    await server.app.fieldwatch.jobs.send('analytics-fold', {});
    await server.app.fieldwatch.jobs.idle();
    await expectFoldedOnce();
    await expectBucketsEqualPlain();
  });
});

describe.skipIf(process.env.FW_TEST_DB !== 'postgres')('analytics buckets on PostgreSQL', () => {
  it('let two reports of one organization, day and words be published at once, neither waiting for the other', async () => {
    const db = server.database.db;
    const draft = async () =>
      (
        await rows<{
          id: number;
        }>(sql`insert into reports (organization_id, author_id, title, content, latitude, longitude, event_date, status)
          values (${demo.north}, ${demo.users.admin}, 'Flooded road near the bridge', 'Cars turn back at the bridge', 51.5, -0.2, now(), 'draft')
          returning id`)
      )[0]!.id;
    const [first, second] = [await draft(), await draft()];
    const publish = (id: number) => sql`update reports set status = 'published' where id = ${id}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let published!: () => void;
    const firstPublished = new Promise<void>((resolve) => (published = resolve));
    // the first publication stays uncommitted while the second is made
    const holding = db.transaction(async (tx) => {
      await tx.execute(publish(first));
      published();
      await held;
    });
    await firstPublished;
    try {
      await db.transaction(async (tx) => {
        // a wait for the first transaction's row locks fails here instead of hanging
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await tx.execute(publish(second));
      });
    } finally {
      release();
      await holding;
    }
    await expectBucketsEqualPlain();
  });
});
