-- Analytics (docs/analytics.md, docs/decisions.md "Analytics"): what GET /analytics sums, kept by the
-- database like report_words (0005) so that no write path — the API, imports, seeds, cascades of a
-- deleted organization, user or tag — can forget it. Published reports only, by organization and UTC
-- day of creation. Every change is applied as a difference (the old row taken out, the new one put
-- in); a bucket that falls to 0 stays, and the reads leave such rows out.
CREATE TABLE analytics_days (
  organization_id integer NOT NULL,
  day date NOT NULL,
  reports integer NOT NULL,
  verified integer NOT NULL,
  closed integer NOT NULL,
  urgent integer NOT NULL,
  PRIMARY KEY (organization_id, day)
);--> statement-breakpoint
CREATE TABLE analytics_author_days (
  organization_id integer NOT NULL,
  day date NOT NULL,
  author_id integer NOT NULL,
  reports integer NOT NULL,
  PRIMARY KEY (organization_id, day, author_id)
);--> statement-breakpoint
CREATE TABLE analytics_tag_days (
  organization_id integer NOT NULL,
  day date NOT NULL,
  tag_id integer NOT NULL,
  reports integer NOT NULL,
  PRIMARY KEY (organization_id, day, tag_id)
);--> statement-breakpoint
CREATE TABLE analytics_word_days (
  organization_id integer NOT NULL,
  day date NOT NULL,
  word text COLLATE "C" NOT NULL,
  reports integer NOT NULL,
  PRIMARY KEY (organization_id, day, word)
);--> statement-breakpoint
-- A report's first verification (its earliest `verify` activity entry), with what the reads filter on
-- copied from the report, so that the median reads one index and no report row.
CREATE TABLE analytics_verifications (
  report_id integer PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organization_id integer NOT NULL,
  published boolean NOT NULL,
  report_created_at timestamp (3) with time zone NOT NULL,
  verified_at timestamp (3) with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX analytics_verifications_verified_idx ON analytics_verifications (verified_at)
  INCLUDE (organization_id, published, report_created_at);--> statement-breakpoint
-- Words left out of the keywords: the commonest function words of the seven interface languages.
CREATE TABLE analytics_stop_words (word text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
INSERT INTO analytics_stop_words (word)
  SELECT DISTINCT unnest(string_to_array(list, ' ')) FROM (VALUES
    -- English
    ('a an as at be by do he if in is it me my no of on or so to up us we am the and for are but not you all any can had her was one our out has him his how its may new now old see two who did get let say she too use that with have this will your from they been were what when them than then there their these those which would could should about into over also more most some such only very just where after before while each other because being here both same while under again further once does doing down off own why whom until against between through during above below near since upon said like well many much even ever every without within across onto per via'),
    -- French
    ('le la les un une des du de et en au aux ce ces cet cette il ils elle elles on nous vous je tu ne pas plus par pour sur dans avec sans sous est sont été être avoir ont fait qui que quoi dont où mais ou donc car ni son sa ses leur leurs mon ma mes ton ta tes notre votre nos vos se si y lui eux même aussi très tout tous toute toutes entre vers chez comme après avant depuis pendant encore déjà ici là alors était avait deux'),
    -- Spanish
    ('el la los las un una unos unas de del al y o u en con por para sin sobre entre es son fue ser está están estaba han ha hay que qué quien cual como cuando donde pero más muy ya no se su sus lo le les me te nos mi tu este esta estos estas ese esa eso esos esas todo todos toda todas también hasta desde durante tras otro otra otros otras cada'),
    -- Portuguese
    ('o a os as um uma uns umas de do da dos das no na nos nas em por para pelo pela pelos pelas com sem sobre entre e ou mas é são foi ser está estão estava há que quem qual como quando onde mais muito já não se seu sua seus suas lhe me te nós eu ele ela eles elas este esta isto esse essa isso aquele aquela todo todos toda todas também até desde durante após outro outra cada ao aos'),
    -- Tamil
    ('ஒரு மற்றும் இந்த அந்த இது அது என்று என்ற என உள்ள உள்ளது ஆனால் பின்னர் போது மேலும் இருந்து இருந்தது அவர் அவர்கள் அவள் நான் நாம் நாங்கள் நீ நீங்கள் இல்லை உண்டு வேண்டும் பற்றி மீது கொண்டு எந்த எல்லா அல்லது இங்கு அங்கு இன்னும் மிகவும் தான் கூட போல ஆகும் செய்து அருகே'),
    -- Arabic
    ('في من على إلى الى عن مع هذا هذه ذلك تلك التي الذي الذين و أو او ثم لا ما لم لن قد كان كانت يكون هو هي هم هن أن إن ان كل بعد قبل عند حتى بين منذ خلال أي اي له لها لهم به بها فيه فيها منه منها عليه عليها كما أيضا ايضا ليس غير هناك هنا وقد وفي ومن'),
    -- Chinese: pairs of characters that carry no subject (pairs holding a function character are left out in analytics_words)
    ('我们 你们 他们 她们 它们 这个 那个 一个 没有 因为 所以 但是 如果 可以 已经 什么 现在 关于 由于 对于 这些 那些 这样 那样 还有 以及 或者 而且 然后 其中')
  ) AS lists (list);--> statement-breakpoint
-- The distinct keywords of a report's title and text, the same on PostgreSQL and PGlite: lower-cased,
-- cut at spaces and punctuation of every script the interface speaks, numbers and one-letter words
-- dropped. Chinese is written without spaces and there is no dictionary in the database, so a run of
-- Han characters is cut into its overlapping pairs of characters (the usual bigram approach); a pair
-- holding a function character (的, 了, 是, …) is dropped. Tamil and Arabic words are separated by
-- spaces and kept whole, their combining signs inside them. Stop words are left out by the callers,
-- which join analytics_stop_words once for a whole set of reports.
CREATE FUNCTION analytics_words(title text, content text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(
      lower(title || ' ' || content),
      '[\s\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00bf\u00d7\u00f7\u2000-\u200b\u200e-\u206f\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\u060c\u061b\u061f\u066a-\u066d\u06d4\u0964\u0965]+'
    ) AS token
    CROSS JOIN LATERAL regexp_matches(token, '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[^\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') AS piece
    CROSS JOIN LATERAL (
      SELECT substr(piece[1], i, 2) AS word
      FROM generate_series(1, greatest(char_length(piece[1]) - 1, 1)) AS i
      WHERE piece[1] ~ '^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]'
      UNION ALL
      SELECT piece[1] WHERE piece[1] !~ '^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]' AND char_length(piece[1]) >= 2
    ) AS words
  WHERE word !~ '^[0-9\u0660-\u0669\u0be6-\u0bef]+$'
    AND word !~ '[的了是在和有我你他她它这那也就都而及与着或一个不吗呢吧把被之其们]'
$$;--> statement-breakpoint
-- The statement that applies one statement's change of `reports` to the day, author and word buckets,
-- and to the tag buckets for its current tags. `changes` selects the rows that left (sign -1) and the
-- rows that came (sign 1), published ones only; each trigger function below names them from its
-- transition tables and runs the result itself (those tables exist only inside the trigger function).
CREATE FUNCTION analytics_report_changes_sql(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH changes AS (%s),
    days AS (
      INSERT INTO analytics_days AS a (organization_id, day, reports, verified, closed, urgent)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, sum(sign),
        coalesce(sum(sign) FILTER (WHERE verified), 0), coalesce(sum(sign) FILTER (WHERE lifecycle = 'closed'), 0),
        coalesce(sum(sign) FILTER (WHERE urgency IS NOT NULL), 0)
      FROM changes GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (organization_id, day) DO UPDATE SET
        reports = a.reports + excluded.reports,
        verified = a.verified + excluded.verified,
        closed = a.closed + excluded.closed,
        urgent = a.urgent + excluded.urgent
    ),
    authors AS (
      INSERT INTO analytics_author_days AS a (organization_id, day, author_id, reports)
      SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, author_id, sum(sign)
      FROM changes WHERE author_id IS NOT NULL GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, day, author_id) DO UPDATE SET reports = a.reports + excluded.reports
    ),
    words AS (
      INSERT INTO analytics_word_days AS a (organization_id, day, word, reports)
      SELECT c.organization_id, (c.created_at AT TIME ZONE 'UTC')::date, w.word, sum(c.sign)
      FROM changes c CROSS JOIN LATERAL analytics_words(c.title, c.content) AS w (word)
      WHERE NOT EXISTS (SELECT FROM analytics_stop_words s WHERE s.word = w.word)
      GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, day, word) DO UPDATE SET reports = a.reports + excluded.reports
    ),
    tags AS (
      INSERT INTO analytics_tag_days AS a (organization_id, day, tag_id, reports)
      SELECT c.organization_id, (c.created_at AT TIME ZONE 'UTC')::date, t.tag_id, sum(c.sign)
      FROM changes c JOIN report_tags t ON t.report_id = c.id
      GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (organization_id, day, tag_id) DO UPDATE SET reports = a.reports + excluded.reports
    )
    SELECT
  $sql$, changes)
$$;--> statement-breakpoint
CREATE FUNCTION analytics_reports_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE analytics_report_changes_sql($c$
    SELECT id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, 1 AS sign
    FROM new_rows WHERE status = 'published'
  $c$);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the rows whose counted columns changed: opening a report (is_new) or assigning it costs nothing.
CREATE FUNCTION analytics_reports_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE analytics_report_changes_sql($c$
    WITH changed AS (
      SELECT o.id FROM old_rows o JOIN new_rows n USING (id)
      WHERE (o.status, o.organization_id, o.created_at, o.author_id, o.title, o.content, o.verified, o.lifecycle, o.urgency)
        IS DISTINCT FROM (n.status, n.organization_id, n.created_at, n.author_id, n.title, n.content, n.verified, n.lifecycle, n.urgency)
    )
    SELECT id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, -1 AS sign
    FROM old_rows WHERE status = 'published' AND id IN (SELECT id FROM changed)
    UNION ALL
    SELECT id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, 1
    FROM new_rows WHERE status = 'published' AND id IN (SELECT id FROM changed)
  $c$);
  UPDATE analytics_verifications v
  SET organization_id = n.organization_id, published = n.status = 'published', report_created_at = n.created_at
  FROM new_rows n
  WHERE v.report_id = n.id
    AND (v.organization_id, v.published, v.report_created_at) IS DISTINCT FROM (n.organization_id, n.status = 'published', n.created_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A deleted report's tags are already gone when a statement trigger runs (the foreign key's cascade
-- runs first), so its tag buckets are taken out here, row by row, while its tags are still there.
CREATE FUNCTION analytics_report_untagged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' THEN
    INSERT INTO analytics_tag_days AS a (organization_id, day, tag_id, reports)
    SELECT OLD.organization_id, (OLD.created_at AT TIME ZONE 'UTC')::date, tag_id, -1
    FROM report_tags WHERE report_id = OLD.id ORDER BY tag_id
    ON CONFLICT (organization_id, day, tag_id) DO UPDATE SET reports = a.reports + excluded.reports;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE FUNCTION analytics_reports_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE analytics_report_changes_sql($c$
    SELECT id, organization_id, created_at, author_id, title, content, verified, lifecycle, urgency, -1 AS sign
    FROM old_rows WHERE status = 'published'
  $c$);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Tags added to or taken from a published report that stays. When the report itself is being deleted
-- it no longer joins here, and analytics_report_untagged has already counted its tags out.
CREATE FUNCTION analytics_report_tags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_tag_days AS a (organization_id, day, tag_id, reports)
    SELECT r.organization_id, (r.created_at AT TIME ZONE 'UTC')::date, t.tag_id, count(*)
    FROM new_rows t JOIN reports r ON r.id = t.report_id WHERE r.status = 'published'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, tag_id) DO UPDATE SET reports = a.reports + excluded.reports;
  ELSE
    INSERT INTO analytics_tag_days AS a (organization_id, day, tag_id, reports)
    SELECT r.organization_id, (r.created_at AT TIME ZONE 'UTC')::date, t.tag_id, -count(*)
    FROM old_rows t JOIN reports r ON r.id = t.report_id WHERE r.status = 'published'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, day, tag_id) DO UPDATE SET reports = a.reports + excluded.reports;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION analytics_verifications_recount(report_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM analytics_verifications WHERE report_id = ANY (report_ids);
  INSERT INTO analytics_verifications (report_id, organization_id, published, report_created_at, verified_at)
  SELECT r.id, r.organization_id, r.status = 'published', r.created_at, min(a.created_at)
  FROM activity a JOIN reports r ON r.id = a.report_id
  WHERE a.report_id = ANY (report_ids) AND a.event = 'verify'
  GROUP BY r.id;
$$;--> statement-breakpoint
-- A report's first verification, from the `verify` entries a statement on `activity` added, changed or
-- removed: an added entry can only make it earlier; otherwise it is read again from the report's entries.
CREATE FUNCTION analytics_activity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_verifications AS v (report_id, organization_id, published, report_created_at, verified_at)
    SELECT r.id, r.organization_id, r.status = 'published', r.created_at, min(a.created_at)
    FROM new_rows a JOIN reports r ON r.id = a.report_id WHERE a.event = 'verify'
    GROUP BY r.id ORDER BY r.id
    ON CONFLICT (report_id) DO UPDATE SET verified_at = least(v.verified_at, excluded.verified_at);
    RETURN NULL;
  END IF;
  -- an entry's data changes (media entries gather later uploads); its event or time never do in practice
  PERFORM analytics_verifications_recount(array(
    SELECT report_id FROM old_rows WHERE event = 'verify'
    UNION SELECT report_id FROM new_rows WHERE event = 'verify'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION analytics_activity_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_verifications_recount(array(SELECT report_id FROM old_rows WHERE event = 'verify'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER analytics_reports_insert AFTER INSERT ON reports
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_reports_inserted();--> statement-breakpoint
CREATE TRIGGER analytics_reports_update AFTER UPDATE ON reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_reports_updated();--> statement-breakpoint
CREATE TRIGGER analytics_reports_untag BEFORE DELETE ON reports
  FOR EACH ROW EXECUTE FUNCTION analytics_report_untagged();--> statement-breakpoint
CREATE TRIGGER analytics_reports_delete AFTER DELETE ON reports
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_reports_deleted();--> statement-breakpoint
CREATE TRIGGER analytics_report_tags_insert AFTER INSERT ON report_tags
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_report_tags_changed();--> statement-breakpoint
CREATE TRIGGER analytics_report_tags_delete AFTER DELETE ON report_tags
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_report_tags_changed();;--> statement-breakpoint
CREATE TRIGGER analytics_activity_insert AFTER INSERT ON activity
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_changed();--> statement-breakpoint
CREATE TRIGGER analytics_activity_update AFTER UPDATE ON activity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_changed();--> statement-breakpoint
CREATE TRIGGER analytics_activity_delete AFTER DELETE ON activity
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_activity_deleted();--> statement-breakpoint
-- What the database already holds
INSERT INTO analytics_days (organization_id, day, reports, verified, closed, urgent)
  SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE verified),
    count(*) FILTER (WHERE lifecycle = 'closed'), count(*) FILTER (WHERE urgency IS NOT NULL)
  FROM reports WHERE status = 'published' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_author_days (organization_id, day, author_id, reports)
  SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, author_id, count(*)
  FROM reports WHERE status = 'published' AND author_id IS NOT NULL GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_word_days (organization_id, day, word, reports)
  SELECT r.organization_id, (r.created_at AT TIME ZONE 'UTC')::date, w.word, count(*)
  FROM reports r CROSS JOIN LATERAL analytics_words(r.title, r.content) AS w (word)
  WHERE r.status = 'published' AND NOT EXISTS (SELECT FROM analytics_stop_words s WHERE s.word = w.word)
  GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_tag_days (organization_id, day, tag_id, reports)
  SELECT r.organization_id, (r.created_at AT TIME ZONE 'UTC')::date, t.tag_id, count(*)
  FROM reports r JOIN report_tags t ON t.report_id = r.id
  WHERE r.status = 'published' GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_verifications (report_id, organization_id, published, report_created_at, verified_at)
  SELECT r.id, r.organization_id, r.status = 'published', r.created_at, min(a.created_at)
  FROM activity a JOIN reports r ON r.id = a.report_id
  WHERE a.event = 'verify' GROUP BY r.id;
