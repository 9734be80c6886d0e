// Random reports for the benchmarks (bench/api.mjs, bench/map.mjs): one seeding, so that both measure
// the same kind of table.
import { performance } from 'node:perf_hooks';
import { log } from '../../scripts/lib.mjs';

/**
 * Where the reports fall: uniformly in a box around the demo data's center (north-west London),
 * 4° of latitude by 6° of longitude, so that a map of the whole spread is a regional view.
 */
export const spread = { latitude: 51.5285582, longitude: -0.2416815, latitudeSpan: 4, longitudeSpan: 6 };

// One SQL statement per batch, deterministic (setseed), spread like real field reports: a
// Zipf-like vocabulary so that some words match a tenth of the table and others a handful of rows.

const vocabulary = `water flood road bridge school clinic market fire smoke protest police arrest
checkpoint curfew power outage fuel shortage queue price bread flour rice medicine vaccine nurse
doctor hospital ambulance injury accident collapse building roof wall crack landslide river well
pump pipe sewage garbage waste dump rats mosquitoes cholera fever cough rash children women elderly
displaced camp tent shelter blanket food ration distribution aid convoy truck lorry driver fee bribe
official permit land eviction demolition fence boundary dispute livestock cattle goats harvest crop
locust drought dust storm wind rain hail snow cold heat electricity transformer cable theft robbery
gang threat intimidation journalist radio phone network signal tower election ballot polling queue
violence shooting gunfire explosion mine unexploded ordnance teacher absent closed strike wages
salary pension office registration document identity card birth certificate court lawyer detention
visit family missing search rescue boat ferry port border crossing refugees returnees migrants`
  .split(/\s+/)
  .filter(Boolean);

function insertBatchSql(from, to) {
  const words = `array[${vocabulary.map((w) => `'${w}'`).join(',')}]`;
  // a pseudo-random word, skewed towards the start of the vocabulary: each place it is written in the
  // statement draws its own word for each row (random() is evaluated every time)
  const word = `(${words})[1 + floor(${vocabulary.length} * power(random(), 2.2))::int]`;
  return `
    insert into reports (organization_id, author_id, title, content, latitude, longitude, event_date,
      created_at, updated_at, source, status, is_new, lifecycle, urgency, verified, visibility, assignee_id)
    select
      o.ids[1 + (i % array_length(o.ids, 1))],
      a.ids[1 + (i % array_length(a.ids, 1))],
      initcap(${word}) || ' ' || ${word} || ' near ' || ${word} || ' ' || (i % 9973),
      'Reported ' || ${word} || ' and ' || ${word} || ' by the ' || ${word} || '. ' ||
        'Witnesses mention ' || ${word} || ', ' || ${word} || ' and ' || ${word} || ' since the ' || ${word} || '. ' ||
        'Follow-up needed on ' || ${word} || ' ' || ${word} || '.',
      round((${spread.latitude} + (random() - 0.5) * ${spread.latitudeSpan})::numeric, 6),
      round((${spread.longitude} + (random() - 0.5) * ${spread.longitudeSpan})::numeric, 6),
      now() - random() * interval '730 days',
      now() - random() * interval '700 days',
      now() - random() * interval '30 days',
      (array['web','mobile','import'])[1 + (i % 3)],
      'published',
      random() < 0.3,
      (array['new','started','closed'])[1 + floor(random() * 3)::int],
      (array[null,'minor','moderate','critical'])[1 + floor(random() * 4)::int],
      random() < 0.5,
      (array['public','private'])[1 + floor(random() * 2)::int],
      case when random() < 0.3 then a.ids[1 + (i % array_length(a.ids, 1))] end
    from generate_series(${from}, ${to - 1}) as i,
      (select array_agg(id order by id) as ids from organizations) o,
      (select array_agg(id order by id) as ids from users where role_id in (1, 2)) a`;
}

// built once after the load: much faster than row by row (the GIN ones most of all)
const dropIndexes = [
  'reports_search_idx',
  'reports_title_trgm_idx',
  'reports_published_event_date_idx',
  'reports_published_organization_event_date_idx',
];

/**
 * Adds `rows` random reports to a migrated database that holds the demo data (organizations, authors,
 * tags). `query(text, values)` runs one statement: a pg client's or PGlite's `query`.
 */
export async function seedReports(query, rows, label) {
  const started = performance.now();
  const definitions = (
    await query(`select indexname, indexdef from pg_indexes where tablename = 'reports' and indexname = any($1)`, [dropIndexes])
  ).rows;
  for (const { indexname } of definitions) await query(`drop index ${indexname}`);
  await query('select setseed(0.42)');
  const batch = 100_000;
  for (let from = 0; from < rows; from += batch) {
    await query(insertBatchSql(from, Math.min(rows, from + batch)));
    process.stdout.write(`\r  ${label}: ${Math.min(rows, from + batch).toLocaleString('en')} reports`);
  }
  process.stdout.write('\n');
  // a tag on a third of the reports, so that the tag filter has work to do
  await query(`insert into report_tags (report_id, tag_id)
    select r.id, t.ids[1 + (r.id % array_length(t.ids, 1))]
    from reports r, (select array_agg(t.id) as ids from tags t join tag_groups g on g.id = t.group_id where g.type <> 'text') t
    where r.id % 3 = 0 on conflict do nothing`);
  // a verification a few minutes to three days after creation for each verified report, as the report
  // form writes it, so that the analytics median has its real work to do
  await query(`insert into activity (report_id, event, data, author_id, created_at)
    select id, 'verify', '{}', author_id, least(now(), created_at + random() * interval '72 hours')
    from reports r where verified and status = 'published'
      and not exists (select from activity a where a.report_id = r.id and a.event = 'verify')`);
  for (const { indexdef } of definitions) await query(indexdef);
  await query('vacuum analyze');
  log(`${label}: seeded ${rows.toLocaleString('en')} reports in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
