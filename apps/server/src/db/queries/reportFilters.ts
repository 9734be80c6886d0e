/**
 * The report filters of the list, map and export calls (the dashboard's filter panel; docs/api.md) as
 * SQL over `reports`. Who may see a report is not here: callers always add `reportVisibleTo`
 * (reportVisibility.ts) next to these conditions.
 */
import { lifecycleOfFilter, type Lifecycle, type ReportFilters } from '@fieldwatch/core';
import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { folderReports, reportTags, reportWords, reports, tags } from '../schema.js';

const dayMs = 24 * 60 * 60 * 1000;
/** `yyyy-MM-dd` → the first instant of that UTC day (filters name whole days, inclusive). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * Scripts written without spaces between words: a word there is a run of several words, so a search
 * must also match inside it (substring through the trigram index on the title).
 */
const spacelessScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

/** Letters with their combining marks (Tamil vowel signs) and digits: what the 'simple' parser calls a word. */
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;

/** `text` as an (I)LIKE pattern matching it anywhere: `%`, `_` and `\` in it stand for themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A word prefix that begins at most this many words of the reports' vocabulary (`report_words`) is
 * searched as those whole words; one that begins more stays a prefix match (`'wo':*`). The GIN index
 * walks exact words' posting lists and skips through them when several words are required, while a
 * prefix match first collects every match of every prefix into a bitmap: "border crossing" as two
 * prefixes costs 35 ms at a million reports, as exact words 4 ms. A short prefix of many words is
 * a common one anyway, and its page is read in date order without the index.
 */
const maxExpansions = 16;

/** A lexeme in tsquery input syntax (taken as is: no parser, no dictionary). */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

interface Expansion {
  /** what the 'simple' configuration makes of the word: usually one lexeme */
  lexemes: string[];
  /** the vocabulary's words that begin with the one lexeme, up to maxExpansions + 1 */
  words: string[];
}

/** One query for all the words of a search: their lexemes and the vocabulary words they begin. */
async function expandWords(db: Database, words: readonly string[]): Promise<Expansion[]> {
  const result = await db.execute(sql`
    select t.n::int as n, t.lexemes, array(
      select w.word from ${reportWords} w
      where cardinality(t.lexemes) = 1 and w.word >= t.lexemes[1] and w.word < t.lexemes[1] || chr(1114111)
      order by w.word
      limit ${maxExpansions + 1}
    ) as words
    from (
      select u.n, tsvector_to_array(to_tsvector('simple', u.word)) as lexemes
      from unnest(${`{${words.map((word) => `"${word}"`).join(',')}}`}::text[]) with ordinality as u(word, n)
    ) t
    order by t.n`);
  // node-postgres and PGlite both answer raw SQL with `rows`
  const { rows } = result as { rows: { lexemes: string[]; words: string[] }[] };
  return rows.map((row) => ({ lexemes: row.lexemes, words: row.words }));
}

/**
 * The tsquery (input syntax) of one searched word whose lexeme begins few words of the vocabulary:
 * those words; `undefined` when it begins many, or when the parser does not make one lexeme of it.
 */
function wholeWords({ lexemes, words }: Expansion): string | undefined {
  if (lexemes.length !== 1 || words.length > maxExpansions) return undefined;
  // none: the lexeme itself, which matches nothing at the cost of any rare word (no timing tell)
  if (words.length === 0) return quoteLexeme(lexemes[0]!);
  return words.length === 1 ? quoteLexeme(words[0]!) : `(${words.map(quoteLexeme).join(' | ')})`;
}

/**
 * docs/reports.md: words and word prefixes of title and content through the full-text index ('simple'
 * configuration), every word required; in scripts without spaces also substrings of the title.
 * Prefixes are expanded into whole words through the vocabulary (see `maxExpansions`), so this asks
 * the database once before the search runs; the query then carries a constant tsquery, which the
 * planner weighs with the column's statistics (common words: date order; rare ones: the GIN index).
 */
export async function searchCondition(db: Database, text: string): Promise<SQL | undefined> {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const words = trimmed.match(wordPattern) ?? [];
  // only punctuation: a plain substring of the title is the one honest reading
  if (words.length === 0) return sql`${reports.title} ilike ${likePattern(trimmed)}`;
  const expansions = await expandWords(db, words);
  return and(
    ...words.map((word, i) => {
      const expanded = wholeWords(expansions[i] ?? { lexemes: [], words: [] });
      // the word holds letters, marks and digits only, so quoting it cannot break the query syntax
      const match =
        expanded === undefined
          ? sql`${reports.search} @@ to_tsquery('simple', ${`'${word}':*`})`
          : sql`${reports.search} @@ ${expanded}::tsquery`;
      return spacelessScript.test(word) ? or(match, sql`${reports.title} ilike ${likePattern(word)}`)! : match;
    }),
  );
}

/** Tag ids → one condition per tag group: any tag of a group (OR), every group (AND). */
async function tagCondition(db: Database, tagIds: readonly number[]): Promise<SQL | undefined> {
  if (tagIds.length === 0) return undefined;
  const known = await db
    .select({ id: tags.id, groupId: tags.groupId })
    .from(tags)
    .where(inArray(tags.id, [...tagIds]));
  // tags deleted since the filter was made are ignored; if none is left, nothing matches
  if (known.length === 0) return sql`false`;
  const byGroup = new Map<number, number[]>();
  for (const tag of known) byGroup.set(tag.groupId, [...(byGroup.get(tag.groupId) ?? []), tag.id]);
  return and(
    ...[...byGroup.values()].map(
      (ids) => sql`exists (select 1 from ${reportTags} where ${reportTags.reportId} = ${reports.id} and ${inArray(reportTags.tagId, ids)})`,
    ),
  );
}

/** Every report filter, combined with AND (who may see is the caller's part); undefined when none is set. */
export async function reportFilterCondition(db: Database, filters: ReportFilters): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (filters.start_date) conditions.push(gte(reports.eventDate, startOfDay(filters.start_date)));
  if (filters.end_date) conditions.push(lt(reports.eventDate, new Date(startOfDay(filters.end_date).getTime() + dayMs)));
  if (filters.lifecycle?.length) {
    const values = [
      ...new Set(filters.lifecycle.map((value) => (value === 'started' ? 'started' : lifecycleOfFilter(value)))),
    ] as Lifecycle[];
    conditions.push(inArray(reports.lifecycle, values));
  }
  if (filters.urgency?.length) {
    const levels = filters.urgency.filter((value) => value !== 'none');
    const none = filters.urgency.includes('none');
    conditions.push(or(levels.length > 0 ? inArray(reports.urgency, levels) : undefined, none ? isNull(reports.urgency) : undefined));
  }
  if (filters.verified?.length) {
    const values = [...new Set(filters.verified)];
    if (values.length === 1) conditions.push(eq(reports.verified, values[0] === 1));
  }
  if (filters.visibility?.length) conditions.push(inArray(reports.visibility, filters.visibility));
  if (filters.authors?.length) conditions.push(inArray(reports.authorId, filters.authors));
  if (filters.assignees?.length) conditions.push(inArray(reports.assigneeId, filters.assignees));
  if (filters.organizations?.length) conditions.push(inArray(reports.organizationId, filters.organizations));
  if (filters.taxonomies?.length) conditions.push(await tagCondition(db, filters.taxonomies));
  if (filters.folder !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${folderReports} where ${folderReports.reportId} = ${reports.id} and ${folderReports.folderId} = ${filters.folder})`,
    );
  }
  if (filters.search) conditions.push(await searchCondition(db, filters.search));
  return and(...conditions);
}
